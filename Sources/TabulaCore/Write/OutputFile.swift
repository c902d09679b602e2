import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The file operations of the output folder, each reporting failure as a `FileWriteError`.
/// The system calls see a file's bytes through a pointer valid for the call only.
enum OutputFile {
    /// Writes `bytes` to a new file at `path` (a staged file: nothing reads it yet); returns
    /// its stamp as written, which moving it into place keeps (nil if it cannot be read).
    @discardableResult
    static func create(_ bytes: Span<UInt8>, at path: String, shown: String) throws(FileWriteError) -> OutputStamp? {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw FileWriteError(path: shown, code: errno) }
        defer { close(descriptor) }
        var offset = 0
        while offset < bytes.count {
            let count = bytes.extracting(offset...).withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count < 0 {
                let code = errno
                unlink(path)
                throw FileWriteError(path: shown, code: code)
            }
            offset += count
        }
        var info = stat()
        return fstat(descriptor, &info) == 0 ? OutputStamp(info) : nil
    }

    /// `mkdir -p` of an absolute path; returns the folders it made, outermost first. The
    /// folder itself is tried first and its parents only when it has none: making a page's
    /// folder is one `mkdir`, not one per part of the path (each of which locks that folder's
    /// parent, which every other thread making folders then waits for).
    @discardableResult
    static func makeFolders(_ path: String) throws(FileWriteError) -> [String] {
        if mkdir(path, 0o755) == 0 { return [path] }
        guard errno == ENOENT else {
            if errno == EEXIST { return [] }
            throw FileWriteError(path: path, code: errno)
        }
        let parent = ContentPaths.directory(of: path)
        guard !parent.isEmpty, parent != path else { throw FileWriteError(path: path, code: ENOENT) }
        var made = try makeFolders(parent)
        if mkdir(path, 0o755) == 0 {
            made.append(path)
        } else if errno != EEXIST {
            throw FileWriteError(path: path, code: errno)
        }
        return made
    }

    /// The stamp of the file at `path` if it holds exactly `bytes`, else nil (anything but a
    /// regular file does not; it is opened without blocking, so a named pipe in the output
    /// folder never stalls a build).
    static func stamp(ifHolding bytes: Span<UInt8>, _ path: String) -> OutputStamp? {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) == bytes.count else { return nil }
        if bytes.isEmpty { return OutputStamp(info) }
        // Read into memory of its own (not zeroed first: `read` fills it, and only what it
        // filled is compared).
        let existing = UnsafeMutableRawBufferPointer.allocate(byteCount: bytes.count, alignment: 16)
        defer { existing.deallocate() }
        var offset = 0
        while offset < bytes.count {
            let count = read(descriptor, existing.baseAddress! + offset, bytes.count - offset)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return nil }
            offset += count
        }
        let same = bytes.withUnsafeBytes { memcmp(existing.baseAddress!, $0.baseAddress!, bytes.count) } == 0
        return same ? OutputStamp(info) : nil
    }

    /// Removes a folder and everything in it, without following links; best effort (what is
    /// left is named by no build and removed by the next).
    static func removeTree(_ path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        guard (info.st_mode & S_IFMT) == S_IFDIR else {
            unlink(path)
            return
        }
        for entry in FolderEntries.read(path) ?? [] {
            let name = String(decoding: entry.name, as: UTF8.self)
            if name != "." && name != ".." { removeTree(path + "/" + name) }
        }
        rmdir(path)
    }
}

/// A file or folder of the output that could not be written, moved or removed. `path` is as
/// users see it (from the site folder when the output is inside it).
struct FileWriteError: Error, Sendable, CustomStringConvertible {
    var path: String
    var code: Int32

    /// What went wrong, and what would put it right.
    var reason: String {
        switch code {
        case ENOSPC: "no space left on the disk: free some space and build again"
        case EDQUOT: "the disk quota is used up: free some space and build again"
        case EACCES, EPERM: "permission denied: make the output folder writable"
        case EROFS: "the output folder is on a read-only file system"
        case ENOTDIR: "a file is where one of its folders must be"
        case EISDIR: "a folder is in its place"
        case ENAMETOOLONG: "its path is too long for the file system"
        case EIO: "the disk reported an input/output error"
        default: String(cString: strerror(code))
        }
    }

    var description: String { "\(path): cannot write: \(reason)" }

    var diagnostic: Diagnostic { .error(path, nil, "cannot write this file: \(reason)") }
}
