import TabulaTestSupport
import Foundation
import Testing
@testable import TabulaCore

/// A build killed with SIGKILL at any moment leaves a cache that still gives correct output.
@Suite struct KilledBuildTests {
    func bigTable(_ rows: Int, variant: Int, detailPages: Bool = false) -> String {
        let items = (0..<rows).map { #"{"id": "r\#($0)", "text": "Row \#($0) v\#(variant % 3 == 0 ? variant : 0)", "detail": "d"}"# }
        let detail = detailPages ? #""detailTemplate": "default", "# : ""
        return #"{"title": "Big", \#(detail)"index": "alphabetic", "rows": [\#(items.joined(separator: ","))]}"#
    }

    @Test func killedBuildsThenAGoodBuildEqualACleanBuild() throws {
        let site = try TemporarySite(["Content/big.json": bigTable(20_000, variant: 0), "Content/small.json": bigTable(10, variant: 0),
                                      "Content/people.json": bigTable(3_000, variant: 0, detailPages: true)])
        var random = SeededRandom(seed: 42)
        for attempt in 1...6 {
            try site.write("Content/big.json", bigTable(20_000, variant: attempt))
            try site.write("Content/small.json", bigTable(10 + attempt, variant: attempt))
            try site.write("Content/people.json", bigTable(3_000 - attempt, variant: attempt, detailPages: true))
            try TabulaProcess.runKilled(["build", "--site", site.url.path], after: UInt32.random(in: 20_000...900_000, using: &random))
        }
        try site.build()
        #expect(try site.outputTree() == cleanBuildTree(of: site))
        let again = try site.build()
        #expect(again.rowsRendered == 0)
    }
}
