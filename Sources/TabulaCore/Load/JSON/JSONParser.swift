import Foundation

/// A strict RFC 8259 JSON parser that records the source position of every value.
///
/// - Accepts an optional UTF-8 byte order mark; everything else must be plain RFC 8259:
///   no comments, no trailing commas, no `NaN`/`Infinity`, no leading zeros, no unescaped
///   control characters in strings, only valid `\u` escapes (surrogates must pair up) and
///   only valid UTF-8.
/// - Line breaks are `\n`, `\r\n` and a lone `\r`. Columns count Unicode scalars.
/// - Nesting deeper than ``maximumDepth`` is reported as an error, never a stack overflow.
/// - Duplicate object keys are kept, in source order.
public enum JSONParser {
    /// The deepest nesting of arrays and objects accepted.
    public static let maximumDepth = 512
    /// Lists of rows shorter than this are read in one go (see ``parseTable(_:into:parts:partBytes:)``).
    public static let partBytes = 1 << 20
    /// Object keys remembered per parse (a power of two; see `Scanner.cacheStrings`).
    static let keyCacheSize = 256

    /// Parses a whole document (`[UInt8]`, `Data`, or a buffer of its bytes).
    public static func parse(_ bytes: some ContiguousBytes) throws(JSONSyntaxError) -> JSONNode {
        var none: NoRows?
        return try document(bytes, sink: &none, parts: nil)
    }

    /// Parses a JSON table, handing each row to `sink` as soon as it is read instead of
    /// keeping it in the tree, whose row lists are then empty: a 100k-row table's rows are
    /// never all in memory as nodes. A row object comes as its members, lent from the parser
    /// for the call only. Only the first `rows` of the table or of a section streams, and only
    /// when the document is an object; every other value is in the tree as usual.
    ///
    /// A list of rows of at least `partBytes` (counted to the end of the document) is read in
    /// up to `parts` parts on all cores (`JSONParser+Parts`); the rows, their order, their
    /// positions and any error are those of reading it in one go.
    public static func parseTable<Sink: JSONRowSink>(_ bytes: some ContiguousBytes & Sendable, into sink: inout Sink, parts: Int = 1,
                                                     partBytes: Int = partBytes) throws(JSONSyntaxError) -> JSONNode {
        var streamed: Sink? = sink
        defer { if let streamed { sink = streamed } }
        let cut = parts > 1 ? Parts(source: bytes, count: parts, minimumBytes: max(partBytes, 1)) : nil
        return try document(bytes, sink: &streamed, parts: cut)
    }

    /// Parses `bytes`, streaming rows to `sink` (nil: none), which is handed back when done.
    private static func document<Sink: JSONRowSink>(_ bytes: some ContiguousBytes, sink: inout Sink?,
                                                    parts: Parts?) throws(JSONSyntaxError) -> JSONNode {
        let result = bytes.withUnsafeBytes { raw in
            Result { () throws(JSONSyntaxError) -> JSONNode in
                guard raw.count > 0 else {
                    throw JSONSyntaxError(position: SourcePosition(line: 1, column: 1), message: "the document is empty: expected a JSON value")
                }
                var scanner = Scanner<Sink>(raw.assumingMemoryBound(to: UInt8.self))
                scanner.sink = sink.take()
                scanner.parts = parts
                defer { sink = scanner.sink.take() }
                return try scanner.parseDocument()
            }
        }
        return try result.get()
    }
}
