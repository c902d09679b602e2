/// Every term of every row of a table, sorted by term then row: what the index is cut from.
/// Made on all cores, a chunk of rows each; no string is made per row or per term.
struct SearchPostings: Sendable {
    /// One row's term.
    struct Posting: Sendable {
        /// The term's number in `terms` (which is in term order).
        var term: UInt32
        var row: UInt32
        /// The term's first position in the row (`SearchTokenizer`), at most `UInt16.max`.
        var position: UInt16
        /// Its first position where it is a whole word, or `UInt16.max`.
        var wholePosition: UInt16
        /// Bytes it shares with the start of the row's term before it in term order (0 for
        /// the row's first): the row counts once for a prefix longer than that.
        var shared: UInt8
    }

    /// Sorted by term, then row.
    var postings: [Posting]
    /// Where each term's postings start in `postings` (and `postings.count` last).
    var termStarts: [Int]
    /// The distinct terms, in code point order.
    var terms: SearchTermTable
    /// Each row's searchable text, escaped for a JSON string: row `i`'s is
    /// `texts[textStarts[i]..<textStarts[i + 1]]`.
    var texts: [UInt8]
    var textStarts: [Int]
    let folding: SearchFolding

    var rowCount: Int { textStarts.count - 1 }

    init(_ page: TablePage, folding: SearchFolding) {
        var chunks = RowLookup.inChunks(page) { slice, range in Chunk(slice.span, range, folding) }

        // One numbering of the terms, in term order; `ranks[chunk][n]` is the number of the
        // chunk's term `n`.
        var all = SearchTermTable()
        let global = chunks.map { chunk in
            (0..<chunk.terms.count).map { number in chunk.terms.withTerm(number) { all.intern($0) } }
        }
        let order = all.sortedNumbers()
        let rank = order.indices.reduce(into: [UInt32](repeating: 0, count: order.count)) { $0[Int(order[$1])] = UInt32($1) }
        let terms = all.reordered(order)
        let ranks = global.map { $0.map { rank[Int($0)] } }

        // Sorted by term with a counting sort; each term's rows stay in row order. A chunk's
        // postings are let go once placed, so at most one copy of them all is held besides.
        var starts = [Int](repeating: 0, count: terms.count + 1)
        for (chunk, ranks) in zip(chunks, ranks) { for posting in chunk.postings { starts[Int(ranks[Int(posting.term)]) + 1] += 1 } }
        for i in 0..<terms.count { starts[i + 1] += starts[i] }
        var next = starts
        var postings = [Posting](repeating: Posting(term: 0, row: 0, position: 0, wholePosition: 0, shared: 0), count: starts[terms.count])
        for c in chunks.indices {
            for var posting in chunks[c].postings {
                posting.term = ranks[c][Int(posting.term)]
                postings[next[Int(posting.term)]] = posting
                next[Int(posting.term)] += 1
            }
            chunks[c].postings = []
        }
        let termStarts = Self.merge(&postings, starts, terms, rows: page.rowCount)
        var texts: [UInt8] = [], textStarts = [0]
        texts.reserveCapacity(chunks.reduce(0) { $0 + $1.texts.count })
        textStarts.reserveCapacity(page.rowCount + 1)
        for c in chunks.indices {
            let base = texts.count
            texts += chunks[c].texts
            textStarts += chunks[c].textEnds.lazy.map { base + Int($0) }
            chunks[c].texts = []
        }
        self.postings = postings
        self.termStarts = termStarts
        self.terms = terms
        self.texts = texts
        self.textStarts = textStarts
        self.folding = folding
    }

    /// The postings and texts of a chunk of rows, terms numbered within the chunk.
    private struct Chunk: Sendable {
        var terms = SearchTermTable()
        var postings: [Posting] = []
        var texts: [UInt8] = []
        var textEnds: [UInt32] = []

        init(_ rows: Span<Row>, _ range: Range<Int>, _ folding: SearchFolding) {
            var tokenizer = SearchTokenizer(folding: folding)
            var text: [UInt8] = []
            postings.reserveCapacity(range.count * 4)
            texts.reserveCapacity(range.count * 32)
            for i in range {
                SearchTokenizer.text(rows[i].text, detail: rows[i].detail, into: &text)
                JSONText.appendEscaped(text.span, to: &texts)
                tokenizer.terms(text.span) { term, whole, position in
                    let position = UInt16(min(position, Int(UInt16.max - 1)))
                    postings.append(Posting(term: terms.intern(term), row: UInt32(i), position: position,
                                            wholePosition: whole ? position : .max, shared: 0))
                }
                textEnds.append(UInt32(texts.count))
            }
            // Every chunk is held until all are sorted together: each is kept at its size, not
            // at the capacity its growth left (up to twice that).
            postings = Self.fitted(postings)
            texts = Self.fitted(texts)
        }

        private static func fitted<T>(_ array: [T]) -> [T] {
            var fitted: [T] = []
            fitted.reserveCapacity(array.count)
            fitted.append(contentsOf: array)
            return fitted
        }
    }

    /// Leaves one posting per term of a row (at its first positions), each with the bytes it
    /// shares with the row's term before it: in term order, a row's term before is the last
    /// one seen. Done in place (a posting only ever moves to an earlier place); returns where
    /// each term's postings now start.
    private static func merge(_ postings: inout [Posting], _ starts: [Int], _ terms: SearchTermTable, rows: Int) -> [Int] {
        var kept = 0, keptStarts = [0]
        keptStarts.reserveCapacity(starts.count)
        var lastTerm = [Int32](repeating: -1, count: rows)
        let bytes = terms.bytes.span
        for term in 0..<(starts.count - 1) {
            for p in starts[term]..<starts[term + 1] {
                var posting = postings[p]
                let row = Int(posting.row), last = Int(lastTerm[row])
                if last == term {  // the row has the term again (its postings are side by side)
                    postings[kept - 1].wholePosition = min(postings[kept - 1].wholePosition, posting.wholePosition)
                    continue
                }
                if last >= 0 {
                    let a = Int(terms.starts[last]), aEnd = Int(terms.starts[last + 1])
                    let b = Int(terms.starts[term]), bEnd = Int(terms.starts[term + 1])
                    var shared = 0
                    while a + shared < aEnd, b + shared < bEnd, bytes[a + shared] == bytes[b + shared] { shared += 1 }
                    posting.shared = UInt8(min(shared, 255))
                }
                lastTerm[row] = Int32(term)
                postings[kept] = posting
                kept += 1
            }
            keptStarts.append(kept)
        }
        postings.removeSubrange(kept...)
        return keptStarts
    }
}
