/// Writes JSON text for the manifest and indexes.
enum JSONText {
    /// A JSON string literal: quotes, backslashes and control characters escaped, plus `<`
    /// (so HTML inside never reads as a tag).
    static func quote(_ text: String) -> String {
        var out = "\""
        out.reserveCapacity(text.utf8.count + 2)
        var copied = text.utf8.startIndex  // bytes before this are in `out`
        let utf8 = text.utf8
        var i = utf8.startIndex
        while i != utf8.endIndex {
            let byte = utf8[i]
            let next = utf8.index(after: i)
            var escape: String?
            var end = next
            switch byte {
            case UInt8(ascii: "\""): escape = "\\\""
            case UInt8(ascii: "\\"): escape = "\\\\"
            case UInt8(ascii: "\n"): escape = "\\n"
            case UInt8(ascii: "\r"): escape = "\\r"
            case UInt8(ascii: "\t"): escape = "\\t"
            case UInt8(ascii: "<"): escape = "\\u003c"
            case 0..<0x20:
                let hex = String(byte, radix: 16)
                escape = "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            case 0xE2:  // U+2028 and U+2029 are E2 80 A8 and E2 80 A9
                var rest = utf8[next...].makeIterator()
                if rest.next() == 0x80, let last = rest.next(), last == 0xA8 || last == 0xA9 {
                    escape = last == 0xA8 ? "\\u2028" : "\\u2029"
                    end = utf8.index(next, offsetBy: 2)
                }
            default: break
            }
            if let escape {
                out += Substring(text.unicodeScalars[copied..<i])  // scalar-exact: a String slice would round to characters
                out += escape
                copied = end
            }
            i = end
        }
        out += Substring(text.unicodeScalars[copied...])
        return out + "\""
    }

    /// A number as JSON writes it: whole numbers without a fraction.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
