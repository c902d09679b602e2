/// Writes JSON text for the manifest and indexes.
enum JSONText {
    /// A JSON string literal: quotes, backslashes and control characters escaped, plus `<`
    /// (so HTML inside never reads as a tag), and U+2028/U+2029 (line ends to JavaScript).
    static func quote(_ text: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 2)
        out.append(UInt8(ascii: "\""))
        appendEscaped(text, to: &out)
        out.append(UInt8(ascii: "\""))
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends `text` escaped as the inside of a JSON string literal (see `quote`).
    static func appendEscaped(_ text: String, to out: inout [UInt8]) {
        // Escaped on the stack, then appended at once (a string with escapes took several appends).
        out.appendWritten(stackCapacity: 256) { appendEscaped(text, to: &$0) }
    }

    /// The same, into a render buffer (the lookups write many strings into one).
    static func appendEscaped(_ text: String, to out: inout MustacheOutputBuffer) {
        // Native strings are read in place; only others are copied (`withUTF8` copies first).
        if text.utf8.withContiguousStorageIfAvailable({ appendEscaped(utf8: $0, to: &out) }) == nil {
            var text = text
            text.withUTF8 { appendEscaped(utf8: $0, to: &out) }
        }
    }

    private static func appendEscaped(utf8 bytes: UnsafeBufferPointer<UInt8>, to out: inout MustacheOutputBuffer) {
        var copied = 0  // bytes before this are in `out`
        var i = 0
        while i < bytes.count {
            // Eight bytes at a time while none needs escaping: a byte at a time, a search
            // index's text and details took a tenth of rendering their rows.
            if i + 8 <= bytes.count, !needsEscape(UnsafeRawPointer(bytes.baseAddress! + i).loadUnaligned(as: UInt64.self)) {
                i += 8
                continue
            }
            let byte = bytes[i]
            // Most bytes need nothing: five comparisons, not the switch below.
            if byte >= 0x20, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\"), byte != UInt8(ascii: "<"), byte != 0xE2 {
                i += 1
                continue
            }
            var escape: StaticString?
            var end = i + 1
            switch byte {
            case UInt8(ascii: "\""): escape = "\\\""
            case UInt8(ascii: "\\"): escape = "\\\\"
            case UInt8(ascii: "\n"): escape = "\\n"
            case UInt8(ascii: "\r"): escape = "\\r"
            case UInt8(ascii: "\t"): escape = "\\t"
            case UInt8(ascii: "<"): escape = "\\u003c"
            case 0..<0x20: escape = ""
            case 0xE2 where i + 2 < bytes.count && bytes[i + 1] == 0x80 && (bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9):
                escape = bytes[i + 2] == 0xA8 ? "\\u2028" : "\\u2029"
                end = i + 3
            default: break
            }
            if let escape {
                out.append(UnsafeBufferPointer(rebasing: bytes[copied..<i]))
                if escape.utf8CodeUnitCount > 0 {
                    out.append(escape)
                } else {  // another control character: \u00XX
                    let hex: StaticString = "0123456789abcdef"
                    out.append(literal: "\\u00")
                    out.append(hex.utf8Start + Int(byte >> 4), count: 1)
                    out.append(hex.utf8Start + Int(byte & 0xF), count: 1)
                }
                copied = end
            }
            i = end
        }
        out.append(UnsafeBufferPointer(rebasing: bytes[copied...]))
    }

    /// Whether any of the eight bytes of `word` may need escaping (see the loop above): is
    /// below 0x20, or is `"`, `\\`, `<` or 0xE2 (which starts U+2028 and U+2029).
    @inline(__always)
    private static func needsEscape(_ word: UInt64) -> Bool {
        ByteWord.hasByte(below: 0x20, in: word) | ByteWord.has(0x22, in: word) | ByteWord.has(0x5C, in: word)
            | ByteWord.has(0x3C, in: word) | ByteWord.has(0xE2, in: word) != 0
    }

    /// A number as JSON writes it: whole numbers without a fraction.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
