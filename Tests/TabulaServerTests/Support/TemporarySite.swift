import Foundation

/// A site folder in a fresh temporary directory, removed when the value is released.
/// (The pattern of TabulaCoreTests' TemporarySite, for this test target.)
final class TemporarySite: Sendable {
    let url: URL

    init(_ files: [String: String] = [:]) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("tabula-serve-test-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (path, text) in files { try write(path, text) }
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func write(_ path: String, _ text: String) throws {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    var output: URL { url.appendingPathComponent("Public") }

    /// Every file under the output folder, path → contents.
    func outputTree() throws -> [String: Data] {
        var tree: [String: Data] = [:]
        let prefix = output.standardizedFileURL.path + "/"
        guard let walker = FileManager.default.enumerator(at: output, includingPropertiesForKeys: nil) else { return tree }
        for case let file as URL in walker {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: file.path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            tree[String(file.standardizedFileURL.path.dropFirst(prefix.count))] = try Data(contentsOf: file)
        }
        return tree
    }

    /// A small site: a home table, a JSON table at /t/, an SVG image.
    static func small() throws -> TemporarySite {
        try TemporarySite([
            "Content/_index.md": "---\ntitle: Test Site\n---\nHome.\n",
            "Content/t.json": "{\"title\": \"Fruit\", \"rows\": [{\"text\": \"Apple\"}, {\"text\": \"Pear\"}]}",
            "Content/images/dot.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\"/>",
        ])
    }
}
