import Foundation
import GRDB
import TabulaTestSupport
import Testing
@testable import TabulaCore

/// An edit of data tables' rows makes only their pages, and whatever it makes, reports and
/// refuses is what a clean build of the same content makes, reports and refuses.
@Suite struct EditBuildTests {
    static func table(_ title: String, rows: [String], extra: String = "") -> String {
        let rows = rows.enumerated().map { #"{"id": "r\#($0.offset)", "text": "\#($0.element)"\#(extra)}"# }
        return #"{"title": "\#(title)", "rows": [\#(rows.joined(separator: ", "))]}"#
    }

    static let files = [
        "Content/_index.md": "---\ntitle: Home\n---\n",
        "Content/places/_index.md": "---\ntitle: Places\n---\n",
        "Content/places/a.json": table("A", rows: ["Oslo", "Bergen"]),
        "Content/places/b.json": table("B", rows: ["Lima", "Cusco"]),
        "Content/c.json": #"{"title": "C", "rows": [{"text": "To a", "link": "places/a.json"}]}"#,
    ]

    /// The output must equal a clean build's, file for file.
    func expectCleanOutput(_ site: TemporarySite, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let output = try site.outputTree(), clean = try cleanBuildTree(of: site)
        #expect(Set(output.keys) == Set(clean.keys), sourceLocation: sourceLocation)
        for (path, bytes) in clean where output[path] != bytes {
            Issue.record("\(path) differs from a clean build", sourceLocation: sourceLocation)
        }
    }

    /// What a clean build of a copy of `site`'s sources reports: its errors, or its warnings.
    func cleanBuildReport(of site: TemporarySite) throws -> (errors: [String], warnings: [String]) {
        let copy = try TemporarySite()
        for folder in ["Content", "Templates"] where FileManager.default.fileExists(atPath: site.url.appendingPathComponent(folder).path) {
            try FileManager.default.copyItem(at: site.url.appendingPathComponent(folder), to: copy.url.appendingPathComponent(folder))
        }
        let errors = copy.buildErrors()
        return (errors, errors.isEmpty ? try copy.build().warnings.map(\.description).sorted() : [])
    }

    @Test func aRowEditWritesOnlyItsTablesPage() throws {
        let site = try TemporarySite(Self.files)
        try site.build()
        try site.write("Content/places/a.json", Self.table("A", rows: ["Oslo", "Tromsø"]))
        let summary = try site.build()
        #expect(summary.filesWritten == 1)
        #expect(summary.rowsRendered == 1)
        #expect(summary.pages == 5)
        try expectCleanOutput(site)
    }

    @Test func editsOfSeveralTablesInARowGiveACleanBuildsOutput() throws {
        let site = try TemporarySite(Self.files)
        try site.build()
        try site.write("Content/places/a.json", Self.table("A", rows: ["Oslo", "Tromsø", "Bodø"]))
        try site.build()
        try site.write("Content/places/b.json", Self.table("B", rows: ["Arequipa"]))
        try site.write("Content/places/a.json", Self.table("A", rows: ["Oslo"]))
        try site.build()
        try expectCleanOutput(site)
    }

    /// The site, built, with `c.json` linking to a row of `places/a.json` (`#row-r1`, Bergen).
    func builtSiteLinkingIntoARow() throws -> TemporarySite {
        var files = Self.files
        files["Content/c.json"] = #"{"title": "C", "rows": [{"text": "To Bergen", "link": "places/a.json#row-r1"}]}"#
        let site = try TemporarySite(files)
        try site.build()
        return site
    }

    @Test func aRowRemovedThatAnotherPageLinksToIsRefusedAsACleanBuildRefusesIt() throws {
        let site = try builtSiteLinkingIntoARow()
        let before = try site.outputTree()
        try site.write("Content/places/a.json", Self.table("A", rows: ["Oslo"]))
        let errors = site.buildErrors()
        #expect(!errors.isEmpty)
        #expect(errors == (try cleanBuildReport(of: site).errors))
        #expect(try site.outputTree() == before)
    }

    @Test func aRowEditThatBreaksItsTableIsReportedAsACleanBuildReportsIt() throws {
        let site = try TemporarySite(Self.files)
        try site.build()
        let before = try site.outputTree()
        try site.write("Content/places/a.json", #"{"title": "A", "rows": [{"id": "x", "text": "Oslo"}, {"id": "x", "text": "Bergen"}]}"#)
        let errors = site.buildErrors()
        #expect(!errors.isEmpty)
        #expect(errors == (try cleanBuildReport(of: site).errors))
        #expect(try site.outputTree() == before)
    }

    @Test func warningsAfterARowEditAreACleanBuildsWarnings() throws {
        var files = Self.files
        files["Content/places/b.json"] = Self.table("B", rows: ["Lima", "Cusco"], extra: #", "colour": "red""#)
        files["Content/c.json"] = #"{"title": "C", "unknownSetting": 1, "rows": [{"text": "To a", "link": "places/a.json"}]}"#
        let site = try TemporarySite(files)
        try site.build()
        try site.write("Content/places/a.json", #"{"title": "A", "oddKey": true, "rows": [{"text": "Oslo"}]}"#)
        let warnings = try site.build().warnings.map(\.description).sorted()
        #expect(warnings == (try cleanBuildReport(of: site).warnings))
        try site.write("Content/places/a.json", Self.table("A", rows: ["Oslo"]))
        let fewer = try site.build().warnings.map(\.description).sorted()
        #expect(fewer == (try cleanBuildReport(of: site).warnings))
    }

    @Test func aTableThatGainsOrLosesItsSearchFieldGivesACleanBuildsOutput() throws {
        let site = try TemporarySite(Self.files)
        try site.build()
        let many = (0..<SearchForm.minimumRows + 5).map { "Row \($0)" }
        try site.write("Content/places/a.json", Self.table("A", rows: many))
        try site.build()
        try expectCleanOutput(site)
        try site.write("Content/places/a.json", Self.table("A", rows: ["Oslo"]))
        try site.build()
        try expectCleanOutput(site)
    }

    /// The skeleton is checked like every record: one altered in the file (here: saying no
    /// page links into a table's rows) is not used, and the full build finds the broken link.
    @Test func aSkeletonAlteredInTheCacheIsNotUsed() throws {
        let site = try builtSiteLinkingIntoARow()
        let skeleton = try #require(try BuildCache(site: site.url).skeleton)
        #expect(skeleton.linkedInto == ["places/a/index.html"])
        let file = site.url.appendingPathComponent(".tabula-cache/cache.sqlite").path
        try DatabaseQueue(path: file).write { try $0.execute(sql: "UPDATE skeleton SET linkedInto = ?", arguments: [Data()]) }
        try site.write("Content/places/a.json", Self.table("A", rows: ["Oslo"]))
        let errors = site.buildErrors()
        #expect(!errors.isEmpty)
        #expect(errors == (try cleanBuildReport(of: site).errors))
    }

    /// Edit builds killed at random moments, then a good one: a clean build's output.
    @Test func killedEditBuildsThenAGoodBuildEqualACleanBuild() throws {
        let long = { (variant: Int) in Self.table("Long", rows: (0..<20_000).map { "Row \($0) \($0 % 1_000 == 0 ? variant : 0)" }) }
        var files = Self.files
        files["Content/places/long.json"] = long(0)
        let site = try TemporarySite(files)
        try site.build()
        var random = SeededRandom(seed: 7)
        for attempt in 1...6 {
            try site.write("Content/places/long.json", long(attempt))
            try site.write("Content/places/b.json", Self.table("B", rows: ["Lima", "Cusco \(attempt)"]))
            try TabulaProcess.runKilled(["build", "--site", site.url.path], after: UInt32.random(in: 5_000...400_000, using: &random))
        }
        try site.build()
        try expectCleanOutput(site)
        #expect(try site.build().rowsRendered == 0)
    }

    @Test func aCSVRowEditGivesACleanBuildsOutput() throws {
        var files = Self.files
        files["Content/people.csv"] = "text,detail\nAda,Engineer\nBob,Painter\n"
        files["Content/people.yaml"] = "title: People\ncell: subtitle\n"
        let site = try TemporarySite(files)
        try site.build()
        try site.write("Content/people.csv", "text,detail\nAda,Engineer\nBob,Sculptor\n")
        #expect(try site.build().filesWritten == 1)
        try expectCleanOutput(site)
    }

    /// Links a changed table's rows keep (to a table, a folder's page, from the root, an
    /// image) resolve as the full build resolved them, without the whole site's paths.
    @Test func aRowEditOfATableWithLinksAndImagesGivesACleanBuildsOutput() throws {
        var files = Self.files
        files["Content/pic.svg"] = #"<svg xmlns="http://www.w3.org/2000/svg"/>"#
        let rows = { (text: String) in
            #"{"title": "C", "rows": [{"text": "\#(text)", "link": "places/a.json", "image": "pic.svg"}, "#
                + #"{"text": "Places", "link": "places"}, {"text": "B", "link": "/places/b.json"}]}"#
        }
        files["Content/c.json"] = rows("To a")
        let site = try TemporarySite(files)
        try site.build()
        try site.write("Content/c.json", rows("To A"))
        #expect(try site.build().filesWritten == 1)
        try expectCleanOutput(site)
    }
}
