/// Page settings from JSON keys or front matter; the same keys mean the same in both.
enum SettingsDecoder {
    static let keys: Set<String> = [
        "title", "style", "cell", "rowHeight", "estimatedRowHeight", "index", "locale", "sort", "sectionBy", "indexTitles",
        "windowSize", "pageSize", "virtualize", "detailTemplate", "markdownFields", "search",
    ]

    /// Reads the settings keys of `node` into `spec`; other keys are left to the caller.
    static func read(_ node: JSONNode, into spec: inout TableSpec, _ reader: SpecReader) {
        for member in node.members where keys.contains(member.key) {
            spec.settingPositions[member.key] = member.node.position
            switch member.key {
            case "title": if let v = reader.text(member) { spec.title = v }
            case "style": if let v = reader.choice(member, TableStyle.self) { spec.settings.style = v }
            case "cell": if let v = reader.string(member) { spec.settings.cell = v }
            case "rowHeight": spec.settings.rowHeight = reader.positiveNumber(member)
            case "estimatedRowHeight": spec.settings.estimatedRowHeight = reader.positiveNumber(member)
            case "index": if let v = reader.choice(member, IndexKind.self) { spec.settings.index = v }
            case "locale": spec.settings.locale = reader.string(member)
            case "sort": spec.settings.sort = reader.string(member)
            case "sectionBy": spec.settings.sectionBy = reader.string(member)
            case "indexTitles": spec.settings.indexTitles = stringList(member, reader)
            case "windowSize": spec.settings.windowSize = rowCount(member, reader)
            case "pageSize": spec.settings.pageSize = rowCount(member, reader)
            case "virtualize": if let v = reader.bool(member) { spec.settings.virtualize = v }
            case "detailTemplate": spec.settings.detailTemplate = reader.string(member)
            case "markdownFields": spec.settings.markdownFields = stringList(member, reader)
            case "search": if let v = reader.bool(member) { spec.settings.search = v }
            default: break
            }
        }
        if spec.settings.rowHeight != nil, spec.settings.estimatedRowHeight != nil {
            reader.warning(spec.settingPositions["estimatedRowHeight"],
                           "both `rowHeight` and `estimatedRowHeight` are set: `rowHeight` wins; remove one")
        }
    }

    /// A data table's own object (a JSON table's root, a CSV table's settings file): its
    /// settings and description; a key not in `known` gets a warning.
    static func readTable(_ root: JSONNode, known: Set<String>, into spec: inout TableSpec, _ reader: SpecReader) {
        reader.warnUnknownKeys(root, known: known, what: "table")
        read(root, into: &spec, reader)
        if let description = root.members.first(where: { $0.key == "description" }), let text = reader.text(description) {
            spec.description = MarkdownText(markdown: text, origin: description.node.position, isVerbatim: false)
        }
    }

    /// `windowSize`, `pageSize`: a whole number of rows, 1 or more.
    static func rowCount(_ member: JSONMember, _ reader: SpecReader) -> Int? {
        guard let number = member.node.numberValue, number >= 1, number == number.rounded(), number < 1e9 else {
            reader.error(member.node.position, "`\(member.key)` must be a whole number of rows, 1 or more, found \(reader.describe(member.node))")
            return nil
        }
        return Int(number)
    }

    static func stringList(_ member: JSONMember, _ reader: SpecReader) -> [String]? {
        guard case .array(let items) = member.node.value else {
            reader.error(member.node.position, "`\(member.key)` must be a list of strings, found \(member.node.typeName)")
            return nil
        }
        var strings: [String] = []
        for item in items {
            guard case .string(let s) = item.value, !s.isEmpty else {
                reader.error(item.position, "`\(member.key)` must hold non-empty strings, found \(reader.describe(item))")
                return nil
            }
            strings.append(s)
        }
        return strings
    }
}
