import Foundation

/// A fresh folder in the system's temporary directory, removed when the value is released.
/// Test targets add what they need in extensions (a site to build, a scaffold to publish).
public final class TemporaryFolder: Sendable {
    public let url: URL

    public init(_ files: [String: String] = [:]) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("tabula-test-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (path, text) in files { try write(path, text) }
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    public func callAsFunction(_ path: String) -> URL { url.appendingPathComponent(path) }

    public func write(_ path: String, _ text: String) throws {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    public func read(_ path: String) throws -> String {
        try String(contentsOf: url.appendingPathComponent(path), encoding: .utf8)
    }

    public func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: url.appendingPathComponent(path).path)
    }

    /// Every file below `folder` (relative to this folder), path → contents.
    public func files(under folder: String) throws -> [String: Data] {
        let root = url.appendingPathComponent(folder)
        var tree: [String: Data] = [:]
        let prefix = root.standardizedFileURL.path + "/"
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return tree }
        for case let file as URL in walker {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: file.path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            tree[String(file.standardizedFileURL.path.dropFirst(prefix.count))] = try Data(contentsOf: file)
        }
        return tree
    }
}
