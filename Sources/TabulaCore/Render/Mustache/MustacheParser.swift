/// Compiles Mustache source to a `MustacheProgram`, applying the spec's standalone-line rules.
///
/// Works on the UTF-8 bytes of the source. Delimiters are matched byte-wise, which is exact for
/// UTF-8 (a match always starts on a scalar boundary).
struct MustacheParser {
    /// The deepest nesting of sections a template may have. Rendering goes one call deeper for
    /// each level, so the bound keeps any template far from the end of a thread's stack; a
    /// site also bounds sections and partials together (`TemplateLibrary`).
    static let maximumNesting = 100

    private static let lf: UInt8 = 10
    private static let cr: UInt8 = 13
    private static let space: UInt8 = 32
    private static let tab: UInt8 = 9

    private let source: [UInt8]
    private var openTag: [UInt8] = Array("{{".utf8)
    private var closeTag: [UInt8] = Array("}}".utf8)
    private var program = MustacheProgram()
    private var nameIndexes: [String: Int32] = [:]
    private var openSections: [OpenSection] = []
    private var seenNames: Set<String> = []
    private var valueOps = 0
    /// Text ops before this index must not be extended (a section ends after them).
    private var mergeFloor = 0
    // Lines and columns counted up to `countedOffset`, going on from there for the next tag
    // (a template with many tags on one long line is counted once, not once per tag).
    private var countedOffset = 0
    private var countedLine = 1
    private var countedColumn = 1

    private struct OpenSection {
        var name: String
        var opIndex: Int
        var tagOffset: Int
    }

    private enum TagKind {
        case escaped, unescaped, section, inverted, close, comment, partial, delimiters
    }

    init(_ text: String) {
        source = Array(text.utf8)
    }

    mutating func parse() throws(MustacheSyntaxError) -> MustacheProgram {
        let count = source.count
        var textStart = 0
        var position = 0
        while let tagStart = find(openTag, from: position) {
            let sigilAt = tagStart + openTag.count
            let kind: TagKind
            var needle = closeTag  // what ends the tag
            switch sigilAt < count ? source[sigilAt] : nil {
            case UInt8(ascii: "{"):
                kind = .unescaped
                needle = [UInt8(ascii: "}")] + closeTag
            case UInt8(ascii: "&"): kind = .unescaped
            case UInt8(ascii: "#"): kind = .section
            case UInt8(ascii: "^"): kind = .inverted
            case UInt8(ascii: "/"): kind = .close
            case UInt8(ascii: "!"): kind = .comment
            case UInt8(ascii: ">"): kind = .partial
            case UInt8(ascii: "="): kind = .delimiters
            default: kind = .escaped
            }
            let contentStart = kind == .escaped ? sigilAt : sigilAt + 1
            guard let close = find(needle, from: contentStart) else {
                throw error(at: tagStart, "unclosed tag: expected '\(string(needle))'")
            }
            let tagEnd = close + needle.count

            // Standalone: only spaces/tabs before the tag on its line, and after it up to the line end.
            let standaloneRange = kind == .escaped || kind == .unescaped ? nil : standalone(tagStart: tagStart, tagEnd: tagEnd)

            if let range = standaloneRange {
                emitText(from: textStart, to: range.whitespaceStart)
                position = range.resume
            } else {
                emitText(from: textStart, to: tagStart)
                if needsIndent(at: tagStart) {
                    program.ops.append(.indent)
                }
                position = tagEnd
            }
            textStart = position

            // A set delimiter tag's content ends at its closing '='.
            let content = trimmed(contentStart, kind == .delimiters ? close - 1 : close)
            switch kind {
            case .comment:
                break
            case .delimiters:
                guard close > contentStart, source[close - 1] == UInt8(ascii: "=") else {
                    throw error(at: tagStart, "invalid set delimiter tag: expected '=' before '\(string(closeTag))', e.g. {{=<% %>=}}")
                }
                let parts = content.split(whereSeparator: { Self.isWhitespace($0) })
                guard parts.count == 2 else {
                    throw error(at: tagStart, "invalid set delimiter tag: expected two delimiters separated by whitespace, e.g. {{=<% %>=}}")
                }
                openTag = Array(parts[0])
                closeTag = Array(parts[1])
            case .escaped, .unescaped:
                let name = try nameIndex(content, tagStart: tagStart)
                program.ops.append(.value(name: name, escaped: kind == .escaped))
                valueOps += 1
            case .section, .inverted:
                let name = try nameIndex(content, tagStart: tagStart)
                guard openSections.count < Self.maximumNesting else {
                    throw error(at: tagStart, "section '\(string(content))' is nested \(openSections.count + 1) levels deep: sections nest at most \(Self.maximumNesting) levels; close some before opening more")
                }
                openSections.append(OpenSection(name: string(content), opIndex: program.ops.count, tagOffset: tagStart))
                program.nesting = max(program.nesting, openSections.count)
                program.ops.append(kind == .section ? .section(name: name, end: -1) : .inverted(name: name, end: -1))
            case .close:
                let name = string(content)
                guard let open = openSections.popLast() else {
                    throw error(at: tagStart, "unexpected close tag \(string(openTag))/\(name)\(string(closeTag)): no section is open")
                }
                guard open.name == name else {
                    throw error(at: tagStart, "mismatched close tag: expected \(string(openTag))/\(open.name)\(string(closeTag)), found \(string(openTag))/\(name)\(string(closeTag))")
                }
                let end = Int32(program.ops.count)
                switch program.ops[open.opIndex] {
                case .section(let sectionName, _): program.ops[open.opIndex] = .section(name: sectionName, end: end)
                case .inverted(let sectionName, _): program.ops[open.opIndex] = .inverted(name: sectionName, end: end)
                default: preconditionFailure("open section does not point at a section op")
                }
                mergeFloor = program.ops.count
            case .partial:
                guard !content.isEmpty else { throw error(at: tagStart, "empty partial name") }
                guard !content.contains(where: Self.isWhitespace) else {
                    throw error(at: tagStart, "invalid partial name '\(string(content))': names cannot contain whitespace")
                }
                let indentation = standaloneRange.map { Array(source[$0.whitespaceStart..<tagStart]) }
                program.ops.append(.partial(call: Int32(program.partialCalls.count)))
                let at = place(at: tagStart)
                program.partialCalls.append(MustachePartialCall(name: string(content), indentation: indentation, line: at.line, column: at.column,
                                                                depth: openSections.count))
                valueOps += 1
            }
        }
        emitText(from: textStart, to: count)
        if let open = openSections.last {
            throw error(at: open.tagOffset, "unclosed section '\(open.name)': expected \(string(openTag))/\(open.name)\(string(closeTag))")
        }
        program.capacityHint = program.literals.count + 24 * valueOps + 16
        return program
    }

    // MARK: - Standalone lines and indentation

    private static func isLineWhitespace(_ byte: UInt8) -> Bool { byte == space || byte == tab }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == space || byte == tab || byte == lf || byte == cr
    }

    /// If the tag is alone on its line, the start of its leading whitespace and the offset just
    /// past the line's end (newline included).
    private func standalone(tagStart: Int, tagEnd: Int) -> (whitespaceStart: Int, resume: Int)? {
        var start = tagStart
        while start > 0, Self.isLineWhitespace(source[start - 1]) { start -= 1 }
        guard start == 0 || source[start - 1] == Self.lf else { return nil }
        var end = tagEnd
        while end < source.count, Self.isLineWhitespace(source[end]) { end += 1 }
        if end == source.count { return (start, end) }
        if source[end] == Self.lf { return (start, end + 1) }
        if source[end] == Self.cr, end + 1 < source.count, source[end + 1] == Self.lf { return (start, end + 2) }
        return nil
    }

    /// Whether `offset` starts a source line with content, where partial indentation goes.
    private func needsIndent(at offset: Int) -> Bool {
        guard offset == 0 || source[offset - 1] == Self.lf else { return false }
        guard offset < source.count else { return false }
        let byte = source[offset]
        return byte != Self.lf && byte != Self.cr
    }

    /// Appends literal source bytes, with an `indent` op at each line start with content.
    private mutating func emitText(from start: Int, to end: Int) {
        guard start < end else { return }
        var chunkStart = start
        var lineStart = start
        while true {
            if lineStart < end, needsIndent(at: lineStart) {
                appendText(chunkStart, lineStart)
                program.ops.append(.indent)
                chunkStart = lineStart
            }
            guard let newline = source[lineStart..<end].firstIndex(of: Self.lf) else { break }
            lineStart = newline + 1
        }
        appendText(chunkStart, end)
    }

    private mutating func appendText(_ start: Int, _ end: Int) {
        guard start < end else { return }
        let offset = Int32(program.literals.count)
        program.literals.append(contentsOf: source[start..<end])
        let length = Int32(program.literals.count) - offset
        if program.ops.count > mergeFloor, case .text(let previousStart, let previousCount)? = program.ops.last {
            // The previous text ends where this one starts in `literals`.
            program.ops[program.ops.count - 1] = .text(start: previousStart, count: previousCount + length)
        } else {
            program.ops.append(.text(start: offset, count: length))
        }
    }

    // MARK: - Names

    private func parseName(_ content: ArraySlice<UInt8>, tagStart: Int) throws(MustacheSyntaxError) -> MustacheName {
        guard !content.isEmpty else { throw error(at: tagStart, "empty tag: expected a name") }
        let text = string(content)
        guard !content.contains(where: Self.isWhitespace) else {
            throw error(at: tagStart, "invalid name '\(text)': names cannot contain whitespace")
        }
        if text == "." { return .implicit }
        guard content.contains(UInt8(ascii: ".")) else { return .key(text) }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard !parts.contains(where: \.isEmpty) else {
            throw error(at: tagStart, "invalid name '\(text)': empty segment in dotted name")
        }
        return .path(first: parts[0], rest: Array(parts.dropFirst()))
    }

    /// The index of a tag's name in the program's name table, recording it as referenced.
    private mutating func nameIndex(_ content: ArraySlice<UInt8>, tagStart: Int) throws(MustacheSyntaxError) -> Int32 {
        let name = try parseName(content, tagStart: tagStart)
        switch name {
        case .implicit: break
        case .key(let first), .path(let first, _):
            if seenNames.insert(first).inserted {
                program.referencedNames.append((name: first, line: place(at: tagStart).line))
            }
        }
        let text = string(content)
        if let index = nameIndexes[text] { return index }
        let index = Int32(program.names.count)
        program.names.append(name)
        nameIndexes[text] = index
        return index
    }

    // MARK: - Helpers

    /// Where `needle` first starts at or after `start`.
    private func find(_ needle: [UInt8], from start: Int) -> Int? {
        source[min(start, source.count)...].firstStart(of: needle)
    }

    private func trimmed(_ start: Int, _ end: Int) -> ArraySlice<UInt8> {
        var lower = start
        var upper = max(start, end)
        while lower < upper, Self.isWhitespace(source[lower]) { lower += 1 }
        while upper > lower, Self.isWhitespace(source[upper - 1]) { upper -= 1 }
        return source[lower..<upper]
    }

    private func string<C: Collection>(_ bytes: C) -> String where C.Element == UInt8 {
        String(decoding: bytes, as: UTF8.self)
    }

    /// 1-based line and column of `offset`; the column counts Unicode scalars.
    private mutating func place(at offset: Int) -> (line: Int, column: Int) {
        if offset < countedOffset {
            (countedOffset, countedLine, countedColumn) = (0, 1, 1)
        }
        var index = countedOffset
        while index < offset {
            if source[index] == Self.lf {
                countedLine += 1
                countedColumn = 1
            } else if source[index] & 0xC0 != 0x80 {  // not a UTF-8 continuation byte
                countedColumn += 1
            }
            index += 1
        }
        countedOffset = offset
        return (countedLine, countedColumn)
    }

    private func error(at offset: Int, _ message: String) -> MustacheSyntaxError {
        var lineStart = offset
        while lineStart > 0, source[lineStart - 1] != Self.lf { lineStart -= 1 }
        var line = 1
        for byte in source[..<lineStart] where byte == Self.lf { line += 1 }
        let column = string(source[lineStart..<offset]).count + 1
        return MustacheSyntaxError(line: line, column: column, message: message)
    }

}
