/// HTML escaping for `{{name}}` interpolation: `&` `<` `>` `"` and `'` (as `&#39;`).
enum MustacheEscaping {
    /// Whether a byte needs escaping. `&` 38, `'` 39, `"` 34, `<` 60 and `>` 62 are all at most 62,
    /// so most bytes are cleared by the first comparison.
    @inline(__always)
    static func isSpecial(_ byte: UInt8) -> Bool {
        byte <= 62 && (byte == 38 || byte == 60 || byte == 62 || byte == 34 || byte == 39)
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
        var index = 0
        while index < count {
            let byte = start[index]
            if isSpecial(byte) {
                if runStart < index { output.append(start + runStart, count: index &- runStart) }
                output.append(replacement(byte))
                runStart = index &+ 1
            }
            index &+= 1
        }
        if runStart < count { output.append(start + runStart, count: count &- runStart) }
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
