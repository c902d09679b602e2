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
        // Chunks of `parallelChunk` strings: ConcurrentMap hands them to threads as they
        // become free, so a CPU slowed by other processes does not hold up the rest.
        ConcurrentMap.chunks(strings.count, size: Self.parallelChunk) { range in
            range.map { self.key(strings[$0]) }
        }
    }

    /// Strings per parallel chunk; inputs of at most one chunk are keyed on the calling thread.
    static var parallelChunk: Int { 2048 }

    /// Indices of `keys` in ascending key order; ties in index order.
    func sortedOrder(of keys: [CollationKey]) -> [Int] {
        CollationKeySorter(keys).sortedIndices()
    }
}
