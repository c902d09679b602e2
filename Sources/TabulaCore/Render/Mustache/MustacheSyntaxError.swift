/// A template that does not parse, with the 1-based position of the offending tag.
public struct MustacheSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    /// 1-based line in the template source.
    public var line: Int
    /// 1-based column, counted in characters.
    public var column: Int
    /// What is wrong, e.g. `unclosed section 'items': expected {{/items}}`.
    public var message: String

    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String { "line \(line), column \(column): \(message)" }
}
