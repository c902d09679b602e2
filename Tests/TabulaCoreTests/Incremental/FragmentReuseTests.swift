import Foundation
import GRDB
import Testing
@testable import TabulaCore

/// The counters say exactly what was rendered again, like dequeueReusableCell.
@Suite struct FragmentReuseTests {
    static func rows(_ count: Int, cell: (Int) -> String = { _ in "basic" }, edit: Int? = nil, edits: Set<Int> = [], settings: String = "") -> String {
        let rows = (0..<count).map { i in
            #"{"id": "r\#(i)", "text": "Row \#(i)\#(i == edit || edits.contains(i) ? " edited" : "")", "cell": "\#(cell(i))"}"#
        }
        return #"{"title": "T", \#(settings)"rows": [\#(rows.joined(separator: ","))]}"#
    }

    @Test func secondBuildRendersNothing() throws {
        let site = try TemporarySite(["Content/t.json": Self.rows(50)])
        let first = try site.build()
        let second = try site.build()
        #expect(first.rowsRendered == 51)  // 50 rows and the home table's row
        #expect(second.rowsRendered == 0)
        #expect(second.rowsReused == 51)
        #expect(second.filesWritten == 0)
    }

    @Test func oneRowEditRendersOneRow() throws {
        let site = try TemporarySite(["Content/t.json": Self.rows(50), "Content/u.json": Self.rows(20)])
        try site.build()
        try site.write("Content/t.json", Self.rows(50, edit: 7))
        let summary = try site.build()
        #expect(summary.rowsRendered == 1)
        #expect(summary.rowsReused == 50 + 20 + 2 - 1)
        #expect(summary.filesWritten == 1)
    }

    @Test func oneRowEditOfAWindowedTableMakesOnlyTheFilesShowingIt() throws {
        // 10 windows of 100 rows; pages of 300 rows: the table page (window 0), 2.html
        // (windows 1–3), 3.html (windows 4–6), 4.html (windows 7–9).
        let site = try TemporarySite(["Content/t.json": Self.rows(1000, settings: #""pageSize": 300, "#)])
        try site.build()
        try site.write("Content/t.json", Self.rows(1000, edit: 450, settings: #""pageSize": 300, "#))
        let summary = try site.build()
        #expect(summary.rowsRendered == 1)
        // Window 4's page (3.html) and the pieces of the search index holding the row.
        let pieces = try FileManager.default.contentsOfDirectory(atPath: site.output.path + "/t/windows/search")
        let holding = try pieces.filter { try site.read("Public/t/windows/search/" + $0).contains("Row 450 edited") }
        #expect(!holding.isEmpty)
        #expect(summary.filesWritten == 1 + holding.count)
        #expect(try site.read("Public/t/3.html").contains("Row 450 edited"))
        // Not even made: the other 2 paginated pages, the table page, the manifest, the one id
        // bucket (the home table, whose rows are the same, is not made again at all); kept: the
        // other pieces of the index and its root.
        #expect(summary.filesReused == 2 + 1 + 1 + 1 + (pieces.count - holding.count) + 1)
    }

    @Test func rowsStoredInPartsAreReusedEditAfterEdit() throws {
        let site = try TemporarySite(["Content/t.json": Self.rows(1000)])  // 4 stored parts
        try site.build()
        try site.write("Content/t.json", Self.rows(1000, edits: [450]))
        #expect(try site.build().rowsRendered == 1)
        try site.write("Content/t.json", Self.rows(1000, edits: [450, 900]))
        #expect(try site.build().rowsRendered == 1)
        try site.write("Content/t.json", Self.rows(1000, edits: [900]))
        #expect(try site.build().rowsRendered == 1)
        try site.write("Content/t.json", Self.rows(1100))  // 100 rows more, a fifth part
        #expect(try site.build().rowsRendered == 100 + 1)
        try site.write("Content/t.json", Self.rows(1000))
        #expect(try site.build().rowsRendered == 0)
    }

    @Test func aPageChangedByHandIsMadeAgain() throws {
        let settings = #""pageSize": 300, "#
        let site = try TemporarySite(["Content/t.json": Self.rows(1000, settings: settings)])
        try site.build()
        let page = try site.read("Public/t/2.html")  // rows 100–399
        try site.write("Public/t/2.html", "tampered")
        try site.write("Content/t.json", Self.rows(1000, edit: 450, settings: settings))
        try site.build()
        #expect(try site.read("Public/t/2.html") == page)
    }

    @Test func templateEditRendersExactlyTheRowsUsingIt() throws {
        let site = try TemporarySite([
            "Content/t.json": Self.rows(30, cell: { $0 % 3 == 0 ? "mine" : "basic" }),
            "Templates/cells/mine.mustache": "<b>{{text}}</b>",
        ])
        try site.build()
        try site.write("Templates/cells/mine.mustache", "<i>{{text}}</i>")
        let summary = try site.build()
        #expect(summary.rowsRendered == 10)
    }

    @Test func cellTemplateEditMakesAgainOnlyThePagesDrawingRowsWithIt() throws {
        let site = try TemporarySite([
            "Content/mine.json": Self.rows(5, cell: { $0 == 2 ? "rightDetail" : "basic" }),
            "Content/other.json": Self.rows(5),
            "Templates/cells/value1.mustache": "<b>{{text}}</b>",
        ])
        try site.build()
        let before = try FileManager.default.attributesOfItem(atPath: site.output.path + "/other/index.html")[.modificationDate] as? Date
        try site.write("Templates/cells/value1.mustache", "<i>{{text}}</i>")
        let summary = try site.build()
        #expect(summary.rowsRendered == 1)
        #expect(summary.filesWritten == 1)
        #expect(try site.read("Public/mine/index.html").contains("<i>Row 2</i>"))
        // Neither made again nor rewritten: the page whose rows use other cells, and the home
        // table's (the stylesheet and the 404 page, made on every build, are all it finds unchanged).
        #expect(summary.filesUnchanged == 2)
        #expect(try FileManager.default.attributesOfItem(atPath: site.output.path + "/other/index.html")[.modificationDate] as? Date == before)
    }

    @Test func cleanFlagIgnoresTheCache() throws {
        let site = try TemporarySite(["Content/t.json": Self.rows(10)])
        try site.build()
        let summary = try SiteBuilder(site: site.url).build(clean: true)
        #expect(summary.rowsRendered == 11)
    }

    @Test func cleanDeletesTheCache() throws {
        let site = try TemporarySite(["Content/t.json": Self.rows(10)])
        try site.build()
        #expect(site.exists(".tabula-cache/cache.sqlite"))
        try SiteBuilder(site: site.url).clean()
        #expect(!site.exists(".tabula-cache"))
        #expect(try site.build().rowsRendered == 11)
    }

    @Test func anOutputFileChangedByHandIsWrittenAgain() throws {
        let site = try TemporarySite(["Content/t.json": Self.rows(5)])
        try site.build()
        try site.write("Public/t/index.html", "tampered")
        try site.build()
        #expect(try site.read("Public/t/index.html").contains("Row 4"))
    }

    @Test func aStrayOutputFileIsRemovedEvenWhenNothingChanged() throws {
        let site = try TemporarySite(["Content/t.json": Self.rows(5)])
        try site.build()
        try site.write("Public/stray.html", "x")
        try site.build()
        #expect(!site.exists("Public/stray.html"))
    }

    @Test func warningsAreRepeatedWhenNothingIsRendered() throws {
        let site = try TemporarySite(["Content/t.json": #"{"stlye": "plain", "rows": [{"text": "a"}]}"#])
        let first = try site.build()
        try site.write("Content/other.md", "- x\n")
        let second = try site.build()
        let third = try site.build()
        #expect(first.warnings.count == 1)
        #expect(second.warnings == first.warnings)
        #expect(third.warnings == first.warnings)
    }

    @Test func warningsOfATableReadWholeButNotRenderedAgainAreReportedOnce() throws {
        let site = try TemporarySite(["Content/t.json": #"{"stlye": "plain", "rows": [{"text": "a"}]}"#])
        let first = try site.build()
        // Without its summary the table is read again; its page is still as the last build made it.
        try BuildCache(site: site.url).write { db, _ in try db.execute(sql: "DELETE FROM summaries") }
        try FileManager.default.removeItem(at: site.output.appendingPathComponent("404.html"))
        let second = try site.build()
        #expect(first.warnings.count == 1)
        #expect(second.warnings == first.warnings)
    }

    @Test func aCorruptCacheIsReplaced() throws {
        let site = try TemporarySite(["Content/t.json": Self.rows(5)])
        try site.build()
        try site.write(".tabula-cache/cache.sqlite", String(repeating: "garbage", count: 100))
        for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(at: site.url.appendingPathComponent(".tabula-cache/cache.sqlite\(suffix)")) }
        let summary = try site.build()
        #expect(summary.rowsRendered == 6)
        #expect(try site.build().rowsRendered == 0)
    }

    @Test func aCacheAnotherBuildHoldsIsLeftAlone() throws {
        let site = try TemporarySite(["Content/t.json": Self.rows(5)])
        try site.build()
        let holder = try BuildCache(site: site.url)
        try holder.beginStores()  // as a build does while it renders
        #expect(throws: (any Error).self) { try BuildCache(site: site.url, busyTimeout: 0.05) }
        let inputs = holder.inputs, last = try #require(holder.lastBuild), pages = holder.pages, summaries = holder.summaries
        try holder.record(BuildCache.Learned(inputs: inputs, replacedInputs: InputScan.Replaced(count: inputs.count, changed: [:], added: 0, gone: []), changedInputs: [], last: last, pages: pages,
                                             previousPages: pages, rendered: [], summaries: summaries, previousSummaries: summaries))
        #expect(try site.build().rowsRendered == 0)  // the cache was not thrown away
    }
}
