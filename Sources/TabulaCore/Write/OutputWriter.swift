import Foundation

/// Makes the output folder hold exactly a build's files: writes only files whose bytes
/// changed (unchanged files keep their modification time) and removes files no source makes.
struct OutputWriter {
    let output: URL

    struct Result: Sendable {
        var written = 0
        var unchanged = 0
        var removed = 0
    }

    /// - Parameters:
    ///   - files: output path → bytes.
    ///   - copies: output path → file to copy.
    ///   - keep: files already right on disk (pages the build did not render again).
    func commit(files: [String: [UInt8]], copies: [String: URL], keep kept: Set<String> = []) throws -> Result {
        var result = Result()
        let fm = FileManager.default
        try fm.createDirectory(at: output, withIntermediateDirectories: true)
        for (path, bytes) in files.sorted(by: { $0.key < $1.key }) {
            try write(bytes, to: path, &result)
        }
        for (path, source) in copies.sorted(by: { $0.key < $1.key }) {
            guard let data = fm.contents(atPath: source.path) else {
                throw CocoaError(.fileReadNoPermission, userInfo: [NSFilePathErrorKey: source.path])
            }
            try write([UInt8](data), to: path, &result)
        }
        let keep = Set(files.keys).union(copies.keys).union(kept)
        result.removed = try removeStale(keeping: keep)
        return result
    }

    private func write(_ bytes: [UInt8], to path: String, _ result: inout Result) throws {
        let url = output.appendingPathComponent(path)
        if let existing = FileManager.default.contents(atPath: url.path), existing.count == bytes.count, [UInt8](existing) == bytes {
            result.unchanged += 1
            return
        }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        // Write beside the target and rename over it, so a reader never sees half a file.
        try Data(bytes).write(to: url, options: .atomic)
        result.written += 1
    }

    /// Every file in the output folder (dotfiles excluded), by path relative to it.
    func existingFiles() -> [String] {
        let prefix = output.standardizedFileURL.path + "/"
        guard let walker = FileManager.default.enumerator(at: output, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles]) else {
            return []
        }
        var paths: [String] = []
        for case let url as URL in walker where (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) != true {
            paths.append(String(url.standardizedFileURL.path.dropFirst(prefix.count)))
        }
        return paths
    }

    /// Removes files not in `keep` (dotfiles such as `.gitkeep` stay), then empty folders.
    private func removeStale(keeping keep: Set<String>) throws -> Int {
        let fm = FileManager.default
        var removed = 0
        var folders: [URL] = []
        guard let walker = fm.enumerator(at: output, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles]) else { return 0 }
        let prefix = output.standardizedFileURL.path + "/"
        for case let url as URL in walker {
            let path = String(url.standardizedFileURL.path.dropFirst(prefix.count))
            if (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
                folders.append(url)
            } else if !keep.contains(path) {
                try fm.removeItem(at: url)
                removed += 1
            }
        }
        for folder in folders.reversed() where (try? fm.contentsOfDirectory(atPath: folder.path).isEmpty) == true {
            try? fm.removeItem(at: folder)
        }
        return removed
    }
}
