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

    /// Throws the sink's first write error, else removes every file it was not given and
    /// not in `kept`.
    func finish(_ sink: OutputSink, keep kept: Set<String>) throws -> Result {
        let (written, unchanged) = try sink.finish()
        let removed = try removeStale(keeping: sink.paths.union(kept))
        return Result(written: written, unchanged: unchanged, removed: removed)
    }

    /// Every file in the output folder (dotfiles excluded), by path relative to it.
    func existingFiles() -> [String] {
        FileTree.walk(output.standardizedFileURL.path).files
    }

    /// Removes files not in `keep` (dotfiles such as `.gitkeep` stay), then empty folders.
    private func removeStale(keeping keep: Set<String>) throws -> Int {
        let root = output.standardizedFileURL.path
        let tree = FileTree.walk(root)
        var removed = 0
        for path in tree.files where !keep.contains(path) {
            try FileManager.default.removeItem(atPath: root + "/" + path)
            removed += 1
        }
        // Deepest folders first, so a folder emptied by removing its children goes too.
        for folder in tree.folders.sorted(by: { $0.count > $1.count }) where (try? FileManager.default.contentsOfDirectory(atPath: root + "/" + folder).isEmpty) == true {
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
