extension JSONNode {
    /// The value as a cell template sees it.
    var mustacheValue: MustacheValue {
        switch value {
        case .null: .null
        case .bool(let b): .bool(b)
        case .number(let n): .number(n)
        case .string(let s): .string(s)
        case .array(let items): .list(items.map(\.mustacheValue))
        case .object(let members):
            .object(Dictionary(members.map { ($0.key, $0.node.mustacheValue) }, uniquingKeysWith: { first, _ in first }))
        }
    }

    /// Strings, numbers and booleans as text; nil for null, arrays and objects.
    var scalarText: String? {
        switch value {
        case .string(let s): s
        case .number(let n): n
        case .bool(let b): b ? "true" : "false"
        default: nil
        }
    }

    var numberValue: Double? {
        if case .number(let n) = value { return Double(n) }
        return nil
    }

    var members: [JSONMember] {
        if case .object(let m) = value { return m }
        return []
    }
}
