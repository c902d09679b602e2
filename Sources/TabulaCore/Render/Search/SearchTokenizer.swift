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
    /// Room for the folded bytes of a word.
    private var run: [UInt8] = []
    /// Where terms start in the word.
    private var starts: [Int32] = []

    init(folding: SearchFolding) {
        self.folding = folding
    }

    /// The row's searchable text as UTF-8, into `out` (emptied first).
    static func text(_ text: String, detail: String?, into out: inout [UInt8]) {
        out.removeAll(keepingCapacity: true)
        out.append(bytes: text.utf8)
        if let detail {
            out.append(literal: " — ")
            out.append(bytes: detail.utf8)
        }
        guard out.count > maxTextScalars else { return }  // fewer bytes than that are fewer characters
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
    mutating func terms(_ text: Span<UInt8>, _ term: (Span<UInt8>, Bool, Int) -> Void) {
        let folding = self.folding
        // A word's folds go into `run`, which holds the longest fold of every character; where
        // its terms start, into `starts` (at most one a character).
        // Both are taken out of `self` while they are written, and put back after.
        var runBuffer = self.run, startsBuffer = self.starts
        (self.run, self.starts) = ([], [])
        defer { (self.run, self.starts) = (runBuffer, startsBuffer) }
        if runBuffer.count < text.count * folding.longestFold + 1 { runBuffer = [UInt8](repeating: 0, count: text.count * folding.longestFold + 1) }
        if startsBuffer.count < text.count + 1 { startsBuffer = [Int32](repeating: 0, count: text.count + 1) }
        let folds = folding.bytes.span, simple = folding.simpleASCII.span
        var run = runBuffer.mutableSpan, starts = startsBuffer.mutableSpan
        var position = 0
        var index = 0, length = 0, count = 0, inWord = false, lastUnspaced = false
        // One step past the end, as if at a separator, ends the last word.
        while index <= text.count {
            var entry = SearchFolding.Entry(kind: .separator, start: 0, length: 0)
            if index == text.count {
                index += 1
            } else if text[index] < 0x80 {
                // Most words are ASCII letters and digits each folding to one: copied in a
                // loop of their own.
                if simple[Int(text[index])] != 0 {
                    if !inWord || lastUnspaced {
                        starts[count] = Int32(length)
                        count += 1
                    }
                    inWord = true
                    lastUnspaced = false
                    repeat {
                        run[length] = simple[Int(text[index])]
                        length += 1
                        index += 1
                    } while index < text.count && text[index] < 0x80 && simple[Int(text[index])] != 0
                    continue
                }
                entry = folding.ascii(text[index])
                index += 1
            } else {
                let (value, next) = Self.decode(text, index)
                entry = folding.entry(value)
                index = next
            }
            if entry.kind == .separator {
                if inWord {
                    Self.terms(of: run.span.extracting(..<length), starts.span.extracting(..<count), position: &position, term)
                    count = 0
                    length = 0
                }
                inWord = false
                continue
            }
            let unspaced = entry.kind == .unspaced
            if !inWord || unspaced || lastUnspaced {
                starts[count] = Int32(length)
                count += 1
            }
            inWord = true
            lastUnspaced = unspaced
            for offset in 0..<Int(entry.length) { run[length + offset] = folds[Int(entry.start) + offset] }
            length += Int(entry.length)
        }
    }

    /// The terms of one word folded into `run`, starting at `starts`.
    private static func terms(of run: Span<UInt8>, _ starts: Span<Int32>, position: inout Int, _ term: (Span<UInt8>, Bool, Int) -> Void) {
        var last = -1
        for i in starts.indices {
            let start = Int(starts[i])
            guard start != last, start < run.count else { continue }
            last = start
            // Through `maxTermScalars` characters, or to the word's end.
            var end = start, characters = 0
            while end < run.count, characters < maxTermScalars {
                end += 1
                while end < run.count, run[end] & 0xC0 == 0x80 { end += 1 }
                characters += 1
            }
            term(run.extracting(start..<end), end == run.count, position)
            position += 1
        }
    }

    /// The scalar starting at `index` of valid UTF-8, and the index after it.
    @inline(__always)
    static func decode(_ bytes: Span<UInt8>, _ index: Int) -> (UInt32, Int) {
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
