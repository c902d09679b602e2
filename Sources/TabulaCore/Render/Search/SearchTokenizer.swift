/// A row's searchable text and its terms. `tabula.js` splits and folds the same way (`termsOf`).
///
/// The text is the row's `text`, then " — " and its `detail`, cut after `maxTextScalars`
/// characters (with "…"). A *word* is a run of word characters (`SearchCharacters`); a term
/// starts where a word starts, at every character of a script written without spaces, and
/// where such a run gives way to one written with spaces; it runs to the end of its word,
/// folded (`SearchFolding`) and cut after `maxTermScalars` folded characters. Terms that fold
/// to nothing are skipped; the others are numbered in order (a term's *position*). A query
/// word matches a row when it folds to the start of one of the row's terms.
struct SearchTokenizer {
    static let maxTextScalars = 200
    static let maxTermScalars = 16

    let folding: SearchFolding
    /// Folded characters a term is cut after (`maxTermScalars`; more to see whole terms).
    let maxTerm: Int
    /// The folded bytes of the current word.
    private var run: [UInt8] = []
    /// The end of each folded character of the word, in `run` (with 0 first).
    private var ends: [Int32] = [0]
    /// Characters of the word (indexes into `ends`) where terms start.
    private var starts: [Int32] = []
    private var position = 0

    init(folding: SearchFolding, maxTerm: Int = maxTermScalars) {
        self.folding = folding
        self.maxTerm = maxTerm
        run.reserveCapacity(256)
    }

    /// The row's searchable text as UTF-8, into `out` (emptied first).
    static func text(_ text: String, detail: String?, into out: inout [UInt8]) {
        out.removeAll(keepingCapacity: true)
        out.append(contentsOf: text.utf8)
        if let detail {
            out.append(literal: " — ")
            out.append(contentsOf: detail.utf8)
        }
        var scalars = 0
        for (index, byte) in out.enumerated() where byte & 0xC0 != 0x80 {
            scalars += 1
            if scalars > maxTextScalars {
                out.removeSubrange(index...)
                out.append(literal: "…")
                return
            }
        }
    }

    /// Calls `term(bytes, whole, position)` for each term of `text` (UTF-8, as `text(_:detail:into:)`
    /// makes it), in order; `whole` says the term is all of its word (not cut).
    mutating func terms(_ text: UnsafeBufferPointer<UInt8>, _ term: (UnsafeBufferPointer<UInt8>, Bool, Int) -> Void) {
        position = 0
        var index = 0
        var inWord = false, lastUnspaced = false
        while index < text.count {
            let (value, next) = Self.decode(text, index)
            index = next
            let entry = folding.entry(value)
            if entry.kind == .separator {
                if inWord { endWord(term) }
                inWord = false
                continue
            }
            let unspaced = entry.kind == .unspaced
            if !inWord || unspaced || lastUnspaced { starts.append(Int32(ends.count - 1)) }
            inWord = true
            lastUnspaced = unspaced
            let start = Int(entry.start), end = start + Int(entry.length)
            var at = start
            folding.bytes.withUnsafeBufferPointer { folds in
                while at < end {
                    let (_, after) = Self.decode(folds, at)
                    run.append(contentsOf: folds[at..<after])
                    ends.append(Int32(run.count))
                    at = after
                }
            }
        }
        if inWord { endWord(term) }
    }

    private mutating func endWord(_ term: (UnsafeBufferPointer<UInt8>, Bool, Int) -> Void) {
        let characters = ends.count - 1
        var last = -1
        run.withUnsafeBufferPointer { run in
            for start in starts {
                let start = Int(start)
                guard start != last, start < characters else { continue }
                last = start
                let end = min(characters, start + maxTerm)
                term(UnsafeBufferPointer(rebasing: run[Int(ends[start])..<Int(ends[end])]), characters - start <= maxTerm, position)
                position += 1
            }
        }
        run.removeAll(keepingCapacity: true)
        ends.removeAll(keepingCapacity: true)
        ends.append(0)
        starts.removeAll(keepingCapacity: true)
    }

    /// The scalar starting at `index` of valid UTF-8, and the index after it.
    @inline(__always)
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, _ index: Int) -> (UInt32, Int) {
        let lead = UInt32(bytes[index])
        if lead < 0x80 { return (lead, index + 1) }
        if lead < 0xE0 { return ((lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F), index + 2) }
        if lead < 0xF0 {
            return ((lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F), index + 3)
        }
        return ((lead & 0x07) << 18 | UInt32(bytes[index + 1] & 0x3F) << 12 | UInt32(bytes[index + 2] & 0x3F) << 6
                | UInt32(bytes[index + 3] & 0x3F), index + 4)
    }
}
