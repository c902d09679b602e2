extension JSONNode {
    /// The node of the first member named `key`; nil if this is not an object or has no such member.
    public subscript(key: String) -> JSONNode? {
        guard case .object(let members) = value else { return nil }
        for member in members where member.key == key { return member.node }
        return nil
    }

    /// "object", "array", "string", "number", "boolean" or "null", for messages.
    public var typeName: String { value.typeName }
}

extension JSONValue {
    /// "object", "array", "string", "number", "boolean" or "null", for messages.
    public var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "boolean"
        case .number: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }
}
