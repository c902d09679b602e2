import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The one way a build opens an input file (a table, a template, an asset).
///
/// What must hold: only a regular file is ever read. The file is opened without blocking
/// (`O_NONBLOCK`: opening a named pipe for reading otherwise waits for a writer forever) and
/// checked on the open descriptor, so a pipe or device put where the scan saw a file is
/// refused, not waited on.
enum InputFile {
    /// An open descriptor of the regular file at `path`; the caller closes it.
    static func open(_ path: String) throws(InputReadError) -> Int32 {
        let descriptor = Glibc.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw InputReadError(code: errno) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            let code = errno
            close(descriptor)
            throw InputReadError(code: code)
        }
        if let kind = FileKind.special(info.st_mode) {
            close(descriptor)
            throw InputReadError(reason: "it is \(kind), not a regular file")
        }
        return descriptor
    }

    /// Every byte of the regular file at `path` (read to its end, should it grow meanwhile).
    /// The bytes are read straight into one buffer of the file's size, which the `Data` then
    /// owns: a JSON table can be tens of megabytes, so they are neither copied nor zeroed first.
    static func read(_ path: String) throws(InputReadError) -> Data {
        let descriptor = try open(path)
        defer { close(descriptor) }
        var info = stat()
        _ = fstat(descriptor, &info)
        // One byte more than the size, so reaching the end takes no second buffer.
        var capacity = max(Int(info.st_size), 0) + 1
        var buffer = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 16)
        var count = 0
        while true {
            if count == capacity {
                let larger = UnsafeMutableRawPointer.allocate(byteCount: 2 * capacity, alignment: 16)
                larger.copyMemory(from: buffer, byteCount: count)
                buffer.deallocate()
                (buffer, capacity) = (larger, 2 * capacity)
            }
            let read = Glibc.read(descriptor, buffer + count, capacity - count)
            if read < 0, errno == EINTR { continue }
            guard read >= 0 else {
                let code = errno
                buffer.deallocate()
                throw InputReadError(code: code)
            }
            if read == 0 { break }
            count += read
        }
        return Data(bytesNoCopy: buffer, count: count, deallocator: .custom { pointer, _ in pointer.deallocate() })
    }

    /// The UTF-8 text of the file at `path` in `site` (`path` as users see it, e.g.
    /// `Templates/layout.mustache`); nil when it cannot be read or is not UTF-8, which is
    /// reported to `diagnostics`.
    static func text(_ path: String, in site: URL, diagnostics: Diagnostics) -> String? {
        let bytes: Data
        do { bytes = try read(site.path + "/" + path) } catch {
            diagnostics.report(error.diagnostic(path))
            return nil
        }
        do { return try UTF8Text.decode(bytes) } catch {
            diagnostics.report(error.diagnostic(in: path))
            return nil
        }
    }
}

/// Names the kinds of file entry a build never reads.
enum FileKind {
    /// "a named pipe (FIFO)", "a socket", "a device": nil for a regular file or a folder.
    static func special(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG, S_IFDIR: nil
        case S_IFIFO: "a named pipe (FIFO)"
        case S_IFSOCK: "a socket"
        case S_IFCHR, S_IFBLK: "a device"
        case S_IFLNK: "a symbolic link"
        default: "neither a file nor a folder"
        }
    }
}

/// Why an input file could not be read, in words a user can act on (never an NSError's).
struct InputReadError: Error, Sendable {
    var reason: String

    init(reason: String) { self.reason = reason }

    init(code: Int32) {
        reason = switch code {
        case EACCES, EPERM: "permission denied: make it readable (chmod a+r)"
        case ENOENT: "it was removed while the build ran: build again"
        case ELOOP: "its symbolic links lead in a circle"
        case EISDIR: "it is a folder"
        case EIO: "the disk reported an input/output error"
        default: String(cString: strerror(code))
        }
    }

    /// The problem at the file as a whole (`path` as users see it).
    func diagnostic(_ path: String) -> Diagnostic {
        .error(path, .wholeFile, "cannot read this file: \(reason)")
    }
}
