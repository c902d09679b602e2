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

    public static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONNode {
        let result = bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(JSONSyntaxError) -> JSONNode in try parse(buffer) }
        }
        return try result.get()
    }

    public static func parse(_ data: Data) throws(JSONSyntaxError) -> JSONNode {
        let result = data.withUnsafeBytes { raw in
            Result { () throws(JSONSyntaxError) -> JSONNode in try parse(raw) }
        }
        return try result.get()
    }

    public static func parse(_ text: String) throws(JSONSyntaxError) -> JSONNode {
        let result = text.utf8.withContiguousStorageIfAvailable { buffer in
            Result { () throws(JSONSyntaxError) -> JSONNode in try parse(buffer) }
        }
        if let result { return try result.get() }
        return try parse(Array(text.utf8))
    }

    public static func parse(_ buffer: UnsafeRawBufferPointer) throws(JSONSyntaxError) -> JSONNode {
        let result = buffer.withMemoryRebound(to: UInt8.self) { bytes in
            Result { () throws(JSONSyntaxError) -> JSONNode in try parse(bytes) }
        }
        return try result.get()
    }

    public static func parse(_ buffer: UnsafeBufferPointer<UInt8>) throws(JSONSyntaxError) -> JSONNode {
        try parse(buffer, rows: nil)
    }

    /// Parses a JSON table, handing each row to `rows` as soon as it is read (with its
    /// section's place in `sections`, or -1 for the table's own `rows`) instead of keeping it
    /// in the tree, whose row lists are then empty: a 100k-row table's rows are never all in
    /// memory as nodes. Only the first `rows` of the table or of a section streams, and only
    /// when the document is an object; every other value is in the tree as usual.
    public static func parse(_ data: Data, rows: (consuming JSONNode, _ section: Int) -> Void) throws(JSONSyntaxError) -> JSONNode {
        try parse(data, rowObjects: nil, rows: rows)
    }

    /// `parse(_:rows:)`, but a row that is an object goes to `rowObjects` (when given) as its
    /// members, lent for the call (no node or member list is made for it); other rows go to `rows`.
    static func parse(_ data: Data, rowObjects: ((UnsafeBufferPointer<JSONMember>, _ position: SourcePosition, _ section: Int) -> Void)?,
                      rows: (consuming JSONNode, _ section: Int) -> Void) throws(JSONSyntaxError) -> JSONNode {
        try withoutActuallyEscaping(rows) { rows throws(JSONSyntaxError) in
            let result = data.withUnsafeBytes { raw in
                raw.withMemoryRebound(to: UInt8.self) { bytes in
                    Result { () throws(JSONSyntaxError) -> JSONNode in try parse(bytes, rows: rows, rowObjects: rowObjects) }
                }
            }
            return try result.get()
        }
    }

    static func parse(_ buffer: UnsafeBufferPointer<UInt8>, rows: ((consuming JSONNode, Int) -> Void)?,
                      rowObjects: ((UnsafeBufferPointer<JSONMember>, SourcePosition, Int) -> Void)? = nil) throws(JSONSyntaxError) -> JSONNode {
        guard let base = buffer.baseAddress, buffer.count > 0 else {
            throw JSONSyntaxError(
                position: SourcePosition(line: 1, column: 1),
                message: "the document is empty: expected a JSON value")
        }
        var scanner = Scanner(base: base, count: buffer.count)
        scanner.rowSink = rows
        scanner.rowObjectSink = rowObjects
        defer { scanner.destroy() }
        return try scanner.parseDocument()
    }
}
