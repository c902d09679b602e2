import Dispatch
import Foundation

extension Collation {
    /// Sorts items by the full collation key of `text(item)`. Stable: items
    /// with equal keys keep their input order. `text` is called once per item
    /// (decorate, sort, undecorate).
    public func sorted<T>(_ items: [T], by text: (T) -> String) -> [T] {
        let keys = keys(for: items.map(text))
        return sortedOrder(of: keys).map { items[$0] }
    }

    /// Full keys for many strings; computed on all cores for large inputs.
    func keys(for strings: [String]) -> [CollationKey] {
        let count = strings.count
        // Chunks of about `parallelChunk` strings: ConcurrentMap hands them
        // to threads as they become free, so a CPU slowed by other processes
        // does not hold up the rest.
        let chunks = count / Self.parallelChunk
        guard Cores.active > 1, chunks > 1 else {
            return strings.map(key)
        }
        let collator = self.collator
        return [CollationKey](unsafeUninitializedCapacity: count) { buffer, initialized in
            // Each chunk initializes a disjoint slice of `buffer`.
            nonisolated(unsafe) let output = buffer
            ConcurrentMap.forEachIndex(chunks) { chunk in
                let start = count * chunk / chunks
                let end = count * (chunk + 1) / chunks
                for i in start ..< end {
                    (output.baseAddress! + i).initialize(to: collator.sortKey(strings[i], strength: .full))
                }
            }
            initialized = count
        }
    }

    /// Strings per parallel chunk (at least); inputs smaller than two
    /// chunks are keyed on the calling thread.
    static var parallelChunk: Int { 2048 }

    /// Indices of `keys` in ascending key order; ties in index order.
    func sortedOrder(of keys: [CollationKey]) -> [Int] {
        CollationKeySorter(keys).sortedIndices()
    }
}
