import Foundation
@testable import TabulaCore

/// A site folder in a fresh temporary directory, removed when the value is released.
final class TemporarySite {
    let url: URL

    init(_ files: [String: String] = [:]) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("tabula-test-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (path, text) in files { try write(path, text) }
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func write(_ path: String, _ text: String) throws {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    func read(_ path: String) throws -> String {
        try String(contentsOf: url.appendingPathComponent(path), encoding: .utf8)
    }

    func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: url.appendingPathComponent(path).path)
    }

    var output: URL { url.appendingPathComponent("Public") }

    @discardableResult
    func build() throws -> BuildSummary { try SiteBuilder(site: url).build() }

    /// The errors a failing build reports, as printed.
    func buildErrors() -> [String] {
        do {
            _ = try SiteBuilder(site: url).build()
            return []
        } catch let failure as BuildFailed {
            return failure.diagnostics.filter { $0.severity == .error }.map(\.description)
        } catch {
            return ["unexpected: \(error)"]
        }
    }

    func model() -> (site: Site, diagnostics: [Diagnostic]) { SiteBuilder(site: url).model() }

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
}

/// The repository root, for the example site and fixtures.
enum Repository {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = root.appendingPathComponent("Tests/TabulaCoreTests/Fixtures")
}
