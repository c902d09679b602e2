/// A conservative minifier: strips comments and collapses whitespace outside strings,
/// and changes nothing else, so it cannot change what a stylesheet or script means.
public enum Minify {
    /// CSS: comments go, each whitespace run becomes one space, and the spaces next to
    /// `{`, `}`, `;`, `,`, `>` and after `:` go, and so does a `;` before `}`. Strings (`"…"`, `'…'`) are kept byte for byte.
    public static func css(_ source: String) -> String {
        let bytes = Array(source.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var i = 0
        var pendingSpace = false
        // No space is needed on either side of these; after a `:` neither (but before one it
        // can matter: `a :hover` is not `a:hover`).
        let tight: Set<UInt8> = [b("{"), b("}"), b(";"), b(","), b(">")]
        func emit(_ byte: UInt8) {
            if pendingSpace, let last = out.last, !tight.contains(last), last != b(":"), !tight.contains(byte) { out.append(b(" ")) }
            pendingSpace = false
            out.append(byte)
        }
        while i < bytes.count {
            let byte = bytes[i]
            if byte == b("/"), i + 1 < bytes.count, bytes[i + 1] == b("*") {
                i = end(ofCommentIn: bytes, from: i + 2)
                pendingSpace = pendingSpace || !out.isEmpty
            } else if byte == b("\"") || byte == b("'") {
                let stop = end(ofStringIn: bytes, from: i + 1, quote: byte)
                emit(byte)
                out.append(contentsOf: bytes[(i + 1)..<stop])
                i = stop
            } else if isSpace(byte) {
                pendingSpace = !out.isEmpty
                i += 1
            } else {
                // The last declaration of a block needs no `;`.
                if byte == b("}"), out.last == b(";"), out.dropLast().last != b("\\") { out.removeLast() }
                emit(byte)
                i += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// JavaScript: comments go; a whitespace run becomes one newline if it held one (so
    /// automatic semicolon insertion sees the same lines) and one space otherwise.
    /// Strings, template literals and regular expression literals are kept as they are.
    public static func js(_ source: String) -> String {
        let bytes = Array(source.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var i = 0
        var pending: UInt8? = nil
        /// Writes the pending whitespace before `byte`: a newline always, a space only
        /// between two word characters or between `+ +` / `- -`.
        func separate(before byte: UInt8) {
            if let space = pending, let last = out.last,
               space == 0x0A || (isWordByte(last) && isWordByte(byte)) || (last == byte && (byte == b("+") || byte == b("-"))) {
                out.append(space)
            }
            pending = nil
        }
        while i < bytes.count {
            let byte = bytes[i]
            let next: UInt8? = i + 1 < bytes.count ? bytes[i + 1] : nil
            if byte == b("/"), next == b("/") {
                while i < bytes.count, bytes[i] != 0x0A { i += 1 }
            } else if byte == b("/"), next == b("*") {
                let stop = end(ofCommentIn: bytes, from: i + 2)
                let newline = bytes[i..<stop].contains(0x0A)
                if newline { pending = 0x0A } else if pending == nil { pending = b(" ") }
                i = stop
            } else if isSpace(byte) {
                if byte == 0x0A || byte == 0x0D { pending = 0x0A } else if pending == nil { pending = b(" ") }
                i += 1
            } else if byte == b("\"") || byte == b("'") || byte == b("`") {
                separate(before: byte)
                let stop = end(ofStringIn: bytes, from: i + 1, quote: byte)
                out.append(contentsOf: bytes[i..<stop])
                i = stop
            } else if byte == b("/"), startsRegex(after: out) {
                separate(before: byte)
                let stop = end(ofRegexIn: bytes, from: i + 1)
                out.append(contentsOf: bytes[i..<stop])
                i = stop
            } else {
                separate(before: byte)
                out.append(byte)
                i += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    // MARK: - Scanning

    static func b(_ character: Unicode.Scalar) -> UInt8 { UInt8(ascii: character) }
    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D || byte == 0x0C }
    static func isWordByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || (byte | 0x20 >= b("a") && byte | 0x20 <= b("z")) || (byte >= b("0") && byte <= b("9")) || byte == b("_") || byte == b("$")
    }

    /// The index just past `*/` (or the end).
    static func end(ofCommentIn bytes: [UInt8], from start: Int) -> Int {
        var i = start
        while i + 1 < bytes.count {
            if bytes[i] == b("*"), bytes[i + 1] == b("/") { return i + 2 }
            i += 1
        }
        return bytes.count
    }

    /// The index just past the closing `quote` (or the end); backslash escapes are honoured.
    static func end(ofStringIn bytes: [UInt8], from start: Int, quote: UInt8) -> Int {
        var i = start
        while i < bytes.count {
            if bytes[i] == b("\\") { i += 2; continue }
            if bytes[i] == quote { return i + 1 }
            i += 1
        }
        return bytes.count
    }

    /// The index just past a regular expression literal's closing `/` and its flags.
    static func end(ofRegexIn bytes: [UInt8], from start: Int) -> Int {
        var i = start
        var inClass = false
        while i < bytes.count, bytes[i] != 0x0A {
            let byte = bytes[i]
            if byte == b("\\") { i += 2; continue }
            if byte == b("[") { inClass = true } else if byte == b("]") { inClass = false } else if byte == b("/"), !inClass {
                i += 1
                while i < bytes.count, isWordByte(bytes[i]) { i += 1 }
                return i
            }
            i += 1
        }
        return min(i, bytes.count)
    }

    /// Whether a `/` after the output so far begins a regular expression rather than a division.
    static func startsRegex(after out: [UInt8]) -> Bool {
        guard let last = out.last else { return true }
        if "(,=:[!&|?{};+-*%<>~^".utf8.contains(last) { return true }
        guard isWordByte(last) else { return false }
        var start = out.count
        while start > 0, isWordByte(out[start - 1]) { start -= 1 }
        let word = String(decoding: out[start...], as: UTF8.self)
        return ["return", "typeof", "instanceof", "in", "of", "new", "delete", "void", "throw", "case", "do", "else", "yield", "await"].contains(word)
    }
}
