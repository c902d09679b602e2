/// Sorts many collation keys quickly: the keys are copied into one byte
/// array and each entry carries its first 8 bytes as a big-endian integer,
/// so most comparisons are one integer compare, with no reference counting;
/// the rest compare the keys' bytes in that array. Ties keep input order.
struct CollationKeySorter {
    private struct Entry {
        var prefix: UInt64
        var offset: Int32
        var length: Int32
        var index: Int32
    }

    private var entries: [Entry]
    private var storage: [UInt8]

    init(_ keys: [CollationKey]) {
        precondition(keys.count < Int(Int32.max), "too many keys")
        let total = keys.reduce(0) { $0 + $1.bytes.count }
        precondition(total < Int(Int32.max), "keys too large")
        var storage: [UInt8] = []
        storage.reserveCapacity(total)
        var entries: [Entry] = []
        entries.reserveCapacity(keys.count)
        for (index, key) in keys.enumerated() {
            var prefix: UInt64 = 0
            for i in 0 ..< 8 {
                prefix <<= 8
                if i < key.bytes.count { prefix |= UInt64(key.bytes[i]) }
            }
            entries.append(Entry(prefix: prefix, offset: Int32(storage.count),
                                 length: Int32(key.bytes.count), index: Int32(index)))
            storage.append(contentsOf: key.bytes)
        }
        self.entries = entries
        self.storage = storage
    }

    /// Input indices in ascending key order (stable). Long lists are sorted in parts, each
    /// its own array, on all cores, then merged.
    consuming func sortedIndices() -> [Int] {
        let (entries, storage) = (self.entries, self.storage)
        let parts = max(1, min(Cores.active, entries.count / 16_384))
        let runs = ConcurrentMap.map(Array(0..<parts)) { part in
            var run = Array(entries[part * entries.count / parts ..< (part + 1) * entries.count / parts])
            let keys = storage.span
            // A closure written here, not one passed in: the sort is then made for it, with
            // the comparison inlined.
            run.sort { Self.less($0, $1, keys: keys) }
            return run
        }
        return Self.merge(runs, keys: storage.span)
    }

    /// A total order: by key, ties between equal keys by input index. `keys` holds the keys.
    @inline(__always)
    private static func less(_ lhs: Entry, _ rhs: Entry, keys: Span<UInt8>) -> Bool {
        if lhs.prefix != rhs.prefix { return lhs.prefix < rhs.prefix }
        // Equal first 8 bytes (zero-padded; keys hold no 0): if either key is longer, both
        // are, and they differ after those bytes if at all.
        if lhs.length > 8 || rhs.length > 8 {
            let result = CollationKey.compare(keys.extracting(Int(lhs.offset) + 8..<Int(lhs.offset + lhs.length)),
                                              keys.extracting(Int(rhs.offset) + 8..<Int(rhs.offset + rhs.length)))
            if result != 0 { return result < 0 }
        } else if lhs.length != rhs.length {
            return lhs.length < rhs.length
        }
        return lhs.index < rhs.index
    }

    /// The indices of the sorted `runs`, merged.
    private static func merge(_ runs: [[Entry]], keys: Span<UInt8>) -> [Int] {
        let entries = runs.flatMap { $0 }  // one array: no run's array retained at each step
        let ends = runs.reduce(into: [Int]()) { $0.append(($0.last ?? 0) + $1.count) }
        var next = [0] + ends.dropLast()
        var order: [Int] = []
        order.reserveCapacity(entries.count)
        while true {
            var best = -1
            for run in next.indices where next[run] < ends[run] {
                if best < 0 || less(entries[next[run]], entries[next[best]], keys: keys) { best = run }
            }
            guard best >= 0 else { return order }
            order.append(Int(entries[next[best]].index))
            next[best] += 1
        }
    }
}
