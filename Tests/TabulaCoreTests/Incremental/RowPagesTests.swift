import Foundation
import GRDB
import Testing
@testable import TabulaCore

/// A table longer than one step of `RowPages` is rendered, written and cached a few pages at
/// a time; what it writes and reuses is what a table of one step would.
@Suite struct RowPagesTests {
    static let count = RowPages.stepRows * 5 / 2
    static let settings = #""pageSize": 1000, "#

    @Test func editsAtTheEdgesOfStepsRenderOnlyTheEditedRowsAndMatchACleanBuild() throws {
        let site = try TemporarySite(["Content/t.json": FragmentReuseTests.rows(Self.count, settings: Self.settings)])
        let first = try site.build()
        #expect(first.rowsRendered == Self.count + 1)  // and the home table's row
        let edges: Set<Int> = [0, RowPages.stepRows - 1, RowPages.stepRows, 2 * RowPages.stepRows + 1, Self.count - 1]
        try site.write("Content/t.json", FragmentReuseTests.rows(Self.count, edits: edges, settings: Self.settings))
        #expect(try site.build().rowsRendered == edges.count)
        #expect(try site.outputTree() == cleanBuildTree(of: site))
        #expect(try site.build().rowsRendered == 0)
    }

    /// The table's rows but those of `removed`.
    static func rows(removing removed: Set<Int> = [], count: Int = count) -> String {
        let rows = (0..<count).filter { !removed.contains($0) }.map { #"{"id": "r\#($0)", "text": "Row \#($0)"}"# }
        return #"{"title": "T", \#(settings)"rows": [\#(rows.joined(separator: ","))]}"#
    }

    @Test func rowsRemovedAndAddedAcrossStepsMatchACleanBuild() throws {
        let site = try TemporarySite(["Content/t.json": Self.rows()])
        try site.build()
        // A row fewer in the first step: every row after it moves back one place.
        try site.write("Content/t.json", Self.rows(removing: [100]))
        try site.build()
        #expect(try site.outputTree() == cleanBuildTree(of: site))
        // And 300 rows more at the end, in a step of their own.
        try site.write("Content/t.json", Self.rows(removing: [100], count: Self.count + 300))
        #expect(try site.build().rowsRendered == 300)
        #expect(try site.outputTree() == cleanBuildTree(of: site))
        #expect(try site.build().rowsRendered == 0)
    }

    @Test func storedPartsThatDoNotVerifyAreStoredAgainInTheirStep() throws {
        let site = try TemporarySite(["Content/t.json": FragmentReuseTests.rows(Self.count, settings: Self.settings)])
        try site.build()
        // Parts 20 and 21 (rows 5120–5631, on the page of rows 5100–6099, in the second step)
        // no longer verify. Row 5200's edit makes that page again: part 20 is rendered (its
        // rows copied from the bad part are rendered instead), part 21 is read as stored.
        let file = site.url.appendingPathComponent(".tabula-cache/cache.sqlite").path
        try DatabaseQueue(path: file).write { try $0.execute(sql: "UPDATE fragments SET value = value || x'00' WHERE part IN (20, 21)") }
        try site.write("Content/t.json", FragmentReuseTests.rows(Self.count, edits: [5200], settings: Self.settings))
        try site.build()
        #expect(try site.outputTree() == cleanBuildTree(of: site))
        // Both were stored again: an edit of part 21 copies its other rows from it, and renders one.
        try site.write("Content/t.json", FragmentReuseTests.rows(Self.count, edits: [5200, 5400], settings: Self.settings))
        #expect(try site.build().rowsRendered == 1)
        #expect(try site.outputTree() == cleanBuildTree(of: site))
    }
}
