/// A parsed JSON value together with the position where it starts in the source.
public struct JSONNode: Sendable, Equatable {
    /// Where the value starts: its first character (`{`, `[`, `"`, `-`, a digit, `t`, `f` or `n`).
    public var position: SourcePosition
    public var value: JSONValue
}

/// One `"key": value` pair of a JSON object.
public struct JSONMember: Sendable, Equatable {
    public var key: String
    /// Position of the key's opening quote.
    public var keyPosition: SourcePosition
    public var node: JSONNode
}

/// The payload of a JSON value. Not `indirect`: recursion already goes through `Array`
/// storage, and boxing would cost a heap allocation per value.
public enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    /// The number literal exactly as written, e.g. `"44"`, `"-3.5e2"`.
    case number(String)
    case string(String)
    case array([JSONNode])
    /// Members in source order; duplicate keys are kept.
    case object([JSONMember])
}
