/// Sorts many collation keys quickly: the keys are copied into one byte
/// buffer and each entry carries its first 8 bytes as a big-endian integer,
/// so most comparisons are one integer compare, with no reference counting;
/// the rest fall back to memcmp on the buffer. Ties keep input order.
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

    /// Input indices in ascending key order (stable).
    consuming func sortedIndices() -> [Int] {
        storage.withUnsafeBufferPointer { bytes in
            let base = bytes.baseAddress
            entries.sort { lhs, rhs in
                if lhs.prefix != rhs.prefix { return lhs.prefix < rhs.prefix }
                // Equal first 8 bytes (zero-padded): compare the full keys.
                if lhs.length > 8 || rhs.length > 8, let base {
                    let l = UnsafeBufferPointer(start: base + Int(lhs.offset), count: Int(lhs.length))
                    let r = UnsafeBufferPointer(start: base + Int(rhs.offset), count: Int(rhs.length))
                    let result = CollationKey.compare(l, r)
                    if result != 0 { return result < 0 }
                } else if lhs.length != rhs.length {
                    return lhs.length < rhs.length
                }
                return lhs.index < rhs.index
            }
        }
        return entries.map { Int($0.index) }
    }
}
