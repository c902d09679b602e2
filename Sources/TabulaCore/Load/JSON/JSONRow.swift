/// A row of a JSON table as ``JSONParser/parseTable(_:into:parts:partBytes:)`` hands it out.
public enum JSONRow {
    /// A row object: its members in source order, lent for the call only, and the position of its `{`.
    case object(ArraySlice<JSONMember>, at: SourcePosition)
    /// Any other value in a row list (not an object, or an empty object).
    case other(JSONNode)
}
