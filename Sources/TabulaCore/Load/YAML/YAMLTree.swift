import Yams

/// Converts YAML (through Yams) into the same positioned tree the JSON parser makes,
/// so one decoder reads page settings and rows from either.
enum YAMLTree {
    /// - Parameter lineOffset: lines before the YAML text in its file.
    static func parse(_ yaml: String, lineOffset: Int) throws(PositionedError) -> JSONNode? {
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
        return convert(node, lineOffset: lineOffset)
    }

    private static func position(_ mark: Mark?, _ lineOffset: Int) -> SourcePosition {
        SourcePosition(line: (mark?.line ?? 1) + lineOffset, column: mark?.column ?? 1)
    }

    private static func convert(_ node: Node, lineOffset: Int) -> JSONNode {
        let at = position(node.mark, lineOffset)
        switch node {
        case .scalar(let scalar):
            return JSONNode(position: at, value: scalarValue(scalar, node: node))
        case .sequence(let sequence):
            return JSONNode(position: at, value: .array(sequence.map { convert($0, lineOffset: lineOffset) }))
        case .mapping(let mapping):
            let members = mapping.map { key, value in
                JSONMember(key: key.string ?? "", keyPosition: position(key.mark, lineOffset),
                           node: convert(value, lineOffset: lineOffset))
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
