/// Every term of every row of a table, sorted by term then row: what the index is cut from.
/// Made on all cores, a chunk of rows each; no string is made per row or per term.
///
/// What must hold: the index is made while the table's rows are held, so what it holds is
/// kept small. A posting is 8 bytes (its term is where it lies: `termStarts`); the chunks'
/// postings (8 bytes too) are placed in the sorted whole and let go one chunk at a time; and
/// each chunk's texts stay where the chunk wrote them (`appendText(ofRow:to:)`), never copied into one.
struct SearchPostings: Sendable {
    /// One row's term (the term is the one whose range of `termStarts` holds the posting).
    struct Posting: Sendable {
        var row: UInt32
        /// The term's first position in the row (`SearchTokenizer`), at most `UInt16.max`.
        var position: UInt16
        /// Its first position where it is a whole word, or `UInt16.max`.
        var wholePosition: UInt16
    }

    /// Sorted by term, then row.
    var postings: [Posting]
    /// Per posting, the bytes its term shares with the start of the row's term before it in
    /// term order (0 for the row's first): the row counts once for a prefix longer than that.
    var shared: [UInt8]
    /// Where each term's postings start in `postings` (and `postings.count` last).
    var termStarts: [Int]
    /// The distinct terms, in code point order.
    var terms: SearchTermTable
    /// Each chunk's rows' searchable texts, escaped for a JSON string, one after another, and
    /// where each row's ends (chunk `c` holds rows `c * chunkRows ..< (c + 1) * chunkRows`).
    private var texts: [[UInt8]]
    private var textEnds: [[UInt32]]
    let rowCount: Int
    let folding: SearchFolding

    private static let chunkRows = RowLookup.chunk

    /// The length of row `row`'s searchable text, escaped for a JSON string.
    func textCount(ofRow row: Int) -> Int { textRange(ofRow: row).range.count }

    /// Appends row `row`'s searchable text, escaped for a JSON string, to `json`.
    func appendText(ofRow row: Int, to json: inout [UInt8]) {
        let (chunk, range) = textRange(ofRow: row)
        json.append(contentsOf: texts[chunk][range])
    }

    @inline(__always)
    private func textRange(ofRow row: Int) -> (chunk: Int, range: Range<Int>) {
        let (chunk, local) = row.quotientAndRemainder(dividingBy: Self.chunkRows)
        let start = local == 0 ? 0 : Int(textEnds[chunk][local - 1])
        return (chunk, start..<Int(textEnds[chunk][local]))
    }

    init(_ page: TablePage, folding: SearchFolding) {
        var chunks = RowLookup.inChunks(page) { slice, range in Chunk(slice.span, range, folding) }
        precondition(chunks.dropLast().allSatisfy { $0.rowEnds.count == Self.chunkRows }, "every chunk but the last is whole")

        // One numbering of the terms, in term order; `ranks[chunk][n]` is the number of the
        // chunk's term `n`.
        // Each table is let go as soon as it is read for the last time.
        var all = SearchTermTable()
        var global: [[UInt32]] = []
        for c in chunks.indices {
            global.append((0..<chunks[c].terms.count).map { number in chunks[c].terms.withTerm(number) { all.intern($0) } })
            chunks[c].terms = SearchTermTable()
        }
        let order = all.sortedNumbers()
        let rank = order.indices.reduce(into: [UInt32](repeating: 0, count: order.count)) { $0[Int(order[$1])] = UInt32($1) }
        let terms = all.reordered(order)
        all = SearchTermTable()
        let ranks = global.map { $0.map { rank[Int($0)] } }
        global = []

        // Sorted by term with a counting sort; each term's rows stay in row order.
        var starts = [Int](repeating: 0, count: terms.count + 1)
        for (chunk, ranks) in zip(chunks, ranks) { for entry in chunk.entries { starts[Int(ranks[Int(entry.term)]) + 1] += 1 } }
        for i in 0..<terms.count { starts[i + 1] += starts[i] }
        var next = starts
        var postings = [Posting](repeating: Posting(row: 0, position: 0, wholePosition: 0), count: starts[terms.count])
        for c in chunks.indices {
            var e = 0
            for (local, end) in chunks[c].rowEnds.enumerated() {
                let row = UInt32(c * Self.chunkRows + local)
                while e < Int(end) {
                    let entry = chunks[c].entries[e], term = Int(ranks[c][Int(entry.term)])
                    postings[next[term]] = Posting(row: row, position: entry.position, wholePosition: entry.wholePosition)
                    next[term] += 1
                    e += 1
                }
            }
            chunks[c].entries = []
        }
        (termStarts, shared) = Self.merge(&postings, starts, terms, rows: page.rowCount)
        self.postings = postings
        self.terms = terms
        texts = chunks.map(\.texts)
        textEnds = chunks.map(\.textEnds)
        rowCount = page.rowCount
        self.folding = folding
    }

    /// The terms and texts of a chunk of rows, terms numbered within the chunk.
    private struct Chunk: Sendable {
        /// A term of a row, the row given by `rowEnds`.
        struct Entry: Sendable {
            var term: UInt32
            var position: UInt16
            var wholePosition: UInt16
        }

        var terms = SearchTermTable()
        /// Each row's terms, row after row; row `i`'s end at `rowEnds[i]`.
        var entries: [Entry] = []
        var rowEnds: [UInt32] = []
        var texts: [UInt8] = []
        var textEnds: [UInt32] = []

        init(_ rows: Span<Row>, _ range: Range<Int>, _ folding: SearchFolding) {
            var tokenizer = SearchTokenizer(folding: folding)
            var text: [UInt8] = []
            entries.reserveCapacity(range.count * 4)
            rowEnds.reserveCapacity(range.count)
            texts.reserveCapacity(range.count * 32)
            textEnds.reserveCapacity(range.count)
            for i in range {
                SearchTokenizer.text(rows[i].text, detail: rows[i].detail, into: &text)
                JSONText.appendEscaped(text.span, to: &texts)
                tokenizer.terms(text.span) { term, whole, position in
                    let position = UInt16(min(position, Int(UInt16.max - 1)))
                    entries.append(Entry(term: terms.intern(term), position: position, wholePosition: whole ? position : .max))
                }
                rowEnds.append(UInt32(entries.count))
                textEnds.append(UInt32(texts.count))
            }
            // Every chunk is held until all are sorted together: each is kept at its size, not
            // at the capacity its growth left (up to twice that).
            entries = Self.fitted(entries)
            texts = Self.fitted(texts)
        }

        private static func fitted<T>(_ array: [T]) -> [T] {
            var fitted: [T] = []
            fitted.reserveCapacity(array.count)
            fitted.append(contentsOf: array)
            return fitted
        }
    }

    /// Leaves one posting per term of a row (at its first positions), and gives each the bytes
    /// it shares with the row's term before it: in term order, a row's term before is the
    /// last one seen. Done in place (a posting only ever moves to an earlier place); returns
    /// where each term's postings now start, and what each shares.
    private static func merge(_ postings: inout [Posting], _ starts: [Int], _ terms: SearchTermTable, rows: Int) -> ([Int], [UInt8]) {
        var kept = 0, keptStarts = [0], shared: [UInt8] = []
        keptStarts.reserveCapacity(starts.count)
        shared.reserveCapacity(postings.count)
        var lastTerm = [Int32](repeating: -1, count: rows)
        let bytes = terms.bytes.span
        for term in 0..<(starts.count - 1) {
            for p in starts[term]..<starts[term + 1] {
                let posting = postings[p]
                let row = Int(posting.row), last = Int(lastTerm[row])
                if last == term {  // the row has the term again (its postings are side by side)
                    postings[kept - 1].wholePosition = min(postings[kept - 1].wholePosition, posting.wholePosition)
                    continue
                }
                var common = 0
                if last >= 0 {
                    let a = Int(terms.starts[last]), aEnd = Int(terms.starts[last + 1])
                    let b = Int(terms.starts[term]), bEnd = Int(terms.starts[term + 1])
                    while a + common < aEnd, b + common < bEnd, bytes[a + common] == bytes[b + common] { common += 1 }
                }
                lastTerm[row] = Int32(term)
                postings[kept] = posting
                shared.append(UInt8(min(common, 255)))
                kept += 1
            }
            keptStarts.append(kept)
        }
        postings.removeSubrange(kept...)
        return (keptStarts, shared)
    }
}
