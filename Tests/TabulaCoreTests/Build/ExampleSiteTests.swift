import Foundation
import Testing
@testable import TabulaCore

@Suite struct ExampleSiteTests {
    @Test func exampleSiteBuildsWithoutErrorsOrWarnings() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("tabula-example-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        var builder = SiteBuilder(site: Repository.root, output: output)
        builder.usesCache = false  // leave no cache in the repository
        let summary = try builder.build()
        #expect(summary.warnings.isEmpty, "\(summary.warnings)")
        for page in ["index.html", "cities/index.html", "contacts/index.html", "settings/index.html", "settings/general/index.html",
                     "guides/index.html", "guides/getting-started/index.html", "guides/advanced/index.html", "contacts/ada/index.html",
                     "404.html", "tabula.css", "images/ada.svg",
                     "directory/index.html", "directory/windows/manifest.json", "directory/2.html",
                     "directory/3.html", "tabula.js", "directory/_/26/kowalski-dmitri.html", "elements/index.html", "elements/_/b6/he.html"] {
            #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent(page).path), "\(page) missing")
        }
    }

    @Test func exampleContactsGroupDiacriticsAndSymbols() throws {
        let (site, _) = SiteBuilder(site: Repository.root).model()
        let contacts = try #require(site.tables.first { $0.outputPath == "contacts/index.html" })
        func section(of text: String) -> String? {
            contacts.sections.first { $0.rows.contains { $0.text == text } }?.indexTitle
        }
        #expect(section(of: "Éire Byrne") == "E")
        #expect(section(of: "Åsa Larsson") == "A")
        #expect(section(of: "Ñusta Quispe") == "N")
        #expect(section(of: "3M Support") == "#")
        #expect(section(of: "@home Help Desk") == "#")
        #expect(contacts.sections.last?.indexTitle == "#")
    }
}
