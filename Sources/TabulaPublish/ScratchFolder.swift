import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder a running publish works in (the staged build in the temporary folder, the new
/// tree beside the destination), named `<prefix><UUID>` and claimed with an exclusive
/// `flock` on the folder for as long as this value lives.
///
/// The kernel drops the lock when the process ends, however it ends (SIGKILL included), so
/// `removeAbandoned` can tell a dead run's leftover (no lock) from the folder of a publish
/// still running (locked), and removes only the former. A folder without a lock, such as one
/// left by an earlier version of Tabula, counts as abandoned. Where the file system cannot
/// lock a folder (some network file systems), the folder is used unclaimed and cleaners leave
/// it alone: leftovers may stay there, a running publish never loses its folder.
public final class ScratchFolder: Sendable {
    public let url: URL
    /// Open on the folder and holding its lock; -1 when the file system could not lock it.
    private let descriptor: Int32

    private init(url: URL, descriptor: Int32) {
        self.url = url
        self.descriptor = descriptor
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    public struct Failed: Error, CustomStringConvertible {
        public var description: String
    }

    /// Makes and claims a new folder `<prefix><UUID>` in `parent`.
    public static func create(in parent: URL, prefix: String) throws -> ScratchFolder {
        for _ in 0..<8 {
            let url = parent.appendingPathComponent(prefix + UUID().uuidString, isDirectory: true)
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
            switch claim(url) {
            case .claimed(let descriptor):
                return ScratchFolder(url: url, descriptor: descriptor)
            case .cannotLock:
                return ScratchFolder(url: url, descriptor: -1)
            case .taken:
                // A cleaner found the folder between mkdir and flock and is removing it.
                continue
            }
        }
        throw Failed(description: "could not claim a working folder in \(parent.path); is another program removing folders named \(prefix)… there?")
    }

    /// Removes the folder and gives up the claim. Errors are ignored: what is left stays
    /// unclaimed, and the next publish removes it.
    public func remove() {
        try? FileManager.default.removeItem(at: url)
    }

    /// Removes every folder `<prefix>…` of `parent` that no running process claims (leftovers
    /// of killed runs). Entries that are not folders, or that cannot be locked, are left alone.
    /// Returns how many were removed.
    @discardableResult
    public static func removeAbandoned(in parent: URL, prefix: String) -> Int {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: parent.path) else { return 0 }
        var removed = 0
        for name in names where name.hasPrefix(prefix) {
            let url = parent.appendingPathComponent(name, isDirectory: true)
            guard case .claimed(let descriptor) = claim(url) else { continue }
            defer { close(descriptor) }
            // Ours now: no running publish holds it, and no other cleaner does.
            if (try? FileManager.default.removeItem(at: url)) != nil { removed += 1 }
        }
        return removed
    }

    private enum Claim {
        case claimed(Int32)
        /// Another process holds the lock (or the folder is gone).
        case taken
        /// Not a folder we can lock here.
        case cannotLock
    }

    /// Locks the folder at `url` without waiting. The lock is only ours if the name still
    /// names the folder we opened (a cleaner may have removed it in between).
    private static func claim(_ url: URL) -> Claim {
        let descriptor = open(url.path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return errno == ENOENT ? .taken : .cannotLock }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let code = errno
            close(descriptor)
            return code == EWOULDBLOCK ? .taken : .cannotLock
        }
        var opened = stat(), named = stat()
        guard fstat(descriptor, &opened) == 0, lstat(url.path, &named) == 0,
              opened.st_dev == named.st_dev, opened.st_ino == named.st_ino else {
            close(descriptor)
            return .taken
        }
        return .claimed(descriptor)
    }
}
