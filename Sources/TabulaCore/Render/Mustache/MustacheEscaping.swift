/// HTML escaping for `{{name}}` interpolation: `&` `<` `>` `"` and `'` (as `&#39;`).
enum MustacheEscaping {
    /// Whether a byte needs escaping. `&` 38, `'` 39, `"` 34, `<` 60 and `>` 62 are all at most 62,
    /// so most bytes are cleared by the first comparison.
    @inline(__always)
    static func isSpecial(_ byte: UInt8) -> Bool {
        byte <= 62 && (byte == 38 || byte == 60 || byte == 62 || byte == 34 || byte == 39)
    }

    /// Whether any of the eight bytes of `word` is special (`isSpecial`): text is scanned a
    /// word at a time, and a byte at a time only in a word that has one.
    @inline(__always)
    static func anySpecial(_ word: UInt64) -> Bool {
        ByteWord.has(38, in: word) | ByteWord.has(60, in: word) | ByteWord.has(62, in: word)
            | ByteWord.has(34, in: word) | ByteWord.has(39, in: word) != 0
    }

    /// The index of the first special byte of `bytes[from...]`, or `bytes.count`.
    @inline(__always)
    static func firstSpecial(in bytes: UnsafePointer<UInt8>, count: Int, from start: Int) -> Int {
        var index = start
        while index &+ 8 <= count, !anySpecial(UnsafeRawPointer(bytes + index).loadUnaligned(as: UInt64.self)) { index &+= 8 }
        while index < count, !isSpecial(bytes[index]) { index &+= 1 }
        return index
    }

    @inline(__always)
    static func replacement(_ byte: UInt8) -> StaticString {
        switch byte {
        case 38: return "&amp;"
        case 60: return "&lt;"
        case 62: return "&gt;"
        case 34: return "&quot;"
        default: return "&#39;"
        }
    }

    /// Appends UTF-8 `bytes` escaped: runs without special characters are copied in one piece.
    /// Special characters are ASCII, so every cut falls on a scalar boundary.
    @inline(__always)
    static func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout MustacheOutputBuffer) {
        guard let start = bytes.baseAddress else { return }
        let count = bytes.count
        var runStart = 0
        while true {
            let index = firstSpecial(in: start, count: count, from: runStart)
            if runStart < index { output.append(start + runStart, count: index &- runStart) }
            guard index < count else { return }
            output.append(replacement(start[index]))
            runStart = index &+ 1
        }
    }

    /// `text`, HTML-escaped.
    static func escape(_ text: String) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 1024) { storage in
            var output = MustacheOutputBuffer(storage: storage)
            defer { output.deallocate() }
            output.appendEscaped(text)
            return output.makeString()
        }
    }
}
