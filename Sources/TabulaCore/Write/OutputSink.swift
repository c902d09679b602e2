import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Takes output files as they are rendered, from any thread, and writes each at once (only
/// when its bytes changed), so a build never holds the whole site's output in memory.
///
/// Write errors do not stop the renderers: the first one is kept and thrown by `finish()`.
final class OutputSink: Sendable {
    let root: String
    /// Files the output folder held when the build began; any other path is new.
    private let present: Set<String>

    private struct State {
        var paths: Set<String> = []
        var folders: Set<String> = [""]
        var written = 0
        var writtenPaths: Set<String> = []
        var unchanged = 0
        var kept = 0
        var error: FileWriteError?
    }

    private let state = Mutex(State())

    /// `present`: the files of the output folder as the build found it (see `FileTree.walk`).
    init(output: URL, present: Set<String>) throws {
        root = output.standardizedFileURL.path
        self.present = present
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    /// Writes one output file (path relative to the output folder).
    func put(_ path: String, _ text: String) {
        var text = text
        text.withUTF8 { put(path, UnsafeRawBufferPointer($0)) }
    }

    func put(_ path: String, _ bytes: [UInt8]) {
        bytes.withUnsafeBytes { put(path, $0) }
    }

    func put(_ path: String, _ bytes: UnsafeRawBufferPointer) {
        let folder = ContentPaths.directory(of: path)
        let needsFolder = state.withLock { state in
            state.paths.insert(path)
            return state.error == nil && !state.folders.contains(folder)
        }
        do throws(FileWriteError) {
            if needsFolder {
                try OutputFile.makeFolders(root + "/" + folder)
                _ = state.withLock { $0.folders.insert(folder) }
            }
            let wrote = try OutputFile.write(bytes, to: root + "/" + path, isNew: !present.contains(path))
            state.withLock {
                if wrote {
                    $0.written += 1
                    $0.writtenPaths.insert(path)
                } else {
                    $0.unchanged += 1
                }
            }
        } catch {
            state.withLock { if $0.error == nil { $0.error = error } }
        }
    }

    /// Keeps an output file as the last build wrote it (it counts as put, and unchanged).
    func keep(_ path: String) {
        state.withLock {
            $0.paths.insert(path)
            $0.unchanged += 1
            $0.kept += 1
        }
    }

    /// Every path put so far.
    var paths: Set<String> { state.withLock { $0.paths } }

    /// Paths whose file this build wrote (the others are as they were).
    var writtenPaths: Set<String> { state.withLock { $0.writtenPaths } }

    /// Files kept without being made (see `keep`).
    var kept: Int { state.withLock { $0.kept } }

    /// (files written, files already holding their bytes); throws the first write error.
    func finish() throws -> (written: Int, unchanged: Int) {
        try state.withLock { state in
            if let error = state.error { throw error }
            return (state.written, state.unchanged)
        }
    }
}

/// One output file, written only when its bytes changed, and atomically when it replaces one.
enum OutputFile {
    /// Writes `bytes` to `path` unless the file already holds exactly them; true when written.
    ///
    /// A file that replaces one is written to a temporary file beside it and renamed over it,
    /// so a reader never sees half a file. A new file (`isNew`, and nothing there when created)
    /// is written in place: it has no earlier bytes to keep, and no build record names it
    /// until a build finishes, so half of one left by a killed build is made again by the
    /// next (a temporary file and a rename for each new file cost more than writing it).
    static func write(_ bytes: UnsafeRawBufferPointer, to path: String, isNew: Bool) throws(FileWriteError) -> Bool {
        if isNew {
            let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
            if descriptor >= 0 {
                try fill(descriptor, bytes, path: path, orRemove: path)
                return true
            }
            guard errno == EEXIST else { throw FileWriteError(path: path, code: errno) }
        }
        if holds(bytes, path) { return false }
        let temporary = path + ".tabula-tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw FileWriteError(path: path, code: errno) }
        try fill(descriptor, bytes, path: path, orRemove: temporary)
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw FileWriteError(path: path, code: code)
        }
        return true
    }

    /// Writes all of `bytes` to `descriptor` and closes it; on failure removes `partial`.
    private static func fill(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer, path: String, orRemove partial: String) throws(FileWriteError) {
        defer { close(descriptor) }
        var offset = 0
        while offset < bytes.count {
            let count = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if count < 0 {
                let code = errno
                unlink(partial)
                throw FileWriteError(path: path, code: code)
            }
            offset += count
        }
    }

    /// `mkdir -p`.
    static func makeFolders(_ path: String) throws(FileWriteError) {
        var prefix = ""
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            prefix += "/" + part
            if mkdir(prefix, 0o755) != 0, errno != EEXIST { throw FileWriteError(path: prefix, code: errno) }
        }
    }

    /// Whether the file at `path` holds exactly `bytes`.
    static func holds(_ bytes: UnsafeRawBufferPointer, _ path: String) -> Bool {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, Int(info.st_size) == bytes.count else { return false }
        if bytes.isEmpty { return true }
        let existing = UnsafeMutableRawBufferPointer.allocate(byteCount: bytes.count, alignment: 16)
        defer { existing.deallocate() }
        var offset = 0
        while offset < bytes.count {
            let count = read(descriptor, existing.baseAddress! + offset, bytes.count - offset)
            guard count > 0 else { return false }
            offset += count
        }
        return memcmp(existing.baseAddress!, bytes.baseAddress!, bytes.count) == 0
    }
}
