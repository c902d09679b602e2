import Foundation

// Error construction. Everything here runs at most once per parse, so it favours
// clear messages over speed and is kept out of line from the hot paths.
extension JSONParser.Scanner {
    @inline(never)
    func error(_ message: String, at offset: Int) -> JSONSyntaxError {
        JSONSyntaxError(position: exactPosition(of: offset), message: message)
    }

    /// Computes line and column of any offset by scanning (from the current line start if
    /// possible, otherwise from the beginning of the document).
    func exactPosition(of offset: Int) -> SourcePosition {
        let target = min(max(offset, bomLength), end)
        var line = 1
        var i = bomLength
        if target >= lineStart {
            line = self.line
            i = lineStart
        }
        var column = 1
        while i < target {
            let c = bytes[i]
            if c == 0x0A || (c == 0x0D && byte(i + 1) != 0x0A) {
                line += 1
                column = 1
            } else if c & 0xC0 != 0x80 {
                column += 1
            }
            i += 1
        }
        return SourcePosition(line: line, column: column)
    }

    // MARK: Describing what was found

    /// A short description of the character at `offset`, e.g. `']'`, `end of input`,
    /// `'é' (U+00E9)`, `control character U+0007`, `invalid UTF-8 byte 0xFF`.
    func describe(at offset: Int) -> String {
        guard offset < end else { return "end of input" }
        let c = bytes[offset]
        switch c {
        case 0x21..<0x7F:
            return "'\(Character(Unicode.Scalar(c)))'"
        case 0x20:
            return "a space"
        case 0x00..<0x20, 0x7F:
            return "control character \(codePoint(UInt32(c)))"
        default:
            guard let scalar = scalar(at: offset) else {
                return "invalid UTF-8 byte \(hexByte(c))"
            }
            return "'\(Character(scalar))' (\(codePoint(scalar.value)))"
        }
    }

    func scalar(at offset: Int) -> Unicode.Scalar? {
        guard let length = validUTF8SequenceLength(at: offset) else { return nil }
        var decoder = UTF8()
        var iterator = bytes[offset..<(offset + length)].makeIterator()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) { return scalar }
        return nil
    }

    /// `U+00E9`, `U+1F600`.
    func codePoint(_ value: UInt32) -> String { String(format: "U+%04X", value) }

    /// `0xFF`, `0x0A`.
    func hexByte(_ byte: UInt8) -> String { String(format: "0x%02X", byte) }

    /// The run of identifier-like ASCII characters starting at `offset` (at most 40).
    func word(at offset: Int) -> String {
        var i = offset
        while i < end, i - offset < 40, isWordByte(bytes[i]) { i += 1 }
        return String(decoding: bytes[offset..<i], as: UTF8.self)
    }

    func isCommentStart(at offset: Int) -> Bool {
        byte(offset) == UInt8(ascii: "/") && (byte(offset + 1) == UInt8(ascii: "/") || byte(offset + 1) == UInt8(ascii: "*"))
    }

    // MARK: Structure

    @inline(never)
    func unexpected(at offset: Int, expected: String) -> JSONSyntaxError {
        if isCommentStart(at: offset) {
            return error("comments are not allowed in JSON: remove the comment", at: offset)
        }
        return error("expected \(expected), found \(describe(at: offset))", at: offset)
    }

    @inline(never)
    func trailingComma(at comma: Int, before closer: String) -> JSONSyntaxError {
        error("trailing comma before '\(closer)': remove it", at: comma)
    }

    @inline(never)
    func missingColon(at offset: Int, key: String) -> JSONSyntaxError {
        let shown = key.unicodeScalars.count > 40 ? String(key.unicodeScalars.prefix(40)) + "…" : key
        return unexpected(at: offset, expected: "':' after the object key \"\(shown)\"")
    }

    @inline(never)
    func invalidKeyStart(at offset: Int, after previous: String) -> JSONSyntaxError {
        let c = byte(offset)
        if offset < end, isWordByte(c), !isDigit(c) {
            let name = word(at: offset)
            return error(
                "object keys must be strings in double quotes: write '\"\(name)\"' instead of '\(name)'",
                at: offset)
        }
        if c == UInt8(ascii: "'") {
            return error("strings must be enclosed in double quotes ('\"'), not single quotes", at: offset)
        }
        let expected = previous == "'{'" ? "a string key or '}' after '{'" : "a string key after ','"
        return unexpected(at: offset, expected: expected)
    }

    /// The character at `offset` cannot start a value.
    @inline(never)
    func invalidValueStart(at offset: Int) -> JSONSyntaxError {
        guard offset < end else {
            return error("unexpected end of input: expected a value", at: offset)
        }
        let c = bytes[offset]
        switch c {
        case UInt8(ascii: "'"):
            return error("strings must be enclosed in double quotes ('\"'), not single quotes", at: offset)
        case UInt8(ascii: "+"):
            return error("numbers must not start with '+': remove it", at: offset)
        case UInt8(ascii: "."):
            return error("numbers must start with a digit: write '0.' instead of '.'", at: offset)
        case _ where isWordByte(c):
            return invalidWord(word(at: offset), at: offset)
        default:
            return unexpected(at: offset, expected: "a value")
        }
    }

    func invalidWord(_ word: String, at offset: Int) -> JSONSyntaxError {
        let lower = word.lowercased()
        switch lower {
        case "nan", "infinity", "inf":
            return error(
                "'\(word)' is not allowed in JSON: numbers must be finite; use null or a string instead",
                at: offset)
        case "true", "false", "null":
            return error("invalid literal '\(word)': JSON literals are lowercase, write '\(lower)'", at: offset)
        default:
            break
        }
        for literal in ["true", "false", "null"] where literal.hasPrefix(lower) || lower.hasPrefix(literal) {
            return error("invalid literal '\(word)': did you mean '\(literal)'?", at: offset)
        }
        if let first = word.first, first.isNumber {
            return unexpected(at: offset, expected: "a value")
        }
        return error(
            "unexpected word '\(word)': expected a value (strings must be enclosed in double quotes, literals are true, false and null)",
            at: offset)
    }

    // MARK: Numbers

    @inline(never)
    func leadingZero(numberStart: Int) -> JSONSyntaxError {
        var i = numberStart
        while i < end, i - numberStart < 40, isNumberByte(bytes[i]) { i += 1 }
        let text = String(decoding: bytes[numberStart..<i], as: UTF8.self)
        let negative = text.hasPrefix("-")
        var digits = Substring(negative ? text.dropFirst() : Substring(text))
        while digits.count > 1, digits.first == "0", let next = digits.dropFirst().first, next.isNumber {
            digits = digits.dropFirst()
        }
        return error(
            "invalid number '\(text)': leading zeros are not allowed, write '\(negative ? "-" : "")\(digits)'",
            at: numberStart)
    }

    private func isNumberByte(_ c: UInt8) -> Bool {
        isDigit(c) || c == UInt8(ascii: ".") || c | 0x20 == UInt8(ascii: "e") || c == UInt8(ascii: "+")
            || c == UInt8(ascii: "-")
    }

    @inline(never)
    func missingDigitAfterMinus(at offset: Int) -> JSONSyntaxError {
        if offset < end, isWordByte(byte(offset)) {
            let name = word(at: offset)
            switch name.lowercased() {
            case "nan", "infinity", "inf":
                return error(
                    "'-\(name)' is not allowed in JSON: numbers must be finite; use null or a string instead",
                    at: offset - 1)
            default:
                break
            }
        }
        return unexpected(at: offset, expected: "a digit after '-'")
    }

    // MARK: Strings

    @inline(never)
    func unterminatedString(at quote: Int) -> JSONSyntaxError {
        error("unterminated string: expected a closing '\"'", at: quote)
    }

    @inline(never)
    func controlCharacter(at offset: Int) -> JSONSyntaxError {
        let c = bytes[offset]
        switch c {
        case 0x0A, 0x0D:
            return error(
                "unescaped line break in string: write it as \(c == 0x0A ? "\\n" : "\\r"), or close the string with '\"' before the line ends",
                at: offset)
        case 0x09:
            return error("unescaped tab in string: write it as \\t", at: offset)
        default:
            let escape = String(format: "\\u%04X", c)
            return error("unescaped control character \(codePoint(UInt32(c))) in string: write it as \(escape)", at: offset)
        }
    }

    @inline(never)
    func invalidEscape(at backslash: Int) -> JSONSyntaxError {
        let c = byte(backslash + 1)
        let shown: String
        switch c {
        case 0x21..<0x7F:
            shown = "'\\\(Character(Unicode.Scalar(c)))'"
        default:
            if c >= 0x80, validUTF8SequenceLength(at: backslash + 1) == nil {
                return invalidUTF8(at: backslash + 1)
            }
            shown = "'\\' followed by \(describe(at: backslash + 1))"
        }
        return error(
            "invalid escape \(shown) in string: valid escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX",
            at: backslash)
    }

    @inline(never)
    func invalidUnicodeEscape(at backslash: Int) -> JSONSyntaxError {
        var i = backslash + 2
        while i < end, i < backslash + 6, bytes[i] > 0x20, bytes[i] < 0x7F, bytes[i] != UInt8(ascii: "\"") { i += 1 }
        let written = String(decoding: bytes[backslash..<i], as: UTF8.self)
        return error(
            "invalid escape '\(written)' in string: \\u must be followed by four hexadecimal digits, e.g. \\u00E9",
            at: backslash)
    }

    @inline(never)
    func unpairedSurrogate(at backslash: Int, high: Bool) -> JSONSyntaxError {
        let written = String(decoding: bytes[backslash..<(backslash + 6)], as: UTF8.self)
        if high {
            return error(
                "unpaired surrogate '\(written)' in string: a high surrogate must be followed by a low surrogate escape \\uDC00-\\uDFFF",
                at: backslash)
        }
        return error(
            "unpaired surrogate '\(written)' in string: a low surrogate must follow a high surrogate escape \\uD800-\\uDBFF",
            at: backslash)
    }

    @inline(never)
    func invalidUTF8(at offset: Int) -> JSONSyntaxError {
        error("invalid UTF-8 byte \(hexByte(byte(offset))) in string: the file must be encoded as UTF-8", at: offset)
    }
}
