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
            chunks[index].ranked(global[index].map { rank[Int($0)] }, terms)
        }

        // Sorted by term with a counting sort; each term's rows stay in row order.
        var starts = [Int](repeating: 0, count: terms.count + 1)
        for chunk in ranked { for posting in chunk { starts[Int(posting.term) + 1] += 1 } }
        for i in 0..<terms.count { starts[i + 1] += starts[i] }
        var next = starts
        var postings = [Posting](repeating: Posting(term: 0, row: 0, position: 0, wholePosition: 0, shared: 0), count: starts[terms.count])
        for chunk in ranked {
            for posting in chunk {
                postings[next[Int(posting.term)]] = posting
                next[Int(posting.term)] += 1
            }
        }
        var texts: [UInt8] = [], textStarts = [0]
        texts.reserveCapacity(chunks.reduce(0) { $0 + $1.texts.count })
        textStarts.reserveCapacity(page.rowCount + 1)
        for chunk in chunks {
            let base = texts.count
            texts += chunk.texts
            textStarts += chunk.textEnds.lazy.map { base + Int($0) }
        }
        self.postings = postings
        self.termStarts = starts
        self.terms = terms
        self.texts = texts
        self.textStarts = textStarts
        self.folding = folding
    }

    /// The postings and texts of a chunk of rows, terms numbered within the chunk.
    private struct Chunk: Sendable {
        var terms = SearchTermTable()
        var postings: [Posting] = []
        /// Where each row of the chunk starts in `postings`.
        var rowStarts: [Int] = []
        var texts: [UInt8] = []
        var textEnds: [UInt32] = []

        init(_ rows: Span<Row>, _ range: Range<Int>, _ folding: SearchFolding) {
            var tokenizer = SearchTokenizer(folding: folding)
            var text: [UInt8] = []
            postings.reserveCapacity(range.count * 4)
            texts.reserveCapacity(range.count * 32)
            for i in range {
                SearchTokenizer.text(rows[i].text, detail: rows[i].detail, into: &text)
                rowStarts.append(postings.count)
                text.withUnsafeBufferPointer { text in
                    JSONText.appendEscaped(text, to: &texts)
                    tokenizer.terms(text) { term, whole, position in
                        let position = UInt16(min(position, Int(UInt16.max - 1)))
                        postings.append(Posting(term: terms.intern(term), row: UInt32(i), position: position,
                                                wholePosition: whole ? position : .max, shared: 0))
                    }
                }
                textEnds.append(UInt32(texts.count))
            }
            rowStarts.append(postings.count)
        }

        /// The postings with terms numbered by `rank`, one per term of a row (at its first
        /// positions), each with the bytes it shares with the row's term before it.
        func ranked(_ rank: [UInt32], _ terms: SearchTermTable) -> [Posting] {
            var all = postings
            for i in all.indices { all[i].term = rank[Int(all[i].term)] }
            var out: [Posting] = []
            out.reserveCapacity(all.count)
            for row in 0..<(rowStarts.count - 1) {
                let range = rowStarts[row]..<rowStarts[row + 1]
                if range.count > 1 { all[range].sort { ($0.term, $0.position) < ($1.term, $1.position) } }
                for i in range {
                    var posting = all[i]
                    guard let last = out.last, i > range.lowerBound else {
                        out.append(posting)
                        continue
                    }
                    if last.term == posting.term {
                        out[out.count - 1].wholePosition = min(last.wholePosition, posting.wholePosition)
                        continue
                    }
                    let a = terms.term(Int(last.term)), b = terms.term(Int(posting.term))
                    var shared = 0
                    while shared < min(a.count, b.count), a[a.startIndex + shared] == b[b.startIndex + shared] { shared += 1 }
                    posting.shared = UInt8(min(shared, 255))
                    out.append(posting)
                }
            }
            return out
        }
    }
}
