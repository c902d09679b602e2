import Testing
@testable import TabulaPublish

@Suite struct SitemapTests {
    @Test func pagesBecomeAbsoluteURLs() {
        let sitemap = Sitemap(baseURL: "https://example.org/docs")
        #expect(sitemap.url(of: "index.html") == "https://example.org/docs/")
        #expect(sitemap.url(of: "cities/index.html") == "https://example.org/docs/cities/")
        #expect(sitemap.url(of: "cities/page-2.html") == "https://example.org/docs/cities/page-2.html")
        #expect(sitemap.url(of: "a b/index.html") == "https://example.org/docs/a%20b/")
    }

    @Test func aSmallSiteHasOneSitemap() {
        let files = Sitemap(baseURL: "https://example.org/").files(pages: ["index.html", "a&b/index.html"])
        #expect(files.keys.sorted() == ["sitemap.xml"])
        #expect(files["sitemap.xml"] == """
            <?xml version="1.0" encoding="UTF-8"?>
            <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
            <url><loc>https://example.org/a&amp;b/</loc></url>
            <url><loc>https://example.org/</loc></url>
            </urlset>

            """)
    }

    @Test func fiftyThousandAndOneURLsSplitIntoAnIndexAndTwoSitemaps() {
        let pages = (0..<50_001).map { "p\($0)/index.html" }
        let files = Sitemap(baseURL: "https://example.org/").files(pages: pages)
        #expect(files.keys.sorted() == ["sitemap-1.xml", "sitemap-2.xml", "sitemap.xml"])
        func count(_ name: String) -> Int { files[name]!.components(separatedBy: "<url>").count - 1 }
        #expect(count("sitemap-1.xml") == 50_000)
        #expect(count("sitemap-2.xml") == 1)
        #expect(files["sitemap.xml"] == """
            <?xml version="1.0" encoding="UTF-8"?>
            <sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
            <sitemap><loc>https://example.org/sitemap-1.xml</loc></sitemap>
            <sitemap><loc>https://example.org/sitemap-2.xml</loc></sitemap>
            </sitemapindex>

            """)
        #expect(Sitemap(baseURL: "https://example.org/").files(pages: Array(pages.prefix(50_000))).count == 1)
    }

    @Test func robotsPointsAtTheSitemap() {
        #expect(Sitemap(baseURL: "https://example.org/site").robots == """
            User-agent: *
            Allow: /

            Sitemap: https://example.org/site/sitemap.xml

            """)
    }
}
