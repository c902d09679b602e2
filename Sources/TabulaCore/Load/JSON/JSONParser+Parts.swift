import Foundation

/// A long list of rows read in parts on all cores: a table of 100,000 rows is one file, and
/// read in one go it is the longest step of its build on one core.
///
/// How: when a list of rows opens, its bytes are skimmed for where elements start (strings
/// and nesting followed, nothing decoded) to cut it into parts of about equal size. Each part
/// is read by a scanner of its own, on its own core, into a sink of its own, starting with
/// the line and column the scanner in front of it will have there. The parts are taken only
/// if each one ended exactly where the next began and the last at the list's closing
/// bracket; then their sinks are appended in order and the scanner goes on from that
/// bracket. Otherwise (a part found an error, or the document is not what the skim
/// assumed) nothing of them is kept and the list is read in one go, which reports any error
/// as it always does. Either way the sink gets the same rows, in the same order, with the
/// same positions.
extension JSONParser {
    struct Parts: Sendable {
        /// The document, for the parts' scanners to read on their own threads.
        let source: any ContiguousBytes & Sendable
        let count: Int
        /// A list is cut only if this many bytes are left from its first element on.
        let minimumBytes: Int
    }

    /// Where a scanner is in the document's lines (see `Scanner.lineContinuations`).
    struct LineState: Sendable {
        var line: Int
        var lineStart: Int
        var continuations: Int
    }
}

extension JSONParser.Scanner {
    /// A part of a list to read: from `start` (an element's first byte) until the next
    /// element at or after `stopAt`, or the list's end.
    private struct Part: Sendable {
        var start: Int
        var stopAt: Int
        var lines: JSONParser.LineState
        var sink: Sink
    }

    /// A part as read: its rows, where it stopped, whether at the list's closing bracket.
    private struct Read: Sendable {
        var sink: Sink?
        var stop: Int
        var atClose: Bool
        var lines: JSONParser.LineState
    }

    /// Reads the list of rows just opened (`index` at its first element) in parts, when it is
    /// long enough; true if its rows went to `sink` and `index` is at its closing bracket,
    /// false (nothing changed) if it is to be read in one go.
    mutating func readListInParts() -> Bool {
        guard let parts, case .rows(let section) = openStack.last!.role, end - index >= parts.minimumBytes else { return false }
        let starts = [index] + partStarts(count: parts.count)
        guard starts.count > 1 else { return false }
        var lines = [JSONParser.LineState(line: line, lineStart: lineStart, continuations: lineContinuations)]
        for i in 1..<starts.count { lines.append(lineState(at: starts[i], from: starts[i - 1], lines[i - 1])) }
        // The first part's sink is sized for the whole list: the others are appended to it.
        let toRead = starts.indices.map { i in
            let next = i + 1 < starts.count ? starts[i + 1] : end
            return Part(start: starts[i], stopAt: i + 1 < starts.count ? next : Int.max, lines: lines[i],
                        sink: sink!.part(bytes: (i == 0 ? end : next) - starts[i]))
        }
        let depth = openStack.count, listPosition = openStack.last!.position, source = parts.source
        var read = ConcurrentMap.map(toRead) { part in Self.read(part, of: source, depth: depth, section: section, listPosition: listPosition) }
        for (i, part) in read.enumerated() {
            guard let part, i + 1 < read.count ? !part.atClose && part.stop == starts[i + 1] : part.atClose else { return false }
        }
        let stop = read[read.count - 1]!.stop, after = read[read.count - 1]!.lines  // (not the part: it would share its rows)
        index = stop
        line = after.line
        lineStart = after.lineStart
        lineContinuations = after.continuations
        // Each part's sink taken out of `read`: its rows, with no other reference, are moved, not copied.
        for i in read.indices { sink!.append(part: read[i]!.sink.take()!) }
        return true
    }

    /// Reads `part` of the list at `depth` (`openStack.count`) in `source`; nil if it is not
    /// valid JSON read from there.
    private static func read(_ part: Part, of source: any ContiguousBytes & Sendable, depth: Int, section: Int,
                             listPosition: SourcePosition) -> Read? {
        source.withUnsafeBytes { raw -> Read? in
            var scanner = Self(raw.assumingMemoryBound(to: UInt8.self))
            scanner.index = part.start
            scanner.line = part.lines.line
            scanner.lineStart = part.lines.lineStart
            scanner.lineContinuations = part.lines.continuations
            scanner.sink = part.sink
            // The containers the list is in stand in as plain ones: only its depth matters.
            for _ in 1..<depth { scanner.openStack.append(OpenContainer(isObject: false, position: listPosition, stackStart: 0)) }
            scanner.openStack.append(OpenContainer(isObject: false, position: listPosition, stackStart: 0, role: .rows(section: section)))
            scanner.stopDepth = depth
            scanner.stopAt = part.stopAt
            do { _ = try scanner.parseDocument() } catch { return nil }
            return Read(sink: scanner.sink!, stop: scanner.index, atClose: scanner.byte(scanner.index) == UInt8(ascii: "]"),
                        lines: JSONParser.LineState(line: scanner.line, lineStart: scanner.lineStart, continuations: scanner.lineContinuations))
        }
    }

    /// Where elements of the list whose first element starts at `index` begin: the first
    /// at or after each of `count - 1` offsets spread evenly to the end of the document, fewer
    /// if the list ends first. Assumes valid JSON; a wrong start is caught when parts are joined.
    private func partStarts(count: Int) -> [Int] {
        let step = (end - index) / count
        var starts: [Int] = [], target = index + step
        var i = index, depth = 0
        while i < end, starts.count < count - 1 {
            let c = bytes[i]
            if c == UInt8(ascii: "\"") {
                i += 1
                while i < end, bytes[i] != UInt8(ascii: "\"") { i += bytes[i] == UInt8(ascii: "\\") ? 2 : 1 }
            } else if c == UInt8(ascii: "[") || c == UInt8(ascii: "{") {
                depth += 1
            } else if c == UInt8(ascii: "]") || c == UInt8(ascii: "}") {
                if depth == 0 { break }  // the list's end
                depth -= 1
            } else if c == UInt8(ascii: ","), depth == 0, i >= target {
                var next = i + 1
                while next < end, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[next]) { next += 1 }
                starts.append(next)
                target = next + step
            }
            i += 1
        }
        return starts
    }

    /// The line state at `offset` (outside any string, before the document's end), from the
    /// state `state` at `from`. Counted with loops the compiler vectorizes (`count`): a table
    /// written on one line has millions of bytes before its second part.
    private func lineState(at offset: Int, from: Int, _ state: JSONParser.LineState) -> JSONParser.LineState {
        var state = state
        var breaks = count(from..<offset) { $0 == 0x0A }
        if count(from..<offset, { $0 == 0x0D }) > 0 {
            // A line break is "\n", or "\r" not followed by "\n".
            breaks = (from..<offset).reduce(0) { $0 + (bytes[$1] == 0x0A || (bytes[$1] == 0x0D && bytes[$1 + 1] != 0x0A) ? 1 : 0) }
        }
        // UTF-8 continuation bytes (`10xxxxxx`), which a column does not count.
        let isContinuation = { (byte: UInt8) in byte >> 6 == 2 }
        guard breaks > 0 else {
            state.continuations += count(from..<offset, isContinuation)
            return state
        }
        state.line += breaks
        var lineStart = offset
        while bytes[lineStart - 1] != 0x0A, bytes[lineStart - 1] != 0x0D { lineStart -= 1 }
        state.lineStart = lineStart
        state.continuations = count(lineStart..<offset, isContinuation)
        return state
    }

    /// How many bytes in `range` are `matching`: counted 2^30 bytes at a time in 32 bits, with
    /// no branch, a loop the compiler vectorizes (a 64-bit count or a `for in` is not).
    @inline(__always)
    private func count(_ range: Range<Int>, _ matching: (UInt8) -> Bool) -> Int {
        var total = 0, start = range.lowerBound
        while start < range.upperBound {
            let end = min(range.upperBound, start + (1 << 30))
            var block: UInt32 = 0, i = start
            while i < end {
                block &+= matching(bytes[i]) ? 1 : 0
                i &+= 1
            }
            total += Int(block)
            start = end
        }
        return total
    }
}
