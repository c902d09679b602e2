extension JSONParser {
    /// The parsing state machine. Works on raw bytes; every read goes through
    /// ``byte(_:)``, which yields 0 past the end so loops need no separate bounds checks
    /// (a real 0 byte is never valid where it could be confused with the end).
    struct Scanner<Sink: JSONRowSink> {
        /// The document. Lent by the caller for the parse; read only through `byte(_:)` and
        /// the ranges it checked.
        let bytes: UnsafeBufferPointer<UInt8>
        let end: Int
        /// Length of the UTF-8 byte order mark, if any (0 or 3).
        let bomLength: Int
        /// Offset of the next unread byte.
        var index: Int
        /// Current line (1-based) and the offset where it starts.
        var line = 1
        var lineStart: Int
        /// UTF-8 continuation bytes seen on the current line so far. They only occur
        /// inside strings, and strings never span lines, so for any offset outside a
        /// string on the current line `column = offset - lineStart - lineContinuations + 1`.
        var lineContinuations = 0
        /// Reused buffer for strings that contain escapes.
        var scratch: [UInt8] = []
        /// Stacks shared by all containers of one parse: the elements and members of the
        /// containers being parsed (pushed on top, taken off into an array of their own when
        /// their container closes), and the open containers themselves.
        var elementStack: [JSONNode] = []
        var memberStack: [JSONMember] = []
        var openStack: [OpenContainer] = []
        /// Where a table's rows go as they are read, instead of into the tree (see
        /// ``JSONParser/parseTable(_:into:parts:partBytes:)``); nil keeps every value in the tree.
        var sink: Sink?
        /// How a long list of rows is read in parts (`JSONParser+Parts`); nil reads every list whole.
        var parts: Parts?
        /// A scanner reading one part of a list stops once the list (at `stopDepth` in
        /// `openStack`) closes, or when its next element starts at or after `stopAt`.
        var stopDepth = -1
        var stopAt = Int.max
        /// Direct-mapped cache of recently created long object keys, by their bytes in the input.
        var cacheSpans = [Int](repeating: 0, count: 2 * JSONParser.keyCacheSize)
        var cacheStrings = [String](repeating: "", count: JSONParser.keyCacheSize)

        init(_ bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
            end = bytes.count
            let hasBOM = bytes.starts(with: [0xEF, 0xBB, 0xBF])
            bomLength = hasBOM ? 3 : 0
            index = bomLength
            lineStart = bomLength
            elementStack.reserveCapacity(64)
            memberStack.reserveCapacity(64)
            openStack.reserveCapacity(64)
        }

        @inline(__always)
        func byte(_ offset: Int) -> UInt8 {
            offset < end ? bytes[offset] : 0
        }

        /// The position of `offset`, which must be on the current line and not inside a string.
        @inline(__always)
        func position(_ offset: Int) -> SourcePosition {
            SourcePosition(line: line, column: offset - lineStart - lineContinuations + 1)
        }

        @inline(__always)
        mutating func skipWhitespace() {
            while true {
                let c = byte(index)
                if c > 0x20 { return }
                if c == 0x20 || c == 0x09 {
                    index += 1
                } else if c == 0x0A {
                    index += 1
                    startLine()
                } else if c == 0x0D {
                    index += 1
                    if byte(index) != 0x0A { startLine() }
                } else {
                    return
                }
            }
        }

        @inline(__always)
        mutating func startLine() {
            line += 1
            lineStart = index
            lineContinuations = 0
        }

        // MARK: - Values

        /// An array or object whose elements are being parsed. The parser is iterative:
        /// open containers live in an explicit stack, so nesting depth never grows the call
        /// stack (debug builds and 512 KB threads are safe at the maximum depth).
        struct OpenContainer {
            var isObject: Bool
            var position: SourcePosition
            /// Where this container's elements or members start on `elementStack`/`memberStack`.
            var stackStart: Int
            /// What the container is in a table, when rows are streamed (`sink`).
            var role = Role.plain
        }

        /// The containers of a JSON table whose rows stream to `sink`: the table object,
        /// its first `sections` list and each section in it, and the first `rows` list of the
        /// table or of a section (later duplicates stay in the tree, as any other value).
        enum Role {
            case plain, table, sections, section(Int)
            /// A list of rows: the table's own (section -1) or section `n`'s.
            case rows(section: Int)
        }

        /// The role of a container opening now (`isObject`), from the open container it is in.
        func role(opening isObject: Bool) -> Role {
            guard sink != nil else { return .plain }
            guard openStack.count > 0 else { return isObject ? .table : .plain }
            let parent = openStack.last!
            switch parent.role {
            case .sections:
                return isObject ? .section(elementStack.count - parent.stackStart) : .plain
            case .table, .section:
                guard !isObject else { return .plain }
                let key = memberStack.last!.key
                guard key == "rows" || key == "sections", isFirst(key, in: parent) else { return .plain }
                switch (key, parent.role) {
                case ("rows", .section(let n)): return .rows(section: n)
                case ("rows", _): return .rows(section: -1)
                case (_, .table): return .sections
                default: return .plain
                }
            default:
                return .plain
            }
        }

        /// Whether the member being parsed is the first of `container` named `key` (later
        /// duplicates stay in the tree).
        func isFirst(_ key: String, in container: OpenContainer) -> Bool {
            !(container.stackStart..<(memberStack.count - 1)).contains { memberStack[$0].key == key }
        }

        mutating func parseDocument() throws(JSONSyntaxError) -> JSONNode {
            skipWhitespace()
            if index >= end {
                throw error("the document is empty: expected a JSON value", at: index)
            }
            var node: JSONNode
            /// Whether `node` is a placeholder for a row (or a list of rows) that went to `sink` already.
            var rowWasLent = false
            nextValue: while true {
                // `index` is at the first character of a value.
                let start = index
                let position = position(start)
                let c = byte(start)
                if c == UInt8(ascii: "[") || c == UInt8(ascii: "{") {
                    if openStack.count >= JSONParser.maximumDepth {
                        throw error(
                            "nesting is too deep: arrays and objects may be nested at most \(JSONParser.maximumDepth) levels",
                            at: start)
                    }
                    index = start + 1
                    skipWhitespace()
                    let first = byte(index)
                    if c == UInt8(ascii: "[") {
                        if first != UInt8(ascii: "]") {
                            openStack.append(OpenContainer(isObject: false, position: position, stackStart: elementStack.count,
                                                           role: role(opening: false)))
                            guard readListInParts() else { continue nextValue }
                            // Its rows went to `sink`, read in parts; `index` is at its closing bracket.
                            node = JSONNode(position: position, value: .null)
                            rowWasLent = true
                        } else {
                            index += 1
                            node = JSONNode(position: position, value: .array([]))
                        }
                    } else {
                        if first == UInt8(ascii: "\"") {
                            openStack.append(OpenContainer(isObject: true, position: position, stackStart: memberStack.count,
                                                           role: role(opening: true)))
                            try pushMemberKey()
                            continue nextValue
                        }
                        if first != UInt8(ascii: "}") { throw invalidKeyStart(at: index, after: "'{'") }
                        index += 1
                        node = JSONNode(position: position, value: .object([]))
                    }
                } else {
                    node = JSONNode(position: position, value: try parseScalar(at: start))
                }

                // `node` is complete: add it to the innermost open container, closing
                // containers as long as their closing bracket follows.
                while true {
                    skipWhitespace()
                    if openStack.count == 0 {
                        if index < end {
                            throw unexpected(at: index, expected: "end of input after the top-level value")
                        }
                        return node
                    }
                    let c = byte(index)
                    if openStack.last!.isObject {
                        memberStack[memberStack.count - 1].node = consume node
                        if c == UInt8(ascii: ",") {
                            let comma = index
                            index += 1
                            skipWhitespace()
                            let next = byte(index)
                            if next == UInt8(ascii: "\"") {
                                try pushMemberKey()
                                continue nextValue
                            }
                            if next == UInt8(ascii: "}") { throw trailingComma(at: comma, before: "}") }
                            throw invalidKeyStart(at: index, after: "','")
                        }
                        if c != UInt8(ascii: "}") {
                            throw unexpected(at: index, expected: "',' or '}' after an object member")
                        }
                        index += 1
                        let closed = openStack.removeLast()
                        if openStack.count > 0, case .rows(let section) = openStack.last!.role {
                            // A row object's members are lent from the stack, never copied into a node.
                            sink!.add(.object(memberStack[closed.stackStart...], at: closed.position), section: section)
                            memberStack.removeSubrange(closed.stackStart...)
                            node = JSONNode(position: closed.position, value: .null)
                            rowWasLent = true
                        } else {
                            node = JSONNode(position: closed.position, value: .object(memberStack.popArray(from: closed.stackStart)))
                        }
                    } else {
                        if case .rows(let section) = openStack.last!.role {
                            if rowWasLent { rowWasLent = false } else { sink!.add(.other(consume node), section: section) }
                        } else {
                            elementStack.append(consume node)
                        }
                        if c == UInt8(ascii: ",") {
                            let comma = index
                            index += 1
                            skipWhitespace()
                            if byte(index) == UInt8(ascii: "]") { throw trailingComma(at: comma, before: "]") }
                            if index >= stopAt, openStack.count == stopDepth { return JSONNode(position: self.position(index), value: .null) }
                            continue nextValue
                        }
                        if c != UInt8(ascii: "]") {
                            throw unexpected(at: index, expected: "',' or ']' after an array element")
                        }
                        if openStack.count == stopDepth { return JSONNode(position: self.position(index), value: .null) }
                        index += 1
                        let closed = openStack.removeLast()
                        node = JSONNode(position: closed.position, value: .array(elementStack.popArray(from: closed.stackStart)))
                    }
                }
            }
        }

        /// Parses `"key"`, whitespace, `:` and whitespace (`index` is at the key's opening
        /// quote) and pushes a member with a placeholder value; ``parseDocument()`` sets the
        /// value once it is parsed.
        @inline(__always)
        mutating func pushMemberKey() throws(JSONSyntaxError) {
            let quote = index
            let keyPosition = position(quote)
            index = quote + 1
            let key = try parseStringBody(openingQuote: quote, cached: true)
            skipWhitespace()
            if byte(index) != UInt8(ascii: ":") { throw missingColon(at: index, key: key) }
            index += 1
            skipWhitespace()
            memberStack.append(JSONMember(
                key: key, keyPosition: keyPosition, node: JSONNode(position: keyPosition, value: .null)))
        }

        /// Parses a string, number, `true`, `false` or `null` starting at `start`.
        @inline(__always)
        mutating func parseScalar(at start: Int) throws(JSONSyntaxError) -> JSONValue {
            switch byte(start) {
            case UInt8(ascii: "\""):
                index = start + 1
                return .string(try parseStringBody(openingQuote: start, cached: false))
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                return .number(try parseNumber())
            case UInt8(ascii: "t"):
                if byte(start + 1) == UInt8(ascii: "r"), byte(start + 2) == UInt8(ascii: "u"),
                    byte(start + 3) == UInt8(ascii: "e"), !isWordByte(byte(start + 4)) {
                    index = start + 4
                    return .bool(true)
                }
            case UInt8(ascii: "f"):
                if byte(start + 1) == UInt8(ascii: "a"), byte(start + 2) == UInt8(ascii: "l"),
                    byte(start + 3) == UInt8(ascii: "s"), byte(start + 4) == UInt8(ascii: "e"),
                    !isWordByte(byte(start + 5)) {
                    index = start + 5
                    return .bool(false)
                }
            case UInt8(ascii: "n"):
                if byte(start + 1) == UInt8(ascii: "u"), byte(start + 2) == UInt8(ascii: "l"),
                    byte(start + 3) == UInt8(ascii: "l"), !isWordByte(byte(start + 4)) {
                    index = start + 4
                    return .null
                }
            default:
                break
            }
            throw invalidValueStart(at: start)
        }

        /// A string from input bytes that are known to be valid UTF-8.
        @inline(__always)
        func makeString(start: Int, count: Int) -> String {
            String(unsafeUninitializedCapacity: count) { $0.initialize(fromContentsOf: bytes[start..<(start + count)]) }
        }

        @inline(__always)
        func isWordByte(_ c: UInt8) -> Bool {
            (c | 0x20) >= UInt8(ascii: "a") && (c | 0x20) <= UInt8(ascii: "z")
                || (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9"))
                || c == UInt8(ascii: "_") || c == UInt8(ascii: "$")
        }

        // MARK: - Numbers

        @inline(__always)
        func isDigit(_ c: UInt8) -> Bool {
            c &- UInt8(ascii: "0") < 10
        }

        /// number = [ minus ] int [ frac ] [ exp ]; returns the literal text.
        mutating func parseNumber() throws(JSONSyntaxError) -> String {
            let start = index
            var i = start
            if byte(i) == UInt8(ascii: "-") { i += 1 }
            let first = byte(i)
            if first == UInt8(ascii: "0") {
                i += 1
                if isDigit(byte(i)) { throw leadingZero(numberStart: start) }
            } else if isDigit(first) {
                i += 1
                while isDigit(byte(i)) { i += 1 }
            } else {
                throw missingDigitAfterMinus(at: i)
            }
            if byte(i) == UInt8(ascii: ".") {
                i += 1
                guard isDigit(byte(i)) else {
                    throw unexpected(at: i, expected: "a digit after the decimal point")
                }
                i += 1
                while isDigit(byte(i)) { i += 1 }
            }
            if byte(i) | 0x20 == UInt8(ascii: "e") {
                i += 1
                let sign = byte(i)
                if sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { i += 1 }
                guard isDigit(byte(i)) else {
                    throw unexpected(at: i, expected: "a digit in the exponent")
                }
                i += 1
                while isDigit(byte(i)) { i += 1 }
            }
            index = i
            return makeString(start: start, count: i - start)
        }
    }
}

extension Array {
    /// The elements from `start` on, in a new array, removed from this one: the elements or
    /// members of a container that closes, taken off the parser's stack.
    fileprivate mutating func popArray(from start: Int) -> [Element] {
        guard start < count else { return [] }
        defer { removeSubrange(start...) }
        return Array(self[start...])
    }
}
