/// A location in a source file, as shown to users in `path:line:column` diagnostics.
///
/// Both coordinates are 1-based. `column` counts Unicode scalars (not bytes, not
/// grapheme clusters) from the start of the line, so `{"é": x}` puts `x` in column 7.
public struct SourcePosition: Sendable, Hashable, Comparable, Codable {
    /// 1-based line number.
    public var line: Int
    /// 1-based column, counted in Unicode scalars from the start of the line.
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        lhs.line != rhs.line ? lhs.line < rhs.line : lhs.column < rhs.column
    }
}
