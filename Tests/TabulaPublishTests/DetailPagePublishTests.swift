import Foundation
import TabulaTestSupport
import Testing
import TabulaCore
@testable import TabulaPublish

/// Rows' detail pages are pages like any other for publish: in the sitemap, every link on and
/// to them names a file and an id of the build.
@Suite struct DetailPagePublishTests {
    @Test func detailPagesAreInTheSitemapAndTheirLinksCheck() throws {
        let folder = try TemporaryFolder()
        let site = try folder.newSite()
        try folder.write("site/Content/people.csv", "id,text,web\nada,Ada,https://example.org/ada\na/b%c,Odd id,\nzed,Zed,\n")
        try folder.write("site/Content/people.yaml", "title: People\ndetailTemplate: default\n")
        let staging = try Publisher(site: site).prepare()
        defer { staging.remove() }
        let sitemap = try String(contentsOf: staging.root.appendingPathComponent("sitemap.xml"), encoding: .utf8)
        #expect(sitemap.contains("<loc>https://example.org/people/_/bb/ada.html</loc>"))
        // The file is `a%2Fb%25c.html`: its URL escapes each `%`.
        #expect(sitemap.contains("<loc>https://example.org/people/_/1d/a%252Fb%2525c.html</loc>"))
        #expect(try Publisher.check(staging.root) == [])
    }
}
