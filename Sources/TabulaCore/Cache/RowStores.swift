import Dispatch
import Synchronization

/// Stores each rendered page's rows in the cache while the rest of the build goes on, on a
/// serial queue of its own (a render thread waiting for the database would leave the store
/// without a thread), in the build's transaction (`BuildCache.beginStores`). Pages that
/// finish while a store is being written are stored together by the next.
///
/// At most `waiting` pages' rows wait at once, so rows do not pile up in memory when the
/// database is slower than rendering.
final class RowStores: Sendable {
    private let cache: BuildCache?
    private let pending = Mutex<[BuildCache.PageRows]>([])
    private let slots: DispatchSemaphore
    private let queue = DispatchQueue(label: "tabula.cache-store")
    private let group = DispatchGroup()

    init(cache: BuildCache?, waiting: Int = 3) {
        self.cache = cache
        slots = DispatchSemaphore(value: waiting)
    }

    /// Queues a page's rows for storing (`stored`: the hashes of its parts as stored before).
    func store(_ rows: PageRows, page: String, stored: [ContentHash]) {
        guard cache != nil else { return }
        slots.wait()
        pending.withLock { $0.append(BuildCache.PageRows(rows: rows, page: page, stored: stored)) }
        queue.async(group: group) { [self] in
            let batch = pending.withLock { pending in
                defer { pending.removeAll() }
                return pending
            }
            guard !batch.isEmpty else { return }
            try? cache?.store(batch)
            for _ in batch { slots.signal() }
        }
    }

    /// Waits until every queued page is stored.
    func wait() { group.wait() }
}
