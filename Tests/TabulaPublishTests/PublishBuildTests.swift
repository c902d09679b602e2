import Foundation
import TabulaTestSupport
import Testing
import TabulaCore
@testable import TabulaPublish

@Suite struct PublishBuildTests {
    @Test func theStagedBuildIsFingerprintedAndHasASitemapAndRobots() throws {
        let folder = try TemporaryFolder()
        let site = try folder.newSite()
        let staging = try Publisher(site: site).prepare()
        defer { staging.remove() }
        let files = try BuildTree.files(in: staging.root)
        let css = try #require(files.first { $0.hasPrefix("tabula.") && $0.hasSuffix(".css") })
        #expect(css.range(of: #"^tabula\.[0-9a-f]{10}\.css$"#, options: .regularExpression) != nil)
        #expect(!files.contains("tabula.css"))
        let stylesheet = try String(contentsOf: staging.root.appendingPathComponent(css), encoding: .utf8)
        var preview = SiteBuilder(site: site, output: folder.url.appendingPathComponent("preview"))
        preview.usesCache = false
        _ = try preview.build()
        let written = try String(contentsOf: folder.url.appendingPathComponent("preview/tabula.css"), encoding: .utf8)
        #expect(stylesheet == written, "the stylesheet ships as the build writes it")
        #expect(css == Fingerprint.name(for: "tabula.css", bytes: Data(stylesheet.utf8)))
        let fruits = try String(contentsOf: staging.root.appendingPathComponent("fruits/index.html"), encoding: .utf8)
        #expect(fruits.contains(#"href="../\#(css)""#))
        let notFound = try String(contentsOf: staging.root.appendingPathComponent("404.html"), encoding: .utf8)
        #expect(notFound.contains(#"href="/\#(css)""#))
        #expect(notFound.contains(#"href="/""#))
        let sitemap = try String(contentsOf: staging.root.appendingPathComponent("sitemap.xml"), encoding: .utf8)
        #expect(sitemap.contains("<loc>https://example.org/</loc>"))
        #expect(sitemap.contains("<loc>https://example.org/guides/first-steps/</loc>"))
        #expect(!sitemap.contains("404"))
        #expect(sitemap.components(separatedBy: "<url>").count - 1 == 6)
        #expect(try String(contentsOf: staging.root.appendingPathComponent("robots.txt"), encoding: .utf8)
            == "User-agent: *\nAllow: /\n\nSitemap: https://example.org/sitemap.xml\n")
        #expect(try Publisher.check(staging.root) == [])
    }

    @Test func baseURLOverrideAndItsAbsence() throws {
        let folder = try TemporaryFolder()
        let site = try folder.newSite()
        #expect(try Publisher(site: site, baseURL: "https://pages.example/site").resolvedBaseURL().absoluteString == "https://pages.example/site")
        try folder.write("site/Content/_index.md", "---\ntitle: T\n---\n")
        let message = thrownMessage { _ = try Publisher(site: site).resolvedBaseURL() }
        #expect(message?.contains("add `baseURL: https://example.org/` to the front matter") == true)
        #expect(message?.contains("--base-url") == true)
        #expect(throws: Publisher.Failed.self) { try Publisher(site: site, baseURL: "example.org").resolvedBaseURL() }
    }

    @Test func aProjectSiteGets404ReferencesUnderItsBasePath() throws {
        let folder = try TemporaryFolder()
        let site = try folder.newSite()
        let staging = try Publisher(site: site, baseURL: "https://me.github.io/project/").prepare()
        defer { staging.remove() }
        let notFound = try String(contentsOf: staging.root.appendingPathComponent("404.html"), encoding: .utf8)
        #expect(notFound.contains(#"href="/project/""#))
        #expect(notFound.contains(#"href="/project/tabula."#))
    }

    @Test func previewOnlyCodeIsRefused() throws {
        let tree = try TemporaryFolder(["404.html": "<p></p>", "index.html": #"<script src="/__tabula/reload.js"></script>"#])
        #expect(try Publisher.check(tree.url).contains("index.html: contains preview-only code (/__tabula/)"))
    }
}
