import Foundation

extension JSONParser {
    /// Reads a JSON table as `parse(_:rows:)` does, but skips over its rows instead of
    /// building them: `rowLink` gets, for each row in order, the string of its first `link`
    /// member (nil when it has none, or is not an object). The tree is the same as
    /// `parse(_:rows:)` makes, row lists empty.
    ///
    /// For what the site needs of a table before it is collated (`JSONTableLoader.skim`):
    /// building every row only to drop it took as long as reading the table. Rows are
    /// checked only as far as skipping them needs (strings, brackets, tokens); the full read
    /// of the table, when it is collated, reports what is wrong in them.
    static func skim(_ data: Data, rowLink: (String?) -> Void) throws(JSONSyntaxError) -> JSONNode {
        try withoutActuallyEscaping(rowLink) { rowLink throws(JSONSyntaxError) in
            let result = data.withUnsafeBytes { raw in
                raw.withMemoryRebound(to: UInt8.self) { bytes in
                    Result { () throws(JSONSyntaxError) -> JSONNode in
                        guard let base = bytes.baseAddress, bytes.count > 0 else {
                            throw JSONSyntaxError(position: SourcePosition(line: 1, column: 1),
                                                  message: "the document is empty: expected a JSON value")
                        }
                        var scanner = Scanner(base: base, count: bytes.count)
                        scanner.rowSink = { _, _ in }  // rows are never built: `rowLink` hears of them
                        scanner.rowLinkSink = rowLink
                        defer { scanner.destroy() }
                        return try scanner.parseDocument()
                    }
                }
            }
            return try result.get()
        }
    }
}

extension JSONParser.Scanner {
    /// Skips the row starting at `index` (see `JSONParser.skim`); the string of its first
    /// `link` member, if it is an object that has one.
    mutating func skimRow() throws(JSONSyntaxError) -> String? {
        guard byte(index) == UInt8(ascii: "{") else {
            try skipValue()
            return nil
        }
        index += 1
        skipWhitespace()
        if byte(index) == UInt8(ascii: "}") {
            index += 1
            return nil
        }
        var link: String?, sawLink = false
        while true {
            guard byte(index) == UInt8(ascii: "\"") else { throw invalidKeyStart(at: index, after: "'{' or ','") }
            let key = try parseStringBody(openingQuote: index, cached: true)
            skipWhitespace()
            guard byte(index) == UInt8(ascii: ":") else { throw missingColon(at: index, key: key) }
            index += 1
            skipWhitespace()
            if key == "link", !sawLink {
                sawLink = true
                if byte(index) == UInt8(ascii: "\"") {
                    link = try parseStringBody(openingQuote: index, cached: false)
                } else {
                    try skipValue()
                }
            } else {
                try skipValue()
            }
            skipWhitespace()
            switch byte(index) {
            case UInt8(ascii: ","):
                index += 1
                skipWhitespace()
            case UInt8(ascii: "}"):
                index += 1
                return link
            default:
                throw unexpected(at: index, expected: "',' or '}' after an object member")
            }
        }
    }

    /// Skips one value starting at `index`: a string, a token (number, `true`, …), or an
    /// array or object up to its closing bracket (brackets are counted, not matched).
    mutating func skipValue() throws(JSONSyntaxError) {
        var depth = 0
        repeat {
            skipWhitespace()
            let c = byte(index)
            switch c {
            case UInt8(ascii: "\""):
                try skipString()
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                index += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                guard depth > 0 else { throw unexpected(at: index, expected: "a value") }
                depth -= 1
                index += 1
            case UInt8(ascii: ","), UInt8(ascii: ":"):
                guard depth > 0 else { throw unexpected(at: index, expected: "a value") }
                index += 1
            default:
                let start = index
                while isTokenByte(byte(index)) { index += 1 }
                if index == start { throw unexpected(at: index, expected: "a value") }
            }
        } while depth > 0
    }

    /// A byte of a number or of `true`, `false`, `null` (or of a malformed token).
    @inline(__always)
    private func isTokenByte(_ c: UInt8) -> Bool {
        c > 0x20 && c != UInt8(ascii: "\"") && c != UInt8(ascii: ",") && c != UInt8(ascii: ":")
            && c != UInt8(ascii: "{") && c != UInt8(ascii: "}") && c != UInt8(ascii: "[") && c != UInt8(ascii: "]")
    }

    /// Skips the string whose opening quote is at `index`, counting its UTF-8 continuation
    /// bytes for columns as `parseStringBody` does.
    private mutating func skipString() throws(JSONSyntaxError) {
        var i = index + 1
        var continuations = 0
        while true {
            i = plainRunEnd(from: i)
            guard i < end else { throw error("unterminated string: add the closing '\"'", at: index) }
            let c = p[i]
            if c == UInt8(ascii: "\"") {
                index = i + 1
                lineContinuations &+= continuations
                return
            }
            if c == UInt8(ascii: "\\") {
                i += 2
            } else {
                if c & 0xC0 == 0x80 { continuations += 1 }
                i += 1
            }
        }
    }
}
