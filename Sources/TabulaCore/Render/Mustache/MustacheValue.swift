/// A value a Mustache template renders: the data model of cell and page contexts.
///
/// Numbers keep their literal source text (`"44"`, `"3.5"`) and render exactly as written.
public enum MustacheValue: Sendable, Equatable {
    case null
    case bool(Bool)
    /// Literal JSON/YAML number text, rendered as-is.
    case number(String)
    case string(String)
    case list([MustacheValue])
    case object([String: MustacheValue])
}

extension MustacheValue {
    /// Whether a section over this value is skipped (and an inverted section rendered).
    ///
    /// The spec makes `false`, `null` and the empty list falsey, and leaves strings open;
    /// Tabula also treats the empty string as falsey so that `{{#detail}}…{{/detail}}`
    /// disappears for an empty cell field. Numbers, including `0`, are truthy.
    var isFalsey: Bool {
        switch self {
        case .null: return true
        case .bool(let value): return !value
        case .list(let items): return items.isEmpty
        case .string(let text): return text.isEmpty
        case .number, .object: return false
        }
    }
}
