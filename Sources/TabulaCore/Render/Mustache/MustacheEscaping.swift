/// HTML escaping for `{{name}}` interpolation: `&` `<` `>` `"` and `'` (as `&#39;`).
enum MustacheEscaping {
    /// The entity a byte is replaced with, nil when it needs none. `&` 38, `'` 39, `"` 34,
    /// `<` 60 and `>` 62 are all at most 62, so most bytes are cleared by the first comparison.
    @inline(__always)
    static func replacement(_ byte: UInt8) -> String? {
        guard byte <= 62 else { return nil }
        switch byte {
        case 38: return "&amp;"
        case 60: return "&lt;"
        case 62: return "&gt;"
        case 34: return "&quot;"
        case 39: return "&#39;"
        default: return nil
        }
    }

    /// `text`, HTML-escaped.
    static func escape(_ text: String) -> String {
        var output: [UInt8] = []
        output.appendEscaped(text)
        return String(decoding: output, as: UTF8.self)
    }
}

extension Array where Element == UInt8 {
    /// Appends a literal's UTF-8 bytes as they are in the binary (no `String` is made).
    @inline(__always)
    mutating func append(literal: StaticString) {
        literal.withUTF8Buffer { append(contentsOf: $0) }
    }

    /// Appends a string's UTF-8 bytes, HTML-escaped.
    mutating func appendEscaped(_ text: String) {
        append(text) { utf8, index in MustacheEscaping.replacement(utf8[index]).map { ($0, utf8.index(after: index)) } }
    }

    /// Appends `text`'s UTF-8 with the bytes `escape` picks replaced: given an index, it returns
    /// what to write instead and the index after the bytes it replaces, or nil to keep the
    /// byte. Runs kept are copied in one piece.
    @inline(__always)
    mutating func append(_ text: String, escaping escape: (String.UTF8View, String.Index) -> (String, String.Index)?) {
        let utf8 = text.utf8
        var runStart = utf8.startIndex
        var index = runStart
        while index < utf8.endIndex {
            guard let (replacement, next) = escape(utf8, index) else {
                utf8.formIndex(after: &index)
                continue
            }
            append(contentsOf: utf8[runStart..<index])
            append(contentsOf: replacement.utf8)
            index = next
            runStart = next
        }
        if runStart == utf8.startIndex { append(contentsOf: utf8) } else { append(contentsOf: utf8[runStart...]) }
    }
}
