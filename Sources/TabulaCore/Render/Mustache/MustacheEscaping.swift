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
        append(text) { bytes, index in MustacheEscaping.replacement(bytes[index]).map { ($0, index + 1) } }
    }

    /// Appends `text`'s UTF-8 with the bytes `escape` picks replaced: given the bytes and an
    /// index, it returns what to write instead and the index after the bytes it replaces, or
    /// nil to keep the byte. Runs kept are copied in one piece; a native string's bytes are
    /// read where they are.
    @inline(__always)
    mutating func append(_ text: String, escaping escape: (Bytes, Int) -> (String, Int)?) {
        if text.utf8.withContiguousStorageIfAvailable({ append($0[...], escaping: escape) }) == nil {
            let copy = Array(text.utf8)
            copy.withContiguousStorageIfAvailable { append($0[...], escaping: escape) }
        }
    }

    /// A string's UTF-8, read in place. Safe because the buffer lives only for the call of
    /// `withContiguousStorageIfAvailable` above, and every read is below `endIndex`.
    typealias Bytes = Slice<UnsafeBufferPointer<UInt8>>

    @inline(__always)
    mutating func append(_ bytes: Bytes, escaping escape: (Bytes, Int) -> (String, Int)?) {
        var runStart = bytes.startIndex
        var index = runStart
        while index < bytes.endIndex {
            guard let (replacement, next) = escape(bytes, index) else {
                index += 1
                continue
            }
            append(bytes: bytes[runStart..<index])
            append(contentsOf: replacement.utf8)
            index = next
            runStart = next
        }
        append(bytes: bytes[runStart...])
    }

    /// Appends the bytes of `span` in one copy.
    @inline(__always)
    mutating func append(span: Span<UInt8>) {
        // The span's own memory, read only for this call (`Array` has no append taking a span).
        span.withUnsafeBufferPointer { append(contentsOf: $0) }
    }

    /// Appends `bytes` in one copy when they are contiguous (a slice is otherwise copied a
    /// byte at a time).
    @inline(__always)
    mutating func append(bytes: some Collection<UInt8>) {
        if bytes.withContiguousStorageIfAvailable({ append(contentsOf: $0) }) == nil { append(contentsOf: bytes) }
    }
}
