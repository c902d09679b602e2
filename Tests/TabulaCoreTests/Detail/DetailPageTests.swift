import Foundation
import Testing
@testable import TabulaCore

/// Detail pages of JSON, CSV and Markdown tables: where they are written, how rows link to
/// them, what they link to, and what a rebuild writes again.
@Suite struct DetailPageTests {
    static func table(_ rows: [String], settings: String = #""detailTemplate": "default""#) -> String {
        #"{"title": "T", \#(settings), "rows": [\#(rows.joined(separator: ","))]}"#
    }

    @Test func eachRowGetsAPageBesideItsTableThatNoOtherFileCanTake() throws {
        let rows = (0..<250).map { #"{"id": "\#($0)", "text": "Row \#($0)"}"# } + [#"{"id": "index", "text": "I"}"#, #"{"id": "windows", "text": "W"}"#]
        let site = try TemporarySite(["Content/t.json": Self.table(rows), "Content/t/index.json": #"{"rows": [{"text": "a"}]}"#])
        try site.build()
        let files = try site.outputTree().keys
        // The paginated pages, the windows folder and the table in t/ keep their places.
        for path in ["t/index.html", "t/2.html", "t/windows/manifest.json", "t/index/index.html", "t/_/d5/2.html", "t/_/ab/index.html", "t/_/ea/windows.html"] {
            #expect(files.contains(path), "\(path)")
        }
        #expect(files.filter { $0.hasPrefix("t/_/") }.count == 252)
        // Spread over shard folders, none holding them all.
        let shards = Dictionary(grouping: files.filter { $0.hasPrefix("t/_/") }) { $0.split(separator: "/")[2] }
        #expect(shards.count > 100 && shards.values.allSatisfy { $0.count < 10 })
    }

    @Test func idsThatAreNoFileNameAreWrittenSoTwoNeverMeet() {
        #expect(DetailPath.of(table: "t/index.html", id: "a/b") == "t/_/c1/a%2Fb.html")
        #expect(DetailPath.of(table: "t/index.html", id: "a%2Fb") == "t/_/1f/a%252Fb.html")
        #expect(DetailPath.of(table: "index.html", id: "..") == "_/0d/%2E..html")
        #expect(DetailPath.of(table: "t/index.html", id: "Åsa") == "t/_/49/Åsa.html")
        let long = String(repeating: "é", count: 300), longer = long + "x"
        #expect(DetailPath.fileName(long) != DetailPath.fileName(longer))
        #expect(DetailPath.fileName(long).utf8.count <= DetailPath.longestName)
        #expect(DetailPath.fileName(long).contains("%x"))
    }

    @Test func aRowsShardFolderIsAFunctionOfItsIdThatNeverChanges() {
        // Part of every detail page's URL: these values must hold in every version.
        #expect(DetailPath.of(table: "people/index.html", id: "ada") == "people/_/bb/ada.html")
        #expect(DetailPath.of(table: "people/index.html", id: "kowalski-dmitri") == "people/_/26/kowalski-dmitri.html")
        #expect(DetailPath.shard("") == "c5")
        #expect(DetailPath.of(table: "people/index.html", id: "ada-lovelace") == "people/_/e1/ada-lovelace.html")
    }

    @Test func aLongIdsNameEndsInTheSHA256OfTheIdThatNeverChanges() {
        // Part of the URL too: the first 32 hex digits of the SHA-256 of the id's UTF-8 bytes.
        #expect(DetailPath.fileName(String(repeating: "x", count: 300)).hasSuffix("%x0d4e2ca9e9cbced7a7a5380eb29e1a37"))
    }

    @Test func rowsDiscloseTheirPageUnlessTheyNameALinkOrAccessory() throws {
        let site = try TemporarySite(["Content/t.json": Self.table([
            #"{"id": "a", "text": "A"}"#, #"{"id": "b", "text": "B", "link": "https://example.org/"}"#,
            #"{"id": "c", "text": "C", "accessory": "checkmark"}"#, #"{"id": "d", "text": "D", "accessory": "detailButton"}"#,
        ])])
        try site.build()
        let page = try site.read("Public/t/index.html")
        #expect(page.contains(#"<li class="row cell-basic" id="row-a"><a class="row-content" href="_/2c/a.html">"#))
        #expect(page.contains(#"id="row-b"><a class="row-content" href="https://example.org/">"#))
        #expect(page.contains(#"id="row-c"><div class="row-content">"#))
        #expect(page.contains(#"<a class="accessory accessory-detailButton" href="_/73/d.html" aria-label="Details: D">"#))
        #expect(FileManager.default.fileExists(atPath: site.output.appendingPathComponent("t/_/52/c.html").path))
    }

    @Test func previousAndNextFollowTableOrderAcrossSections() throws {
        let site = try TemporarySite(["Content/t.json": Self.table([#"{"text": "b"}"#, #"{"text": "a"}"#, #"{"text": "c"}"#],
                                                                   settings: #""detailTemplate": "default", "index": "alphabetic""#)])
        try site.build()
        let middle = try site.read("Public/t/_/e5/b.html")
        #expect(middle.contains(#"rel="prev" href="../2c/a.html""#))
        #expect(middle.contains(#"rel="next" href="../52/c.html""#))
        #expect(middle.contains(#"<a class="back-link" href="../../#row-b">T</a>"#))
        let first = try site.read("Public/t/_/2c/a.html")
        #expect(!first.contains("rel=\"prev\""))
    }

    @Test func fieldsAreListedInWrittenOrderThenAFieldsOwnByName() throws {
        let site = try TemporarySite(["Content/t.json": Self.table([
            #"{"id": "a", "text": "A", "zeta": "1", "alpha": "2"}"#,
            #"{"id": "b", "text": "B", "alpha": "3", "omega": "y", "extra": "x", "body": "Hi", "description": "About B"}"#,
        ])])
        try site.build()
        func labels(_ page: String) throws -> [String] {
            let html = try site.read(page)
            return html.components(separatedBy: #"<span class="cell-text">"#).dropFirst().map { String($0.prefix { $0 != "<" }) }
        }
        #expect(try labels("Public/" + DetailPath.of(table: "t/index.html", id: "a")) == ["Zeta", "Alpha"])
        #expect(try labels("Public/" + DetailPath.of(table: "t/index.html", id: "b")) == ["Alpha", "Extra", "Omega"])
    }

    @Test func aMarkdownTableGetsDetailPagesToo() throws {
        let site = try TemporarySite(["Content/m.md": "---\ndetailTemplate: default\n---\n# M\n\n## S\n- One {body=\"Hello there\"}\n- Two\n"])
        try site.build()
        #expect(try site.read("Public/m/_/ef/one.html").contains("<p>Hello there</p>"))
        #expect(try site.read("Public/m/index.html").contains(#"href="_/29/two.html""#))
    }

    @Test func markdownFieldsAreSafeByDefault() throws {
        let site = try TemporarySite(["Content/t.json": Self.table([#"{"text": "a", "body": "<img src=x onerror=alert(1)> [x](javascript:alert(1))"}"#])])
        #expect(site.buildErrors() == ["Content/t.json:1:54: error: unsafe URL scheme 'javascript:' in a Markdown link: links may use http, https, mailto, tel or a path to a page of this site"])
        try site.write("Content/t.json", Self.table([#"{"text": "a", "body": "<img src=x onerror=alert(1)> *b*"}"#]))
        try site.build()
        let page = try site.read("Public/t/_/2c/a.html")
        #expect(!page.contains("onerror"))
        #expect(page.contains("<em>b</em>"))
    }

    @Test func anUnknownDetailTemplateIsAnErrorAtTheSetting() throws {
        let site = try TemporarySite(["Content/t.json": #"{"detailTemplate": "defualt", "rows": [{"text": "a"}]}"#])
        #expect(site.buildErrors() == ["Content/t.json:1:20: error: unknown detail template 'defualt' (did you mean 'default'?): known are 'default'; or add Templates/details/defualt.mustache"])
    }

    @Test func aOneRowEditWritesThatRowsPageAndOnlyNeighboursWhoseLinksChanged() throws {
        let rows = (0..<40).map { #"{"id": "r\#($0)", "text": "Row \#($0)", "phone": "\#($0)"}"# }
        let site = try TemporarySite(["Content/t.json": Self.table(rows)])
        try site.build()
        var edited = rows
        edited[10] = #"{"id": "r10", "text": "Row 10", "phone": "changed"}"#
        try site.write("Content/t.json", Self.table(edited))
        let field = try site.build()
        #expect(field.filesWritten == 1, "only r10's page: its title and id, which neighbours show, are unchanged")
        edited[20] = #"{"id": "r20", "text": "Renamed", "phone": "20"}"#
        try site.write("Content/t.json", Self.table(edited))
        let title = try site.build()
        #expect(title.filesWritten == 4, "r20's page, r19's and r21's (their links name it), and the table page")
        #expect(try site.read("Public/t/_/8f/r19.html").contains("Renamed"))
    }

    @Test func theDetailTemplateIsPartOfTheKey() throws {
        let site = try TemporarySite(["Content/t.json": Self.table([#"{"text": "a"}"#, #"{"text": "b"}"#], settings: #""detailTemplate": "p""#),
                                      "Templates/details/p.mustache": "<p>{{text}}</p>"])
        try site.build()
        try site.write("Templates/details/p.mustache", "<p>{{text}}!</p>")
        try site.build()
        #expect(try site.read("Public/t/_/2c/a.html") == "<p>a!</p>")
    }
}
