/// A violation of RFC 8259 found while parsing, with the position of the offending character.
public struct JSONSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    public var position: SourcePosition
    /// What is wrong and, where possible, what would be right.
    public var message: String

    /// `line:column: error: message`; prefix it with the file path to get a full diagnostic.
    public var description: String {
        "\(position.line):\(position.column): error: \(message)"
    }
}
