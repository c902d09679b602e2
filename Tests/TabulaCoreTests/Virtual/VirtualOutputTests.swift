import Foundation
import Testing
@testable import TabulaCore

/// A windowed table's files: main page, fragments, manifest, indexes and paginated pages.
@Suite struct VirtualOutputTests {
    static let table = """
    {"title": "Letters", "windowSize": 3, "rowHeight": 40, "index": "sections", "sections": [
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
        #expect(html.contains("href=\"page/2.html#section-c\""))
        #expect(site.exists("Public/tabula.js"))
    }

    @Test func fragmentsManifestAndIndexes() throws {
        let site = try TemporarySite(["Content/letters.json": Self.table])
        try site.build()
        #expect(try site.read("Public/letters/windows/1.html").components(separatedBy: "<li ").count == 4)
        #expect(try site.read("Public/letters/windows/1.html").contains("href=\"#row-alpha\""))
        try Golden.check(site.read("Public/letters/windows/manifest.json"), "virtual-manifest.json")
        try Golden.check(site.read("Public/letters/windows/search.json"), "virtual-search.json")
        #expect(try site.read("Public/letters/windows/ids/0.json").contains("\"banana\":4"))
    }

    @Test func paginatedPagesReachEveryRowWithoutScript() throws {
        let site = try TemporarySite(["Content/letters.json": Self.table])
        try site.build()
        try Golden.check(site.read("Public/letters/page/2.html"), "virtual-page-2.html")
        #expect(try site.read("Public/letters/page/2.html").contains("href=\"../#row-alpha\""))
        let last = try site.read("Public/letters/page/3.html")
        #expect(last.contains("aria-posinset=\"2\" aria-setsize=\"2\""))
        #expect(last.contains("rel=\"prev\""))
        #expect(!last.contains("rel=\"next\""))
        #expect(!last.contains("tabula.js"))
        #expect(!site.exists("Public/letters/page/4.html"))
        #expect(!site.exists("Public/letters/page/1.html"))
    }

    @Test func cellTemplatesOnPaginatedPagesSeeImagesRelativeToThatPage() throws {
        let site = try TemporarySite([
            "Content/pics.json": #"{"windowSize": 1, "cell": "pic", "rows": [{"text": "A", "image": "x.svg"}, {"text": "B", "image": "x.svg"}]}"#,
            "Content/x.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\"/>",
            "Templates/cells/pic.mustache": #"<img src="{{image}}" alt="">{{text}}"#,
        ])
        try site.build()
        #expect(try site.read("Public/pics/index.html").contains(#"<img src="../x.svg" alt="">A"#))
        #expect(try site.read("Public/pics/page/2.html").contains(#"<img src="../../x.svg" alt="">B"#))
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
}
