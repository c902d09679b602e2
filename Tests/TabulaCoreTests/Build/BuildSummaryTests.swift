import Testing
@testable import TabulaCore

/// The one line a build prints: what it did, and its seconds with two decimals.
@Suite struct BuildSummaryTests {
    @Test func summaryLineCountsWhatTheBuildDidWithSecondsToTwoDecimals() {
        let summary = BuildSummary(pages: 3, rowsRendered: 120, rowsReused: 7, filesWritten: 5, filesUnchanged: 2,
                                   filesRemoved: 1, seconds: 0.2391, warnings: [])
        #expect(summary.description == "built 3 pages: 120 rows rendered, 7 reused, 5 files written, 1 removed, in 0.24 s")
    }

    @Test func onePageIsSingularAndWholeSecondsKeepTwoDecimals() {
        let summary = BuildSummary(pages: 1, rowsRendered: 0, rowsReused: 0, filesWritten: 0, filesUnchanged: 0,
                                   filesRemoved: 0, seconds: 12, warnings: [])
        #expect(summary.description == "built 1 page: 0 rows rendered, 0 reused, 0 files written, 0 removed, in 12.00 s")
    }
}
