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
        let chunks = RowLookup.inChunks(page) { slice, range in Chunk(slice.span, range, folding) }

        // One numbering of the terms, in term order.
        var all = SearchTermTable()
        let global = chunks.map { chunk in
            (0..<chunk.terms.count).map { number in chunk.terms.withTerm(number) { all.intern($0) } }
        }
        let order = all.sortedNumbers()
        let rank = order.indices.reduce(into: [UInt32](repeating: 0, count: order.count)) { $0[Int(order[$1])] = UInt32($1) }
        let terms = all.reordered(order)
        let ranked = ConcurrentMap.map(Array(chunks.indices)) { index in
            let rank = global[index].map { rank[Int($0)] }
            return chunks[index].postings.map { posting in
                var posting = posting
                posting.term = rank[Int(posting.term)]
                return posting
            }
        }

        // Sorted by term with a counting sort; each term's rows stay in row order.
        var starts = [Int](repeating: 0, count: terms.count + 1)
        for chunk in ranked { for posting in chunk { starts[Int(posting.term) + 1] += 1 } }
        for i in 0..<terms.count { starts[i + 1] += starts[i] }
        var next = starts
        var sorted = [Posting](repeating: Posting(term: 0, row: 0, position: 0, wholePosition: 0, shared: 0), count: starts[terms.count])
        for chunk in ranked {
            for posting in chunk {
                sorted[next[Int(posting.term)]] = posting
                next[Int(posting.term)] += 1
            }
        }
        let (postings, termStarts) = Self.merged(sorted, starts, terms, rows: page.rowCount)
        var texts: [UInt8] = [], textStarts = [0]
        texts.reserveCapacity(chunks.reduce(0) { $0 + $1.texts.count })
        textStarts.reserveCapacity(page.rowCount + 1)
        for chunk in chunks {
            let base = texts.count
            texts += chunk.texts
            textStarts += chunk.textEnds.lazy.map { base + Int($0) }
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
        }
    }

    /// One posting per term of a row (at its first positions), each with the bytes it shares
    /// with the row's term before it: in term order, a row's term before is the last one seen.
    private static func merged(_ sorted: [Posting], _ starts: [Int], _ terms: SearchTermTable, rows: Int) -> ([Posting], [Int]) {
        var out: [Posting] = [], outStarts = [0]
        out.reserveCapacity(sorted.count)
        outStarts.reserveCapacity(starts.count)
        var lastTerm = [Int32](repeating: -1, count: rows)
        let bytes = terms.bytes.span
        for term in 0..<(starts.count - 1) {
            for p in starts[term]..<starts[term + 1] {
                var posting = sorted[p]
                let row = Int(posting.row), last = Int(lastTerm[row])
                if last == term {  // the row has the term again (its postings are side by side)
                    out[out.count - 1].wholePosition = min(out[out.count - 1].wholePosition, posting.wholePosition)
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
                out.append(posting)
            }
            outStarts.append(out.count)
        }
        return (out, outStarts)
    }
}
