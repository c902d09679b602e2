import Foundation
import TabulaTestSupport
import Testing
import TabulaCore

@Suite struct NewSiteTests {
    @Test func aNewSiteBuildsWithZeroWarnings() throws {
        let folder = try TemporaryFolder()
        let site = try folder.newSite()
        for path in ["Content/_index.md", "Content/fruits.json", "Content/settings.md", "Content/guides/_index.md",
                     "Content/guides/first-steps.md", "Content/guides/templates.md", "Templates/cells/basic.mustache",
                     "Templates/cells/subtitle.mustache", "Templates/cells/value1.mustache", "Templates/cells/value2.mustache",
                     "Templates/headers/default.mustache", "Templates/headers/footer.mustache", ".gitignore", "README.md"] {
            #expect(folder.exists("site/" + path), "\(path)")
        }
        #expect(try folder.read("site/.gitignore") == "/Public/\n/.tabula-cache/\n")
        #expect(try folder.read("site/README.md").contains("tabula serve"))
        let (model, _) = SiteBuilder(site: site).model()
        #expect(model.settings.title == "Test Site")
        #expect(model.settings.baseURL == "https://example.org/")
        let summary = try SiteBuilder(site: site).build()
        #expect(summary.warnings.map(\.description) == [])
        #expect(summary.pages == 6)  // home, fruits, settings, guides and its two detail pages
        #expect(folder.exists("site/Public/fruits/index.html"))
        #expect(folder.exists("site/Public/guides/first-steps/index.html"))
    }

    @Test func newRefusesANonEmptyFolderAndWritesNothing() throws {
        let folder = try TemporaryFolder(["site/notes.txt": "mine"])
        let message = thrownMessage { try SiteScaffold(folder: folder("site")).create() }
        #expect(message?.contains("is not empty") == true)
        #expect(message?.contains("nothing was written") == true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder("site").path) == ["notes.txt"])
    }

    @Test func newAcceptsAnEmptyFolder() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(at: folder("site"), withIntermediateDirectories: true)
        try SiteScaffold(folder: folder("site")).create()
        #expect(folder.exists("site/Content/_index.md"))
    }
}
