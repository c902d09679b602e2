/// Writes JSON text for the manifest and indexes.
enum JSONText {
    /// A JSON string literal: quotes, backslashes and control characters escaped, plus `<`
    /// (so HTML inside never reads as a tag), and U+2028/U+2029 (line ends to JavaScript).
    static func quote(_ text: String) -> String {
        var out: [UInt8] = []
        appendQuoted(text.utf8.span, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends UTF-8 `bytes` as a JSON string literal (see `quote`).
    static func appendQuoted(_ bytes: Span<UInt8>, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        appendEscaped(bytes, to: &out)
        out.append(UInt8(ascii: "\""))
    }

    /// Appends UTF-8 `bytes` escaped as the inside of a JSON string literal (see `quote`).
    /// Runs of bytes kept are copied in one piece.
    static func appendEscaped(_ bytes: Span<UInt8>, to out: inout [UInt8]) {
        var runStart = 0, index = 0
        while index < bytes.count {
            guard let (replacement, next) = escape(bytes, index) else {
                index += 1
                continue
            }
            out.append(span: bytes.extracting(runStart..<index))
            out.append(contentsOf: replacement.utf8)
            (index, runStart) = (next, next)
        }
        out.append(span: bytes.extracting(runStart...))
    }

    /// What replaces the byte at `index` of UTF-8 in a JSON string literal, and the index after
    /// what it replaces; nil to keep the byte.
    @inline(__always)
    private static func escape(_ bytes: Span<UInt8>, _ index: Int) -> (String, Int)? {
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "\""): return ("\\\"", index + 1)
        case UInt8(ascii: "\\"): return ("\\\\", index + 1)
        case UInt8(ascii: "\n"): return ("\\n", index + 1)
        case UInt8(ascii: "\r"): return ("\\r", index + 1)
        case UInt8(ascii: "\t"): return ("\\t", index + 1)
        case UInt8(ascii: "<"): return ("\\u003c", index + 1)
        case 0..<0x20: return ("\\u00" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16), index + 1)
        case 0xE2:  // U+2028 and U+2029 are E2 80 A8 and E2 80 A9
            guard index + 2 < bytes.count, bytes[index + 1] == 0x80, bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 else { return nil }
            return (bytes[index + 2] == 0xA8 ? "\\u2028" : "\\u2029", index + 3)
        default:
            return nil
        }
    }

    /// Appends a whole number's decimal digits, as `String(value)` writes them (no `String` is made).
    static func appendNumber(_ value: Int, to out: inout [UInt8]) {
        if value < 0 { out.append(UInt8(ascii: "-")) }
        var rest = value.magnitude
        if rest < 10 {
            out.append(UInt8(ascii: "0") + UInt8(rest))
            return
        }
        var digits = InlineArray<20, UInt8>(repeating: 0)  // UInt64.max has 20
        var start = digits.count
        repeat {
            start -= 1
            digits[start] = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
        } while rest > 0
        out.append(span: digits.span.extracting(start...))
    }
}
