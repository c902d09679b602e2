/// A small HTML5 tokenizer over UTF-8 bytes: start and end tags with their attributes,
/// comments, doctypes and text; raw-text elements (`script`, `style`) and escapable raw
/// text (`title`, `textarea`) are skipped to their end tag. It never traps on any input.
enum HTMLTokenizer {
    struct Attribute: Equatable {
        var name: String
        var value: String?
        var quoted: Bool
    }

    struct Tag: Equatable {
        var name: String
        var attributes: [Attribute]
        var selfClosing: Bool
        var line: Int

        func attribute(_ name: String) -> String? {
            attributes.first { $0.name == name }?.value
        }
    }

    enum Token: Equatable {
        case start(Tag)
        case end(String, line: Int)
        case text
        case comment
        case doctype
        case error(line: Int, message: String)
    }

    static let rawText: Set<String> = ["script", "style", "title", "textarea"]

    /// Bytes that end a tag or attribute name.
    static let nameStops: Set<UInt8> = Set(">/=<\"'".utf8)

    static func tokens(_ bytes: [UInt8]) -> [Token] {
        var scanner = Scanner(bytes: bytes)
        var tokens: [Token] = []
        while !scanner.atEnd {
            if scanner.peek() != ascii("<") {
                scanner.skip { $0 != ascii("<") }
                tokens.append(.text)
                continue
            }
            let line = scanner.line
            if scanner.hasPrefix("<!--") {
                scanner.advance(4)
                if !scanner.skip(past: "-->") { tokens.append(.error(line: line, message: "comment is never closed")) }
                tokens.append(.comment)
            } else if scanner.hasPrefix("<!") || scanner.hasPrefix("<?") {
                scanner.skip { $0 != ascii(">") }
                scanner.advance(1)
                tokens.append(.doctype)
            } else if scanner.hasPrefix("</") {
                scanner.advance(2)
                let name = scanner.name()
                scanner.skip { $0 != ascii(">") }
                if scanner.atEnd { tokens.append(.error(line: line, message: "end tag </\(name)> is never finished")) }
                scanner.advance(1)
                if name.isEmpty {
                    tokens.append(.error(line: line, message: "end tag without a name"))
                } else {
                    tokens.append(.end(name, line: line))
                }
            } else if let next = scanner.peek(1), isLetter(next) {
                scanner.advance(1)
                let tag = startTag(&scanner, line: line, into: &tokens)
                tokens.append(.start(tag))
                if rawText.contains(tag.name), !tag.selfClosing {
                    let end = "</" + tag.name
                    // Unterminated, it runs to the end and is reported as never closed.
                    _ = scanner.skip(untilCaseInsensitive: end)
                    tokens.append(.text)
                }
            } else {
                tokens.append(.error(line: line, message: "\"<\" not starting a tag; write &lt;"))
                scanner.advance(1)
            }
        }
        return tokens
    }

    /// Reads a start tag after its `<`, up to and including its `>`.
    private static func startTag(_ scanner: inout Scanner, line: Int, into tokens: inout [Token]) -> Tag {
        var tag = Tag(name: scanner.name(), attributes: [], selfClosing: false, line: line)
        while true {
            scanner.skip(while: isSpace)
            guard let byte = scanner.peek() else {
                tokens.append(.error(line: line, message: "start tag <\(tag.name)> is never finished"))
                return tag
            }
            if byte == ascii(">") { scanner.advance(1); return tag }
            if byte == ascii("/") {
                scanner.advance(1)
                if scanner.peek() == ascii(">") { tag.selfClosing = true; scanner.advance(1); return tag }
                continue
            }
            let name = scanner.name()
            if name.isEmpty {
                tokens.append(.error(line: scanner.line, message: "unexpected character in <\(tag.name)>"))
                scanner.advance(1)
                continue
            }
            var attribute = Attribute(name: name, value: nil, quoted: false)
            scanner.skip(while: isSpace)
            if scanner.peek() == ascii("=") {
                scanner.advance(1)
                scanner.skip(while: isSpace)
                if let quote = scanner.peek(), quote == ascii("\"") || quote == ascii("'") {
                    scanner.advance(1)
                    let start = scanner.index
                    scanner.skip { $0 != quote }
                    attribute.value = scanner.string(from: start)
                    attribute.quoted = true
                    if scanner.atEnd {
                        tokens.append(.error(line: line, message: "attribute \(name) of <\(tag.name)> is never closed"))
                        tag.attributes.append(attribute)
                        return tag
                    }
                    scanner.advance(1)
                } else {
                    let start = scanner.index
                    scanner.skip { !isSpace($0) && $0 != ascii(">") }
                    attribute.value = scanner.string(from: start)
                }
            }
            if tag.attributes.contains(where: { $0.name == name }) {
                tokens.append(.error(line: line, message: "attribute \(name) repeated on <\(tag.name)>"))
            }
            tag.attributes.append(attribute)
        }
    }

    static func ascii(_ character: Unicode.Scalar) -> UInt8 { UInt8(ascii: character) }
    static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= ascii("a") && (byte | 0x20) <= ascii("z") }
    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D || byte == 0x0C }

    struct Scanner {
        let bytes: [UInt8]
        var index = 0
        var line = 1

        var atEnd: Bool { index >= bytes.count }

        func peek(_ offset: Int = 0) -> UInt8? {
            index + offset < bytes.count ? bytes[index + offset] : nil
        }

        mutating func advance(_ count: Int) {
            for _ in 0..<count where index < bytes.count {
                if bytes[index] == 0x0A { line += 1 }
                index += 1
            }
        }

        mutating func skip(while condition: (UInt8) -> Bool) {
            while let byte = peek(), condition(byte) { advance(1) }
        }

        func hasPrefix(_ prefix: String) -> Bool {
            let utf8 = Array(prefix.utf8)
            guard index + utf8.count <= bytes.count else { return false }
            return bytes[index..<(index + utf8.count)].elementsEqual(utf8)
        }

        /// Moves past the next `terminator`; false (at the end) when there is none.
        mutating func skip(past terminator: String) -> Bool {
            while !atEnd {
                if hasPrefix(terminator) { advance(terminator.utf8.count); return true }
                advance(1)
            }
            return false
        }

        /// Moves to the next `prefix` (ASCII, any case) without consuming it.
        mutating func skip(untilCaseInsensitive prefix: String) -> Bool {
            let lower = Array(prefix.lowercased().utf8)
            while !atEnd {
                if index + lower.count <= bytes.count,
                   zip(bytes[index..<(index + lower.count)], lower).allSatisfy({ ($0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0) == $1 }) {
                    return true
                }
                advance(1)
            }
            return false
        }

        /// A tag or attribute name, lower-cased.
        mutating func name() -> String {
            let start = index
            skip { !HTMLTokenizer.isSpace($0) && !HTMLTokenizer.nameStops.contains($0) }
            return string(from: start).lowercased()
        }

        func string(from start: Int) -> String {
            String(decoding: bytes[start..<min(index, bytes.count)], as: UTF8.self)
        }
    }
}
