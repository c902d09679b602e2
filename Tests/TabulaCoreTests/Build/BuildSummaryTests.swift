import Testing
@testable import TabulaCore

/// The build's one summary line.
@Suite struct BuildSummaryTests {
    @Test func theSummaryLineSaysWhatTheBuildDid() {
        let summary = BuildSummary(pages: 3, rowsRendered: 10, rowsReused: 2, filesWritten: 5, filesUnchanged: 7,
                                   filesRemoved: 1, seconds: 0.2345, warnings: [])
        #expect(summary.description == "built 3 pages: 10 rows rendered, 2 reused, 5 files written, 1 removed, in 0.23 s")
    }

    @Test func onePageIsSingular() {
        let summary = BuildSummary(pages: 1, rowsRendered: 0, rowsReused: 0, filesWritten: 0, filesUnchanged: 0,
                                   filesRemoved: 0, seconds: 1.005, warnings: [])
        #expect(summary.description.hasPrefix("built 1 page: "))
    }
}
