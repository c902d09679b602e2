import Dispatch
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Moves the cache's new pages to disk while a build is still running, so the build's one
/// commit does not wait for all of them at the end: a cold build stores about 30 MB of rows,
/// and syncing them all at the commit took 50 ms on this VM, with nothing else to do.
///
/// SQLite writes stored pages into the file as its page cache fills; after each store,
/// `kick()` (also every `batchBytes` of a big store) asks for a sync of what is written so far, on a queue of its own, skipped while
/// one is still under way. The commit's own sync then only waits for the pages written since.
///
/// The file is held open from `init` until `close()`, which must come after the build's
/// transaction is committed or rolled back: closing any descriptor of a file releases the
/// process's POSIX locks on it, SQLite's included.
final class CacheWriteback: Sendable {
    /// Stores kick a sync at least once per this many bytes.
    static let batchBytes = 4 << 20

    private let descriptor: Int32
    private let syncing = Atomic<Bool>(false)
    private let queue = DispatchQueue(label: "tabula.cache-writeback", qos: .utility)
    private let group = DispatchGroup()

    init?(path: String) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        self.descriptor = descriptor
    }

    /// Starts syncing the file's written pages, unless a sync is already under way.
    func kick() {
        guard syncing.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged else { return }
        queue.async(group: group) { [self] in
            _ = fdatasync(descriptor)
            syncing.store(false, ordering: .releasing)
        }
    }

    /// Waits for a sync under way, then closes the file.
    func close() {
        group.wait()
        _ = Glibc.close(descriptor)
    }
}
