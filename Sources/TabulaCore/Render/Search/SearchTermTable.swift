/// Distinct terms (UTF-8), each numbered in the order first seen: a hash table over one
/// buffer of bytes, so a million terms are two arrays, not a million strings.
struct SearchTermTable: Sendable {
    /// Every term's bytes, one after another: term `i` is `bytes[starts[i]..<starts[i + 1]]`.
    private(set) var bytes: [UInt8] = []
    private(set) var starts: [UInt32] = [0]
    private var hashes: [UInt32] = []
    /// Open addressing: term number + 1, or 0 for a free slot.
    private var slots = [UInt32](repeating: 0, count: 256)

    var count: Int { starts.count - 1 }

    /// The number of `term`, added if new.
    mutating func intern(_ term: Span<UInt8>) -> UInt32 {
        let hash = FNV1a.hash(term)
        var slot = Int(hash) & (slots.count - 1)
        while slots[slot] != 0 {
            let number = Int(slots[slot] - 1)
            if hashes[number] == hash, equals(number, term) { return UInt32(number) }
            slot = (slot + 1) & (slots.count - 1)
        }
        let number = UInt32(count)
        slots[slot] = number + 1
        hashes.append(hash)
        bytes.append(span: term)
        starts.append(UInt32(bytes.count))
        if count * 2 > slots.count { grow() }
        return number
    }

    /// Term `number`'s bytes, for the call.
    func withTerm<R>(_ number: Int, _ body: (Span<UInt8>) -> R) -> R {
        body(bytes.span.extracting(Int(starts[number])..<Int(starts[number + 1])))
    }

    func term(_ number: Int) -> ArraySlice<UInt8> { bytes[Int(starts[number])..<Int(starts[number + 1])] }

    /// Term numbers in code point order of their terms (the order of their UTF-8 bytes).
    func sortedNumbers() -> [UInt32] {
        let bytes = self.bytes.span, starts = self.starts.span
        return (0..<UInt32(count)).sorted { a, b in
            let a0 = Int(starts[Int(a)]), a1 = Int(starts[Int(a) + 1])
            let b0 = Int(starts[Int(b)]), b1 = Int(starts[Int(b) + 1])
            for i in 0..<min(a1 - a0, b1 - b0) where bytes[a0 + i] != bytes[b0 + i] { return bytes[a0 + i] < bytes[b0 + i] }
            return a1 - a0 < b1 - b0
        }
    }

    /// A table of the same terms numbered in `order` (a permutation of the numbers).
    func reordered(_ order: [UInt32]) -> SearchTermTable {
        var table = SearchTermTable()
        table.bytes.reserveCapacity(bytes.count)
        table.starts.reserveCapacity(count + 1)
        for number in order {
            table.bytes.append(contentsOf: term(Int(number)))
            table.starts.append(UInt32(table.bytes.count))
        }
        return table  // (not hashed: it is only read)
    }

    private func equals(_ number: Int, _ term: Span<UInt8>) -> Bool {
        let start = Int(starts[number])
        guard Int(starts[number + 1]) - start == term.count else { return false }
        let bytes = self.bytes.span
        for i in term.indices where bytes[start + i] != term[i] { return false }
        return true
    }

    private mutating func grow() {
        slots = [UInt32](repeating: 0, count: slots.count * 4)
        for (number, hash) in hashes.enumerated() {
            var slot = Int(hash) & (slots.count - 1)
            while slots[slot] != 0 { slot = (slot + 1) & (slots.count - 1) }
            slots[slot] = UInt32(number + 1)
        }
    }
}
