import Foundation
import TabulaTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// Entries of a site folder that are not plain files: what the corpus puts in harm's way.
extension TemporaryFolder {
    /// A symbolic link at `path` (from this folder) whose target is `target`, as written.
    func link(_ path: String, to target: String) throws {
        try FileManager.default.createDirectory(at: self(path).deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: self(path).path, withDestinationPath: target)
    }

    /// A named pipe at `path`: nothing ever writes to it, so reading it would wait forever.
    func makePipe(_ path: String) throws {
        try FileManager.default.createDirectory(at: self(path).deletingLastPathComponent(), withIntermediateDirectories: true)
        guard mkfifo(self(path).path, 0o644) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    }

    /// A Unix domain socket at `path` (its file stays after the socket is closed).
    func makeSocket(_ path: String) throws {
        try FileManager.default.createDirectory(at: self(path).deletingLastPathComponent(), withIntermediateDirectories: true)
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw POSIXError(.EIO) }
        defer { close(descriptor) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(self(path).path.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else { throw POSIXError(.ENAMETOOLONG) }
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: bytes + [0]) }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard bound == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    }

    /// Bytes that are not text, at `path`.
    func writeBytes(_ path: String, _ bytes: [UInt8]) throws {
        try FileManager.default.createDirectory(at: self(path).deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: self(path))
    }

    /// This folder's path with every link resolved (as a build shows paths outside the site).
    var realPath: String { url.resolvingSymlinksInPath().path }
}
