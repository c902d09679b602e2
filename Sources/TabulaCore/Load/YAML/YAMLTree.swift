import Yams

/// Converts YAML (through Yams) into the same positioned tree the JSON parser makes,
/// so one decoder reads page settings and rows from either.
///
/// Bad YAML never costs more than its size: aliases may repeat at most
/// `YAMLAliases.maximumRepeated` nodes in all (checked before the text is composed), and lists
/// and mappings nest at most `maximumDepth` levels, as in JSON (the walks below recurse once
/// per level).
enum YAMLTree {
    static let maximumDepth = JSONParser.maximumDepth

    /// - Parameter lineOffset: lines before the YAML text in its file.
    static func parse(_ yaml: String, lineOffset: Int) throws(PositionedError) -> JSONNode? {
        try YAMLAliases.check(yaml) { position($0, lineOffset) }
        let node: Node?
        do {
            // The basic resolver: making Yams' default one compiles a dozen regular expressions
            // and loads Foundation's ICU on every build. Composing leaves tags unresolved
            // either way; plain scalars are typed below.
            node = try Yams.compose(yaml: yaml, .basic)
        } catch let error as YamlError {
            throw positioned(error, lineOffset: lineOffset)
        } catch {
            throw PositionedError(SourcePosition(line: lineOffset + 1, column: 1), "malformed YAML: \(error)")
        }
        guard let node else { return nil }
        return try convert(node, lineOffset: lineOffset, depth: 0)
    }

    static func tooDeep(at position: SourcePosition) -> PositionedError {
        PositionedError(position, "nesting is too deep: lists and mappings may be nested at most \(maximumDepth) levels")
    }

    private static func position(_ mark: Mark?, _ lineOffset: Int) -> SourcePosition {
        SourcePosition(line: (mark?.line ?? 1) + lineOffset, column: mark?.column ?? 1)
    }

    private static func convert(_ node: Node, lineOffset: Int, depth: Int) throws(PositionedError) -> JSONNode {
        let at = position(node.mark, lineOffset)
        guard depth <= maximumDepth else { throw tooDeep(at: at) }
        switch node {
        case .scalar(let scalar):
            return JSONNode(position: at, value: scalarValue(scalar, node: node))
        case .sequence(let sequence):
            var items: [JSONNode] = []
            for item in sequence { items.append(try convert(item, lineOffset: lineOffset, depth: depth + 1)) }
            return JSONNode(position: at, value: .array(items))
        case .mapping(let mapping):
            var members: [JSONMember] = []
            for (key, value) in mapping {
                members.append(JSONMember(key: key.string ?? "", keyPosition: position(key.mark, lineOffset),
                                          node: try convert(value, lineOffset: lineOffset, depth: depth + 1)))
            }
            return JSONNode(position: at, value: .object(members))
        case .alias:
            return JSONNode(position: at, value: .null)
        }
    }

    private static func scalarValue(_ scalar: Node.Scalar, node: Node) -> JSONValue {
        if scalar.style == .plain {
            if node.null != nil, scalar.string.isEmpty || ["~", "null", "Null", "NULL"].contains(scalar.string) { return .null }
            if let bool = node.bool { return .bool(bool) }
            if node.int != nil || (node.float != nil && scalar.string.first.map { $0.isNumber || $0 == "-" || $0 == "+" || $0 == "." } == true) {
                return .number(scalar.string)
            }
        }
        return .string(scalar.string)
    }

    private static func positioned(_ error: YamlError, lineOffset: Int) -> PositionedError {
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
             .composer(let context, let problem, let mark, _):
            // libyaml stops at 1,000 levels, before the tree is made.
            if problem.hasPrefix("Maximum nesting level reached") { return tooDeep(at: position(mark, lineOffset)) }
            let detail = context.map { "\(problem) \($0.text)" } ?? problem
            return PositionedError(position(mark, lineOffset), "malformed YAML: \(detail)")
        case .duplicatedKeysInMapping(let duplicates, let context):
            return PositionedError(position(context.mark, lineOffset),
                                   "duplicate key \(duplicates.map { "'\($0)'" }.joined(separator: ", ")) in YAML: each key may appear once")
        default:
            return PositionedError(SourcePosition(line: lineOffset + 1, column: 1), "malformed YAML: \(error)")
        }
    }
}
