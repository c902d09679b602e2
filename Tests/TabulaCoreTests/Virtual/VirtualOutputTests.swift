import Foundation
import Testing
@testable import TabulaCore

/// A windowed table's files: main page, manifest, indexes and paginated pages.
@Suite struct VirtualOutputTests {
    static let table = """
    {"title": "Letters", "windowSize": 3, "pageSize": 3, "rowHeight": 40, "index": "sections", "sections": [
      {"title": "A", "rows": [{"text": "Alpha"}, {"text": "Apple", "detail": "fruit"}]},
      {"title": "B", "footer": "Bs end here.", "rows": [{"text": "Beta"}, {"text": "Bravo"}, {"text": "Banana"}]},
      {"title": "C", "rows": [{"text": "Charlie", "link": "#row-alpha"}, {"text": "C<&>"}]}
    ]}
    """

    @Test func mainPageHoldsTheFirstWindowSpacersPaginationAndScript() throws {
        let site = try TemporarySite(["Content/letters.json": Self.table])
        try site.build()
        try Golden.check(site.read("Public/letters/index.html"), "virtual-main.html")
        let html = try site.read("Public/letters/index.html")
        #expect(html.contains("id=\"row-alpha\""))
        #expect(html.contains("id=\"row-beta\""))
        #expect(!html.contains("id=\"row-bravo\""))
        #expect(html.contains("<li aria-posinset=\"1\" aria-setsize=\"3\" class=\"row"))
        #expect(html.contains("<li class=\"tw-spacer\" aria-hidden=\"true\" style=\"--h: 80px\"></li>"))
        #expect(html.contains("<script src=\"../tabula.js\" defer></script>"))
        #expect(html.contains("href=\"2.html#section-c\""))
        #expect(site.exists("Public/tabula.js"))
    }

    @Test func manifestAndIndexes() throws {
        let site = try TemporarySite(["Content/letters.json": Self.table])
        try site.build()
        try Golden.check(site.read("Public/letters/windows/manifest.json"), "virtual-manifest.json")
        try Golden.check(site.read("Public/letters/windows/search.json"), "virtual-search-root.json")
        let leaves = try FileManager.default.contentsOfDirectory(atPath: site.output.path + "/letters/windows/search")
        #expect(leaves.count == 1)
        try Golden.check(site.read("Public/letters/windows/search/" + leaves[0]), "virtual-search-leaf.json")
        #expect(try site.read("Public/letters/windows/ids/0.json").contains("\"banana\":4"))
    }

    @Test func paginatedPagesReachEveryRowWithoutScript() throws {
        let site = try TemporarySite(["Content/letters.json": Self.table])
        try site.build()
        try Golden.check(site.read("Public/letters/2.html"), "virtual-page-2.html")
        let last = try site.read("Public/letters/3.html")
        #expect(last.contains("aria-posinset=\"2\" aria-setsize=\"2\""))
        #expect(last.contains("<a href=\"2.html\" rel=\"prev\">"))
        #expect(last.contains("<a href=\"./\">First page</a>"))
        #expect(!last.contains("rel=\"next\""))
        #expect(!last.contains("tabula.js"))
        #expect(!site.exists("Public/letters/4.html"))
        #expect(!site.exists("Public/letters/1.html"))
        #expect(!site.exists("Public/letters/windows/1.html"))
    }

    @Test func eachWindowsRowsAreMarkedOffOnItsPage() throws {
        let site = try TemporarySite(["Content/letters.json": Self.table])
        try site.build()
        let page = try site.read("Public/letters/2.html")
        // Window 1 spans sections B and C: one marked run of rows in each.
        #expect(page.components(separatedBy: "<!--tw:1-->\n").count == 3)
        #expect(page.components(separatedBy: "<!--/tw-->\n").count == 3)
        let first = try #require(page.range(of: "<!--tw:1-->\n")?.upperBound)
        let end = try #require(page.range(of: "<!--/tw-->", range: first..<page.endIndex)?.lowerBound)
        #expect(page[first..<end].components(separatedBy: "<li ").count == 3)  // Bravo, Banana
    }

    @Test func aPageOfSeveralWindowsOpensASectionOnce() throws {
        let site = try TemporarySite(["Content/letters.json": Self.table.replacingOccurrences(of: "\"pageSize\": 3", with: "\"pageSize\": 6")])
        try site.build()
        let page = try site.read("Public/letters/2.html")
        #expect(page.contains("<!--tw:1-->") && page.contains("<!--tw:2-->"))
        #expect(page.components(separatedBy: "id=\"section-c\"").count == 2)
        #expect(page.contains("<p>Page 2 of 2</p>"))
        #expect(!site.exists("Public/letters/3.html"))
        #expect(try site.read("Public/letters/windows/manifest.json").contains("\"windowsPerPage\":2"))
    }

    @Test func aLinkToARowOnAnotherPageGoesToThatPage() throws {
        let site = try TemporarySite(["Content/letters.json": Self.table])
        try site.build()
        // Charlie links to Alpha, which is on the table page (window 0).
        #expect(try site.read("Public/letters/2.html").contains("href=\"./#row-alpha\""))
    }

    @Test func aLinkToARowOnTheSamePageStaysAFragment() throws {
        let table = ##"{"windowSize": 2, "pageSize": 4, "rows": [{"text": "A"}, {"text": "B"}, {"text": "C"}, {"text": "D"}, {"text": "E", "link": "#row-c"}]}"##
        let site = try TemporarySite(["Content/t.json": table])
        try site.build()
        #expect(try site.read("Public/t/2.html").contains("href=\"#row-c\""))
    }

    @Test func rowsOnPaginatedPagesAreTheRowsOfTheTablePage() throws {
        let site = try TemporarySite([
            "Content/pics.json": #"{"windowSize": 1, "cell": "pic", "rows": [{"text": "A", "image": "x.svg"}, {"text": "B", "image": "x.svg"}]}"#,
            "Content/x.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\"/>",
            "Templates/cells/pic.mustache": #"<img src="{{image}}" alt="">{{text}}"#,
        ])
        try site.build()
        #expect(try site.read("Public/pics/index.html").contains(#"<img src="../x.svg" alt="">A"#))
        #expect(try site.read("Public/pics/2.html").contains(#"<img src="../x.svg" alt="">B"#))
    }

    @Test(arguments: [
        ("<main>{{{table}}}</main>", "<main><div class=\"table", 1),
        ("<main>{{table}}</main>", "<main>&lt;div class=&quot;table", 1),  // escaped, as the layout says
        ("{{{table}}}<hr>{{{table}}}", "</div>\n<nav class=\"tw-pages\"", 2),
    ])
    func paginatedPagesFollowTheLayout(layout: String, expected: String, tables: Int) throws {
        let site = try TemporarySite(["Content/letters.json": Self.table, "Templates/layout.mustache": layout])
        try site.build()
        let page = try site.read("Public/letters/2.html")
        #expect(page.contains(expected))
        #expect(page.components(separatedBy: "row-bravo").count == 1 + tables)
        #expect(!page.contains("\u{0}"))
    }

    @Test func shortTablesStayPlainWithNoScript() throws {
        let site = try TemporarySite(["Content/short.json": #"{"title": "Short", "rows": [{"text": "One"}, {"text": "Two"}]}"#])
        try site.build()
        #expect(try !site.read("Public/short/index.html").contains("tabula.js"))
        #expect(!site.exists("Public/tabula.js"))
        #expect(!site.exists("Public/short/windows/manifest.json"))
    }

    @Test func badWindowSizeIsAnError() throws {
        let site = try TemporarySite(["Content/t.json": #"{"windowSize": 2.5, "rows": [{"text": "One"}]}"#])
        #expect(site.buildErrors().contains { $0.contains("`windowSize` must be a whole number") })
    }

    @Test func badPageSizeIsAnError() throws {
        let site = try TemporarySite(["Content/t.json": #"{"pageSize": 0, "rows": [{"text": "One"}]}"#])
        #expect(site.buildErrors().contains { $0.contains("t.json:1:14: error: `pageSize` must be a whole number of rows, 1 or more, found number '0'") })
    }
}
