import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Makes the output folder hold exactly a build's files: writes only files whose bytes
/// changed (unchanged files keep their modification time) and removes files no source makes.
struct OutputWriter {
    let output: URL

    struct Result: Sendable {
        var written = 0
        var unchanged = 0
        var removed = 0
    }

    /// Copies files as they are (assets) into the output.
    func copy(_ copies: [String: URL], into sink: OutputSink) throws {
        for (path, source) in copies {
            guard let data = FileManager.default.contents(atPath: source.path) else {
                throw CocoaError(.fileReadNoPermission, userInfo: [NSFilePathErrorKey: source.path])
            }
            data.withUnsafeBytes { sink.put(path, $0) }
        }
    }

    /// Throws the sink's first write error, else removes every file of `existing` (the output
    /// folder as the build found it) it was not given and not in `kept`.
    func finish(_ sink: OutputSink, keep kept: Set<String>, existing: FileTree.Listing) throws -> Result {
        let (written, unchanged) = try sink.finish()
        let removed = try removeStale(existing, keeping: sink.paths.union(kept))
        return Result(written: written, unchanged: unchanged, removed: removed)
    }

    /// The output folder's files and folders (dotfiles excluded), by path relative to it.
    func existing() -> FileTree.Listing {
        FileTree.walk(output.standardizedFileURL.path)
    }

    /// Removes files not in `keep` (dotfiles such as `.gitkeep` stay), then folders left empty
    /// (or found empty).
    private func removeStale(_ existing: FileTree.Listing, keeping keep: Set<String>) throws -> Int {
        let root = output.standardizedFileURL.path
        var removed = 0
        var candidates: Set<String> = []
        func consider(_ folder: String) {
            var folder = folder
            while !folder.isEmpty, candidates.insert(folder).inserted { folder = ContentPaths.directory(of: folder) }
        }
        for path in existing.files where !keep.contains(path) {
            try FileManager.default.removeItem(atPath: root + "/" + path)
            removed += 1
            consider(ContentPaths.directory(of: path))
        }
        existing.childless.forEach(consider)
        // Deepest folders first, so a folder emptied by removing its children goes too.
        for folder in candidates.sorted(by: { $0.count > $1.count }) where (try? FileManager.default.contentsOfDirectory(atPath: root + "/" + folder).isEmpty) == true {
            try? FileManager.default.removeItem(atPath: root + "/" + folder)
        }
        return removed
    }
}

/// A file of the output that could not be written.
struct FileWriteError: Error, Sendable, CustomStringConvertible {
    var path: String
    var code: Int32
    var description: String { "cannot write \(path): \(String(cString: strerror(code)))" }
}
