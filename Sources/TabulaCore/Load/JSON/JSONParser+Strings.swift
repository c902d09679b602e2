import Foundation

extension JSONParser.Scanner {
    /// Parses a string whose opening quote is at `quote`; on return `index` is just past the
    /// closing quote. `cached` (used for object keys) shares `String` instances of long keys.
    @inline(__always)
    mutating func parseStringBody(openingQuote quote: Int, cached: Bool) throws(JSONSyntaxError) -> String {
        var i = quote + 1
        var continuations = 0
        // Fast path: no escapes. Validates UTF-8 and counts continuation bytes for columns.
        while true {
            i = plainRunEnd(from: i)
            let c = byte(i)
            if c == UInt8(ascii: "\"") {
                index = i + 1
                lineContinuations &+= continuations
                if cached { return cachedString(start: quote + 1, count: i - quote - 1) }
                return makeString(start: quote + 1, count: i - quote - 1)
            }
            if c < 0x80 {
                if c == UInt8(ascii: "\\") || c < 0x20 { break }
                i += 1
            } else {
                let length = try utf8SequenceLength(at: i)
                continuations &+= length - 1
                i += length
            }
        }
        return try parseEscapedString(openingQuote: quote, from: i, continuations: continuations)
    }

    /// The first offset from `i` on that may need attention in a string (a quote, a
    /// backslash, a control character or non-ASCII), skipping plain ASCII 8 bytes at a time;
    /// `i` itself near the end of the input.
    @inline(__always)
    func plainRunEnd(from i: Int) -> Int {
        var i = i
        while i &+ 8 <= end {  // the 8 bytes loaded are inside the document
            let flags = Self.specialByteFlags(UnsafeRawBufferPointer(bytes).loadUnaligned(fromByteOffset: i, as: UInt64.self))
            if flags != 0 { return i &+ (flags.trailingZeroBitCount &>> 3) }
            i &+= 8
        }
        return i
    }

    /// For 8 bytes loaded from memory: a non-zero value whose lowest set bit lies in the
    /// first byte that is a quote, a backslash, a control character or non-ASCII
    /// (bytes after that one may be flagged spuriously, which is harmless).
    @inline(__always)
    static func specialByteFlags(_ loaded: UInt64) -> UInt64 {
        let x = UInt64(littleEndian: loaded)
        let ones: UInt64 = 0x0101_0101_0101_0101
        let high: UInt64 = 0x8080_8080_8080_8080
        let quote = x ^ (ones &* 0x22)
        let backslash = x ^ (ones &* 0x5C)
        // (v - k) & ~v has the high bit set in every byte of v below k, counting from the
        // lowest byte up to the first such byte exactly (borrows only spread upwards).
        let isQuote = (quote &- ones) & ~quote
        let isBackslash = (backslash &- ones) & ~backslash
        let isControl = (x &- ones &* 0x20) & ~x
        return (isQuote | isBackslash | isControl | x) & high
    }

    /// The string for the (already validated) bytes `start..<start+count`, reusing the cached
    /// instance if the same bytes were seen recently. Only strings too long to be stored
    /// inline (more than 15 UTF-8 bytes) are cached: for them, sharing one instance saves an
    /// allocation per occurrence and memory for every row that repeats the key.
    @inline(__always)
    private mutating func cachedString(start: Int, count: Int) -> String {
        guard count > 15, count <= 64 else {
            return makeString(start: start, count: count)
        }
        let first = UInt(bytes[start]), middle = UInt(bytes[start + count / 2]), last = UInt(bytes[start + count - 1])
        let hash = (UInt(count) &* 0x9E37_79B9 ^ first &* 0x85EB_CA6B ^ middle &* 0xC2B2_AE35 ^ last &* 0x27D4_EB2F)
        let slot = Int(truncatingIfNeeded: hash >> 7) & (JSONParser.keyCacheSize - 1)
        let cachedStart = cacheSpans[2 * slot], cachedCount = cacheSpans[2 * slot + 1]
        if cachedCount == count, bytes[cachedStart..<(cachedStart + count)].elementsEqual(bytes[start..<(start + count)]) {
            return cacheStrings[slot]
        }
        let string = makeString(start: start, count: count)
        cacheSpans[2 * slot] = start
        cacheSpans[2 * slot + 1] = count
        cacheStrings[slot] = string
        return string
    }

    /// Slow path: continues at `start` (a backslash or control character) and collects the
    /// decoded bytes in `scratch`.
    private mutating func parseEscapedString(
        openingQuote quote: Int, from start: Int, continuations startContinuations: Int
    ) throws(JSONSyntaxError) -> String {
        var continuations = startContinuations
        scratch.removeAll(keepingCapacity: true)
        var runStart = quote + 1
        var i = start
        while true {
            let c = byte(i)
            if c == UInt8(ascii: "\"") {
                scratch.append(contentsOf: bytes[runStart..<i])
                index = i + 1
                lineContinuations &+= continuations
                return String(decoding: scratch, as: UTF8.self)
            }
            if c == UInt8(ascii: "\\") {
                scratch.append(contentsOf: bytes[runStart..<i])
                let escaped = byte(i + 1)
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"):
                    scratch.append(escaped)
                case UInt8(ascii: "b"): scratch.append(0x08)
                case UInt8(ascii: "f"): scratch.append(0x0C)
                case UInt8(ascii: "n"): scratch.append(0x0A)
                case UInt8(ascii: "r"): scratch.append(0x0D)
                case UInt8(ascii: "t"): scratch.append(0x09)
                case UInt8(ascii: "u"):
                    let (scalar, length) = try parseUnicodeEscape(at: i)
                    UTF8.encode(scalar) { scratch.append($0) }
                    i += length
                    runStart = i
                    continue
                default:
                    if i + 1 >= end { throw unterminatedString(at: quote) }
                    throw invalidEscape(at: i)
                }
                i += 2
                runStart = i
            } else if c < 0x20 {
                if i >= end { throw unterminatedString(at: quote) }
                throw controlCharacter(at: i)
            } else if c < 0x80 {
                i += 1
            } else {
                let length = try utf8SequenceLength(at: i)
                continuations &+= length - 1
                i += length
            }
        }
    }

    /// Decodes `\uXXXX` (or a surrogate pair `\uD83D\uDE00`) at `i`, which holds the backslash.
    /// Returns the scalar and the number of bytes consumed.
    private func parseUnicodeEscape(at i: Int) throws(JSONSyntaxError) -> (Unicode.Scalar, Int) {
        guard let unit = hex4(at: i + 2) else { throw invalidUnicodeEscape(at: i) }
        switch unit {
        case 0xD800...0xDBFF:
            guard byte(i + 6) == UInt8(ascii: "\\"), byte(i + 7) == UInt8(ascii: "u") else {
                throw unpairedSurrogate(at: i, high: true)
            }
            guard let low = hex4(at: i + 8) else { throw invalidUnicodeEscape(at: i + 6) }
            guard (0xDC00...0xDFFF).contains(low) else { throw unpairedSurrogate(at: i, high: true) }
            return (Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))!, 12)
        case 0xDC00...0xDFFF:
            throw unpairedSurrogate(at: i, high: false)
        default:
            return (Unicode.Scalar(unit)!, 6)  // not a surrogate: a scalar
        }
    }

    /// The four hexadecimal digits (ASCII `0-9a-fA-F`) at `i`, as a number.
    private func hex4(at i: Int) -> UInt32? {
        var value: UInt32 = 0
        for k in 0..<4 {
            // A byte as a scalar is at most U+00FF: a hex digit is then an ASCII one.
            guard let digit = Character(Unicode.Scalar(byte(i + k))).hexDigitValue else { return nil }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    /// Length of the well-formed UTF-8 sequence whose lead byte (>= 0x80) is at `i`,
    /// or an error at `i` if the sequence is ill-formed (Unicode Table 3-7).
    @inline(__always)
    func utf8SequenceLength(at i: Int) throws(JSONSyntaxError) -> Int {
        guard let length = validUTF8SequenceLength(at: i) else { throw invalidUTF8(at: i) }
        return length
    }

    @inline(__always)
    func validUTF8SequenceLength(at i: Int) -> Int? {
        let b0 = byte(i)
        @inline(__always) func isContinuation(_ b: UInt8) -> Bool { b & 0xC0 == 0x80 }
        if b0 < 0xC2 { return nil }
        if b0 < 0xE0 { return isContinuation(byte(i + 1)) ? 2 : nil }
        if b0 < 0xF0 {
            let b1 = byte(i + 1)
            let low: UInt8 = b0 == 0xE0 ? 0xA0 : 0x80
            let high: UInt8 = b0 == 0xED ? 0x9F : 0xBF
            return b1 >= low && b1 <= high && isContinuation(byte(i + 2)) ? 3 : nil
        }
        if b0 < 0xF5 {
            let b1 = byte(i + 1)
            let low: UInt8 = b0 == 0xF0 ? 0x90 : 0x80
            let high: UInt8 = b0 == 0xF4 ? 0x8F : 0xBF
            return b1 >= low && b1 <= high && isContinuation(byte(i + 2)) && isContinuation(byte(i + 3))
                ? 4 : nil
        }
        return nil
    }
}
