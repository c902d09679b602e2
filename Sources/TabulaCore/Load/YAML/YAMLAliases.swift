import Yams

/// Bounds what aliases in YAML may repeat, before anything composes the text with its aliases.
///
/// An alias (`*name`) stands for the whole node its anchor (`&name`) names, so a few hundred
/// bytes of anchors that alias each other nine times over ("billion laughs") stand for
/// billions of nodes; Yams composes an alias as the anchored node itself, but turning that
/// into a tree (and Yams' own hashing of mapping keys) walks every copy. So the text is first
/// composed with every alias replaced by a plain scalar of the same length (`*name` →
/// `Xname`, at the same place): that tree has no aliases, its anchored nodes carry their
/// anchors, and the placeholders that became plain scalars are the aliases, at their places
/// (a `*` inside a quoted or block scalar, a comment or a plain scalar's text changes no
/// structure). Counting each alias as the size of the node it repeats, in document order,
/// finds the first alias that takes the document past `maximumRepeated` nodes. (A plain scalar
/// written as `Xname` would count as an alias too: counting more is safe, less would not be.)
enum YAMLAliases {
    /// Nodes that aliases may add to a document, in all.
    static let maximumRepeated = 10_000

    /// - Parameter position: maps a mark in `yaml` to its place in the file.
    static func check(_ yaml: String, position: @escaping (Mark?) -> SourcePosition) throws(PositionedError) {
        guard yaml.utf8.contains(UInt8(ascii: "*")) else { return }
        var names: Set<String> = []
        var scalars = Array(yaml.unicodeScalars)
        for i in scalars.indices where scalars[i] == "*" && i + 1 < scalars.count && isAnchorCharacter(scalars[i + 1]) {
            names.insert(String(String.UnicodeScalarView(scalars[(i + 1)...].prefix(while: isAnchorCharacter))))
            scalars[i] = "X"
        }
        guard !names.isEmpty else { return }
        let parser: Parser
        let root: Node?
        do {
            parser = try Parser(yaml: String(String.UnicodeScalarView(scalars)), resolver: .basic)
            root = try parser.singleRoot()
        } catch {
            return  // composing the text itself reports what is wrong with it
        }
        guard let root else { return }
        // The parser holds the anchors the nodes name (weakly) while the tree is read.
        try withExtendedLifetime(parser) { () throws(PositionedError) in
            var count = Count(names: names, position: position)
            _ = try count.size(root, depth: 0)
        }
    }

    /// What libyaml accepts in an anchor's name.
    private static func isAnchorCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic && scalar.isASCII || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_"
    }

    private struct Count {
        /// Names of the anchors the text aliases.
        let names: Set<String>
        let position: (Mark?) -> SourcePosition
        /// Size of the last node composed under each anchor.
        var anchored: [String: Int] = [:]
        var repeated = 0

        /// Nodes `node` stands for, its aliases expanded.
        mutating func size(_ node: Node, depth: Int) throws(PositionedError) -> Int {
            guard depth <= YAMLTree.maximumDepth else { throw YAMLTree.tooDeep(at: position(node.mark)) }
            var size = 1
            switch node {
            case .scalar(let scalar):
                if scalar.style == .plain, scalar.string.hasPrefix("X"), case let name = String(scalar.string.dropFirst()), names.contains(name) {
                    size = anchored[name] ?? 1
                    repeated += size
                    if repeated > YAMLAliases.maximumRepeated {
                        throw PositionedError(position(scalar.mark), "alias '*\(name)' repeats \(size) nodes, which takes the aliases of this front matter past \(YAMLAliases.maximumRepeated) repeated nodes: write the values out, or alias smaller ones")
                    }
                    return size
                }
            case .sequence(let sequence):
                for item in sequence { size += try self.size(item, depth: depth + 1) }
            case .mapping(let mapping):
                for (key, value) in mapping {
                    size += try self.size(key, depth: depth + 1) + self.size(value, depth: depth + 1)
                }
            case .alias:
                break
            }
            if let anchor = Self.anchor(of: node) { anchored[anchor] = size }
            return size
        }

        private static func anchor(of node: Node) -> String? {
            switch node {
            case .scalar(let scalar): scalar.anchor?.rawValue
            case .sequence(let sequence): sequence.anchor?.rawValue
            case .mapping(let mapping): mapping.anchor?.rawValue
            case .alias: nil
            }
        }
    }
}
