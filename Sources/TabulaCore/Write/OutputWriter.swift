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

    /// - Parameters:
    ///   - files: output path → bytes.
    ///   - copies: output path → file to copy.
    ///   - keep: files already right on disk (pages the build did not render again).
    func commit(files: [String: [UInt8]], copies: [String: URL], keep kept: Set<String> = []) throws -> Result {
        var result = Result()
        let fm = FileManager.default
        try fm.createDirectory(at: output, withIntermediateDirectories: true)
        var jobs: [(path: String, bytes: [UInt8])] = files.map { ($0.key, $0.value) }
        for (path, source) in copies {
            guard let data = fm.contents(atPath: source.path) else {
                throw CocoaError(.fileReadNoPermission, userInfo: [NSFilePathErrorKey: source.path])
            }
            jobs.append((path, [UInt8](data)))
        }
        // Folders first (in order), then the files on all cores.
        let root = output.standardizedFileURL.path
        for folder in Set(jobs.map { ContentPaths.directory(of: $0.path) }).sorted() where !folder.isEmpty {
            try fm.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
        }
        let outcomes = ConcurrentMap.map(jobs) { job -> Swift.Result<Bool, FileWriteError> in
            do throws(FileWriteError) { return .success(try Self.write(job.bytes, to: root + "/" + job.path)) } catch { return .failure(error) }
        }
        for outcome in outcomes {
            if try outcome.get() { result.written += 1 } else { result.unchanged += 1 }
        }
        let keep = Set(files.keys).union(copies.keys).union(kept)
        result.removed = try removeStale(keeping: keep)
        return result
    }

    /// Writes `bytes` to `path` unless the file already holds exactly them; true when written.
    /// The bytes go to a temporary file beside the target, renamed over it, so a reader never
    /// sees half a file.
    static func write(_ bytes: [UInt8], to path: String) throws(FileWriteError) -> Bool {
        if let existing = FileManager.default.contents(atPath: path), existing.count == bytes.count, existing.elementsEqual(bytes) {
            return false
        }
        let temporary = path + ".tabula-tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw FileWriteError(path: path, code: errno) }
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if count < 0 {
                let code = errno
                close(descriptor)
                unlink(temporary)
                throw FileWriteError(path: path, code: code)
            }
            offset += count
        }
        close(descriptor)
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw FileWriteError(path: path, code: code)
        }
        return true
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
