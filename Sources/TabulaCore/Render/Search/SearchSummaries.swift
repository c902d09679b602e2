/// Summaries of the prefixes whose terms run on past the leaf they start in: the exact
/// number of rows with a term starting with the prefix, and the best matches for it.
///
/// A leaf holds a summary of each prefix `P` of the next leaf's separator, shorter than it
/// and at least its own separator: exactly the query words the script reads this leaf for
/// but whose terms it does not all hold (`SearchLeaves`).
///
/// Matches rank as the script ranks them: a row whose term is the whole word `P` before one
/// where `P` only starts a term, then by the term's position in the row, then in table order.
struct SearchSummary {
    var prefix: [UInt8]
    var count: Int
    /// Every row with a term starting with the prefix is in the leaves (none was left out).
    var complete: Bool
    /// The best rows, best first.
    var rows: [UInt32]

    /// The summaries leaf `leaf` holds.
    static func of(leaf: Int, _ leaves: SearchLeaves, _ index: SearchPostings, limit: Int) -> [SearchSummary] {
        guard leaf + 1 < leaves.count else { return [] }
        let own = leaves.separators[leaf], next = leaves.separators[leaf + 1]
        var out: [SearchSummary] = []
        var last: (lower: Int, upper: Int, summary: SearchSummary)?
        for length in 1..<next.count where next[length] & 0xC0 != 0x80 {
            let prefix = Array(next[..<length])
            guard !prefix.lexicographicallyPrecedes(own) else { continue }
            let terms = index.terms
            // The terms starting with the prefix: those from the first not below it, while they start with it.
            let lower = (0..<terms.count).prefixEnd { terms.term($0).lexicographicallyPrecedes(prefix) }
            let upper = (lower..<terms.count).prefixEnd { terms.term($0).starts(with: prefix) }
            // A longer prefix of the same terms, none of them all of it, has the same rows.
            if var same = last?.summary, last?.lower == lower, last?.upper == upper, terms.term(lower).count != prefix.count {
                same.prefix = prefix
                out.append(same)
                continue
            }
            let summary = summary(prefix, lower..<upper, leaves, index, limit: limit)
            out.append(summary)
            last = (lower, upper, summary)
        }
        return out
    }

    private static func summary(_ prefix: [UInt8], _ terms: Range<Int>, _ leaves: SearchLeaves, _ index: SearchPostings, limit: Int) -> SearchSummary {
        let (lower, upper) = (terms.lowerBound, terms.upperBound)
        let terms = index.terms
        var count = 0
        var best = Best(limit: limit)
        for term in lower..<upper {
            let isPrefix = terms.term(term).count == prefix.count
            for p in index.termStarts[term]..<index.termStarts[term + 1] {
                let posting = index.postings[p]
                if Int(index.shared[p]) < prefix.count { count += 1 }
                let whole = isPrefix && posting.wholePosition != .max
                best.add(Rank(kind: whole ? 0 : 1, position: whole ? posting.wholePosition : posting.position, row: posting.row))
            }
        }
        return SearchSummary(prefix: prefix, count: count, complete: !leaves.leftOut(lower..<upper, index), rows: best.ranks.map(\.row))
    }

    struct Rank: Comparable {
        var kind: UInt8
        var position: UInt16
        var row: UInt32
        static func < (a: Rank, b: Rank) -> Bool { (a.kind, a.position, a.row) < (b.kind, b.position, b.row) }
    }

    /// The best `limit` ranks, one per row.
    struct Best {
        let limit: Int
        private(set) var ranks: [Rank] = []

        @inline(__always)
        mutating func add(_ rank: Rank) {
            if ranks.count == limit, rank >= ranks[limit - 1] { return }
            if let same = ranks.firstIndex(where: { $0.row == rank.row }) {
                guard rank < ranks[same] else { return }
                ranks.remove(at: same)
            } else if ranks.count == limit {
                ranks.removeLast()
            }
            ranks.insert(rank, at: ranks.firstIndex(where: { rank < $0 }) ?? ranks.count)
        }
    }
}
