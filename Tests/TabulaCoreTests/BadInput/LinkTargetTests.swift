import Foundation
import Testing

/// A link's target is checked by the build, not left for `publish` to find: a `#row-…` or
/// `#section-…` fragment must name a row or section of its table, a fragment names nothing
/// else, and a Markdown body's link to a content file is rewritten to that file's page, as a
/// row's is, and is an error when the file is missing.
@Suite struct LinkTargetTests {
    static let good = ["Content/ok.json": ##"{"rows": [{"text": "a"}]}"##, "Content/g/_index.md": "---\ntitle: G\n---\n"]

    static let cases: [BadInputCase] = [
        BadInputCase(name: "a row's link to a missing row", files: ["Content/t.json": ##"{"rows": [{"text": "Apple"}, {"text": "b", "link": "#row-nowhere"}]}"##],
             errors: ["Content/t.json:1:52: error: link '#row-nowhere' points to no row of this table: no row has the id 'nowhere'"]),
        BadInputCase(name: "a row's link to a missing row of another table", files: ["Content/t.json": ##"{"rows": [{"text": "b", "link": "ok.json#row-nowhere"}]}"##],
             errors: ["Content/t.json:1:33: error: link 'ok.json#row-nowhere' points to no row of Content/ok.json: no row has the id 'nowhere'"]),
        BadInputCase(name: "a description's link to a missing section of another table",
                     files: ["Content/t.md": "See [a](ok.json#section-z).\n\n## S\n- a\n"],
                     errors: ["Content/t.md:1:5: error: link 'ok.json#section-z' points to no section of Content/ok.json: no section has the id 'z'"]),
        BadInputCase(name: "a misspelled row id", files: ["Content/t.json": ##"{"rows": [{"text": "Apple"}, {"text": "b", "link": "t.json#row-aple"}]}"##],
             errors: ["Content/t.json:1:52: error: link 't.json#row-aple' points to no row of this table: no row has the id 'aple' (did you mean '#row-apple'?)"]),
        BadInputCase(name: "a missing section", files: ["Content/t.md": "## Fruit\n- Apple\n- [Up](#section-vegetables)\n"],
             errors: ["Content/t.md:3:3: error: link '#section-vegetables' points to no section of this table: no section has the id 'vegetables'"]),
        BadInputCase(name: "a fragment that is not a row or section", files: ["Content/t.json": ##"{"rows": [{"text": "a", "link": "#main"}]}"##],
             errors: ["Content/t.json:1:33: error: link '#main' in `link`: a fragment names a row (#row-<id>) or a section (#section-<id>) of a table page"]),
        BadInputCase(name: "a fragment of a detail page", files: ["Content/g/p.md": "P\n", "Content/t.json": ##"{"rows": [{"text": "a", "link": "g/p.md#row-a"}]}"##],
             errors: ["Content/t.json:1:33: error: link 'g/p.md#row-a' in `link` names a fragment of a page without rows: remove '#row-a', or link to a table page"]),
        BadInputCase(name: "a detail page's link to a row of its folder", files: ["Content/g/p.md": "---\nlink: \"#row-nope\"\n---\nP\n"],
             errors: ["Content/g/p.md:2:7: error: link '#row-nope' points to no row of this table: no row has the id 'nope'"]),
        BadInputCase(name: "a body's link to a missing file", files: ["Content/g/p.md": "---\ntitle: P\n---\nSee [fruits](../fruits.json).\n"],
             errors: ["Content/g/p.md:4:5: error: link to a missing page '../fruits.json': there is no Content/fruits.json"]),
        BadInputCase(name: "a body's link to a missing row of a table", files: ["Content/g/p.md": "---\ntitle: P\n---\nSee [it](../ok.json#row-nowhere).\n"],
             errors: ["Content/g/p.md:4:5: error: link '../ok.json#row-nowhere' points to no row of Content/ok.json: no row has the id 'nowhere'"]),
        BadInputCase(name: "a Markdown field's link to a missing row of another table",
                     files: ["Content/t.json": ##"{"detailTemplate": "default", "rows": [{"text": "a", "body": "See [b](ok.json#row-nowhere)."}]}"##],
                     errors: ["Content/t.json:1:40: error: link 'ok.json#row-nowhere' points to no row of Content/ok.json: no row has the id 'nowhere'"]),
        BadInputCase(name: "a Markdown field's link to a missing row of its own table",
                     files: ["Content/t.json": ##"{"detailTemplate": "default", "rows": [{"text": "a", "body": "See [b](t.json#row-nowhere)."}]}"##],
                     errors: ["Content/t.json:1:40: error: link 't.json#row-nowhere' points to no row of this table: no row has the id 'nowhere'"]),
        BadInputCase(name: "a body's link to a row", files: ["Content/g/p.md": "See [it](#row-p).\n"],
             errors: ["Content/g/p.md:1:5: error: link '#row-p' names a row of this page, which has no rows: link to a table page's row instead"]),
        BadInputCase(name: "a description's link to a missing row", files: ["Content/t.md": "Start at [the top](#row-top).\n\n## S\n- a\n"],
             errors: ["Content/t.md:1:10: error: link '#row-top' points to no row of this table: no row has the id 'top'"]),
        BadInputCase(name: "a JSON description's link to a missing file", files: ["Content/t.json": ##"{"description": "See\n[x](nope.md)", "rows": [{"text": "a"}]}"##],
             errors: ["Content/t.json:1:17: error: link to a missing page 'nope.md': there is no Content/nope.md"]),
        BadInputCase(name: "a folder description's link leaving Content", files: ["Content/g/_index.md": "---\ntitle: G\n---\n[up](../../x.md)\n"],
             errors: ["Content/g/_index.md:4:1: error: link '../../x.md' in a Markdown link leaves the Content/ folder: point to a page inside the site"]),
    ]

    @Test(arguments: cases)
    func refused(_ testCase: BadInputCase) async throws {
        try await BadInputCheck.refuses(good: Self.good, testCase)
    }

    @Test func aRowRemovedFromTheTableALinkNamesIsAnErrorAtTheUnchangedLink() async throws {
        let linking = ##"{"rows": [{"text": "To Paris", "link": "cities.json#row-paris"}]}"##
        let cities = ##"{"rows": [{"id": "paris", "text": "Paris"}, {"id": "rome", "text": "Rome"}]}"##
        try await BadInputCheck.refuses(good: ["Content/trips.json": linking, "Content/cities.json": cities], { site in
            try site.write("Content/cities.json", ##"{"rows": [{"id": "rome", "text": "Rome"}]}"##)
        }, errors: ["Content/trips.json:1:40: error: link 'cities.json#row-paris' points to no row of Content/cities.json: no row has the id 'paris'"])
    }

    /// A detail page is made on every build, the table it links into may be kept: its rows
    /// are still checked.
    @Test func aRowRemovedFromTheTableADetailPageLinksToIsAnErrorAtTheUnchangedLink() async throws {
        let cities = ##"{"rows": [{"id": "paris", "text": "Paris"}, {"id": "rome", "text": "Rome"}]}"##
        try await BadInputCheck.refuses(good: ["Content/g/_index.md": "---\ntitle: G\n---\n", "Content/g/trip.md": "To [Paris](../cities.json#row-paris).\n",
                                               "Content/cities.json": cities], { site in
            try site.write("Content/cities.json", ##"{"rows": [{"id": "rome", "text": "Rome"}]}"##)
        }, errors: ["Content/g/trip.md:1:4: error: link '../cities.json#row-paris' points to no row of Content/cities.json: no row has the id 'paris'"])
    }

    @Test func aRowRemovedFromTheTableAMarkdownFieldLinksToIsAnErrorAtTheUnchangedField() async throws {
        let trips = ##"{"detailTemplate": "default", "rows": [{"text": "Trip", "body": "To [Paris](cities.json#row-paris)."}]}"##
        let cities = ##"{"rows": [{"id": "paris", "text": "Paris"}, {"id": "rome", "text": "Rome"}]}"##
        try await BadInputCheck.refuses(good: ["Content/trips.json": trips, "Content/cities.json": cities], { site in
            try site.write("Content/cities.json", ##"{"rows": [{"id": "rome", "text": "Rome"}]}"##)
        }, errors: ["Content/trips.json:1:40: error: link 'cities.json#row-paris' points to no row of Content/cities.json: no row has the id 'paris'"])
    }

    @Test func aRowLinksToARowOfAnotherTable() throws {
        let site = try TemporarySite(["Content/trips.json": ##"{"rows": [{"text": "To Paris", "link": "cities.json#row-paris"}]}"##,
                                      "Content/cities.json": ##"{"rows": [{"id": "paris", "text": "Paris"}]}"##])
        try site.build()
        try site.write("Content/trips.json", ##"{"rows": [{"text": "To Paris!", "link": "cities.json#row-paris"}]}"##)
        try site.build()
        #expect(try site.read("Public/trips/index.html").contains(##"href="../cities/#row-paris""##))
    }

    @Test func bodyLinksToContentFilesPointAtTheirPages() throws {
        let site = try TemporarySite([
            "Content/fruits.json": ##"{"rows": [{"text": "Apple"}], "description": "Back [home](_index.md), see [guide](g/p.md)"}"##,
            "Content/g/_index.md": "---\ntitle: G\n---\nAll [fruits](../fruits.json).\n",
            "Content/g/p.md": "See [fruits](../fruits.json#row-apple), [the list](/g/), [a file](doc.pdf#page=2) and ![a picture](pic.png).\n",
            "Content/g/doc.pdf": "pdf", "Content/g/pic.png": "png",
        ])
        try site.build()
        let detail = try site.read("Public/g/p/index.html")
        #expect(detail.contains(##"See <a href="../../fruits/#row-apple">fruits</a>, <a href="../">the list</a>, <a href="../doc.pdf#page=2">a file</a> and <img src="../pic.png" alt="a picture" />"##))
        #expect(try site.read("Public/g/index.html").contains(##"All <a href="../fruits/">fruits</a>."##))
        #expect(try site.read("Public/fruits/index.html").contains(##"Back <a href="../">home</a>, see <a href="../g/p/">guide</a>"##))
    }

    @Test func aRowLinksToARowOfItsOwnTable() throws {
        let site = try TemporarySite(["Content/t.md": "## Fruit\n- Apple\n- [See apple](#row-apple)\n- [See fruit](t.md#section-fruit)\n"])
        try site.build()
        let html = try site.read("Public/t/index.html")
        #expect(html.contains(##"href="#row-apple""##) && html.contains(##"href="#section-fruit""##))
    }
}
