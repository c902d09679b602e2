/// A location in a source file, as shown to users in `path:line:column` diagnostics.
///
/// Both coordinates are 1-based. `column` counts Unicode scalars (not bytes, not
/// grapheme clusters) from the start of the line, so `{"é": x}` puts `x` in column 7.
///
/// Held as two 32-bit numbers (beyond 4 billion they read as 4294967295): every row of a
/// table keeps its position, and every located value of a row as written one more.
public struct SourcePosition: Sendable, Hashable, Comparable, Codable {
    private var storedLine: UInt32
    private var storedColumn: UInt32

    /// 1-based line number.
    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = UInt32(clamping: newValue) }
    }

    /// 1-based column, counted in Unicode scalars from the start of the line.
    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = UInt32(clamping: newValue) }
    }

    public init(line: Int, column: Int) {
        storedLine = UInt32(clamping: line)
        storedColumn = UInt32(clamping: column)
    }

    /// Where a problem with a file as a whole is reported (it cannot be read, it is not a
    /// regular file, it would replace another): its first line and column, so every problem
    /// prints as `path:line:column` and an editor opens the file at its start.
    public static let wholeFile = SourcePosition(line: 1, column: 1)

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        lhs.line != rhs.line ? lhs.line < rhs.line : lhs.column < rhs.column
    }

    private enum CodingKeys: String, CodingKey { case storedLine = "line", storedColumn = "column" }
}
