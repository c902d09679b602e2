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

    /// Parses a whole document (`[UInt8]`, `Data`, or a buffer of its bytes).
    public static func parse(_ bytes: some ContiguousBytes) throws(JSONSyntaxError) -> JSONNode {
        try document(bytes, rowSink: nil)
    }

    public static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONNode {
        try document(bytes, rowSink: nil)
    }

    public static func parse(_ text: String) throws(JSONSyntaxError) -> JSONNode {
        var text = text
        text.makeContiguousUTF8()
        let result = text.utf8.withContiguousStorageIfAvailable { buffer in
            Result { () throws(JSONSyntaxError) -> JSONNode in try document(buffer, rowSink: nil) }
        }
        return try result!.get()
    }

    /// Parses a JSON table, handing each row to `rows` as soon as it is read (with its
    /// section's place in `sections`, or -1 for the table's own `rows`) instead of keeping it
    /// in the tree, whose row lists are then empty: a 100k-row table's rows are never all in
    /// memory as nodes. Only the first `rows` of the table or of a section streams, and only
    /// when the document is an object; every other value is in the tree as usual.
    public static func parse(_ bytes: some ContiguousBytes, rows: (consuming JSONNode, _ section: Int) -> Void) throws(JSONSyntaxError) -> JSONNode {
        try parseTable(bytes, rows: { row, section in
            switch consume row {
            case .object(let members, let position): rows(JSONNode(position: position, value: .object(Array(members))), section)
            case .other(let node): rows(node, section)
            }
        })
    }

    /// ``parse(_:rows:)``, but a row object comes as its members, lent from the parser for
    /// the call only (no node is made for it).
    public static func parseTable(_ bytes: some ContiguousBytes, rows rowItems: (consuming JSONRow, _ section: Int) -> Void) throws(JSONSyntaxError) -> JSONNode {
        try withoutActuallyEscaping(rowItems) { rows throws(JSONSyntaxError) in try document(bytes, rowSink: rows) }
    }

    private static func document(_ bytes: some ContiguousBytes, rowSink: ((consuming JSONRow, Int) -> Void)?) throws(JSONSyntaxError) -> JSONNode {
        let result = bytes.withUnsafeBytes { raw in
            Result { () throws(JSONSyntaxError) -> JSONNode in
                guard raw.count > 0 else {
                    throw JSONSyntaxError(position: SourcePosition(line: 1, column: 1), message: "the document is empty: expected a JSON value")
                }
                var scanner = Scanner(raw.assumingMemoryBound(to: UInt8.self))
                scanner.rowSink = rowSink
                return try scanner.parseDocument()
            }
        }
        return try result.get()
    }
}
