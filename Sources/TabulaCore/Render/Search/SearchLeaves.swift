/// The sorted postings cut into leaves, and the separator in front of each: the index's
/// bottom level.
///
/// A leaf holds a run of postings in term order. A cut falls after a posting whose hash is
/// below a threshold (growing with its row's text), once the leaf has `minLeaf` bytes, or
/// at `maxLeaf` bytes: so an edit moves at most the cuts next to the postings it changes.
///
/// Leaf `j`'s separator is the shortest prefix of its first term greater than the last
/// term of leaf `j - 1` (or that term and U+0000 when both leaves hold the same term); the
/// first leaf's is "". So every term of leaf `j` is at least its separator and below the
/// next one, and a query's folded word `q` starts in the last leaf whose separator is at
/// most `q`; its terms continue into the next leaf exactly when the next separator is longer
/// than `q` and starts with it.
struct SearchLeaves {
    /// Where each leaf starts in the postings, then the postings' count.
    let bounds: [Int]
    /// Each leaf's separator (UTF-8, possibly ending in a 0 byte).
    let separators: [[UInt8]]
    /// Per term, the end of its postings kept in leaves (`SearchLimits.maxRun`).
    let keptEnds: [Int]

    init(_ index: SearchPostings, limits: SearchLimits) {
        let postings = index.postings, starts = index.termStarts
        func rowBytes(_ row: UInt32) -> Int { index.textCount(ofRow: Int(row)) + 10 }

        var keptEnds = [Int](repeating: 0, count: index.terms.count)
        for term in 0..<index.terms.count {
            var end = starts[term], bytes = 0
            while end < starts[term + 1], bytes <= limits.maxRun {
                bytes += rowBytes(postings[end].row)
                end += 1
            }
            keptEnds[term] = end
        }

        var bounds = [0], separators: [[UInt8]] = [[]]
        var leafOfRow = [Int32](repeating: -1, count: index.rowCount)
        var leaf: Int32 = 0, bytes = 0, cut = false, lastTerm = -1
        let threshold = Double(1 << 16) / Double(limits.meanLeaf)
        for term in 0..<index.terms.count where starts[term] < keptEnds[term] {
            let hash = FNV1a.hash(index.terms.term(term).span)
            for p in starts[term]..<keptEnds[term] {
                let row = postings[p].row
                if cut {
                    bounds.append(p)
                    separators.append(Self.separator(after: index.terms.term(lastTerm), before: index.terms.term(term)))
                    leaf += 1
                    bytes = 0
                    cut = false
                }
                lastTerm = term
                let size = rowBytes(row)
                if leafOfRow[Int(row)] != leaf {
                    leafOfRow[Int(row)] = leaf
                    bytes += size
                }
                if bytes >= limits.minLeaf {
                    cut = bytes >= limits.maxLeaf || Double(Self.mix(hash, row) & 0xFFFF) < Double(size) * threshold
                }
            }
        }
        bounds.append(postings.count)
        self.bounds = bounds
        self.separators = separators
        self.keptEnds = keptEnds
    }

    var count: Int { separators.count }

    /// The rows of the postings leaf `leaf` keeps (in term order, a row once per term).
    func rows(_ leaf: Int, _ index: SearchPostings) -> [UInt32] {
        var out: [UInt32] = []
        var p = bounds[leaf]
        // The term of posting `p`: the last whose postings start at or before it.
        var term = (0..<index.terms.count).prefixEnd { index.termStarts[$0 + 1] <= p }
        while p < bounds[leaf + 1] {
            let end = min(keptEnds[term], bounds[leaf + 1])
            while p < end {
                out.append(index.postings[p].row)
                p += 1
            }
            p = max(p, index.termStarts[term + 1])
            term += 1
        }
        return out
    }

    /// The terms whose postings were partly left out, those with the most rows first, at most
    /// `limit` (then in term order), with their row counts: the root lists them, so the script
    /// reads the leaves of another word of a query, or of the one in fewest rows.
    func common(_ index: SearchPostings, limit: Int) -> [(term: ArraySlice<UInt8>, rows: Int)] {
        let cut = (0..<index.terms.count).filter { keptEnds[$0] < index.termStarts[$0 + 1] }
        let most = cut.sorted { (index.termStarts[$0 + 1] - index.termStarts[$0], $1) > (index.termStarts[$1 + 1] - index.termStarts[$1], $0) }
        return most.prefix(limit).sorted().map { (index.terms.term($0), index.termStarts[$0 + 1] - index.termStarts[$0]) }
    }

    /// Whether some term of `terms` had postings left out.
    func leftOut(_ terms: Range<Int>, _ index: SearchPostings) -> Bool {
        terms.contains { keptEnds[$0] < index.termStarts[$0 + 1] }
    }

    /// The shortest prefix of `next` (whole characters) greater than `last`; `next` + U+0000
    /// when they are equal.
    static func separator(after last: ArraySlice<UInt8>, before next: ArraySlice<UInt8>) -> [UInt8] {
        if last.elementsEqual(next) { return Array(next) + [0] }
        var shared = 0
        while shared < min(last.count, next.count), last[last.startIndex + shared] == next[next.startIndex + shared] { shared += 1 }
        // Back to the start of the character where they differ, then through its end.
        var start = shared
        while start > 0, next[next.startIndex + start] & 0xC0 == 0x80 { start -= 1 }
        var end = start + 1
        while end < next.count, next[next.startIndex + end] & 0xC0 == 0x80 { end += 1 }
        return Array(next.prefix(end))
    }

    /// A term's hash and a row number mixed into 32 well-spread bits.
    @inline(__always)
    static func mix(_ hash: UInt32, _ row: UInt32) -> UInt32 {
        var x = hash ^ (row &* 0x9E37_79B1)
        x ^= x >> 16
        x = x &* 0x7FEB_352D
        x ^= x >> 15
        x = x &* 0x846C_A68B
        return x ^ (x >> 16)
    }
}
