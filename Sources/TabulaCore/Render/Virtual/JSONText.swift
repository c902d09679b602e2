/// Writes JSON text for the manifest and indexes.
enum JSONText {
    /// A JSON string literal: quotes, backslashes and control characters escaped, plus `<`
    /// (so HTML inside never reads as a tag), and U+2028/U+2029 (line ends to JavaScript).
    static func quote(_ text: String) -> String {
        var out: [UInt8] = [UInt8(ascii: "\"")]
        appendEscaped(text, to: &out)
        out.append(UInt8(ascii: "\""))
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends `text` escaped as the inside of a JSON string literal (see `quote`).
    static func appendEscaped(_ text: String, to out: inout [UInt8]) {
        out.append(text) { utf8, index in
            let byte = utf8[index]
            let next = utf8.index(after: index)
            switch byte {
            case UInt8(ascii: "\""): return ("\\\"", next)
            case UInt8(ascii: "\\"): return ("\\\\", next)
            case UInt8(ascii: "\n"): return ("\\n", next)
            case UInt8(ascii: "\r"): return ("\\r", next)
            case UInt8(ascii: "\t"): return ("\\t", next)
            case UInt8(ascii: "<"): return ("\\u003c", next)
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                return ("\\u00" + String(decoding: [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]], as: UTF8.self), next)
            case 0xE2:  // U+2028 and U+2029 are E2 80 A8 and E2 80 A9
                guard next < utf8.endIndex, utf8[next] == 0x80 else { return nil }
                let last = utf8.index(after: next)
                guard last < utf8.endIndex, utf8[last] == 0xA8 || utf8[last] == 0xA9 else { return nil }
                return (utf8[last] == 0xA8 ? "\\u2028" : "\\u2029", utf8.index(after: last))
            default:
                return nil
            }
        }
    }

    /// A number as JSON writes it: whole numbers without a fraction.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
