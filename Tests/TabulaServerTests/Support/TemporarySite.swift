import Foundation
import TabulaTestSupport

/// A site folder in a temporary directory.
typealias TemporarySite = TemporaryFolder

extension TemporaryFolder {
    var output: URL { url.appendingPathComponent("Public") }

    /// Every file under the output folder, path → contents.
    func outputTree() throws -> [String: Data] { try files(under: "Public") }

    /// A small site: a home table, a JSON table at /t/, an SVG image.
    static func small() throws -> TemporarySite {
        try TemporarySite([
            "Content/_index.md": "---\ntitle: Test Site\n---\nHome.\n",
            "Content/t.json": "{\"title\": \"Fruit\", \"rows\": [{\"text\": \"Apple\"}, {\"text\": \"Pear\"}]}",
            "Content/images/dot.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\"/>",
        ])
    }
}
