/// One file of interface text: a YAML mapping of `InterfaceKey` names to strings (or, for
/// counts, to a string per plural category), for one language.
///
/// Built-in files (`Resources/i18n/<tag>.yaml`) are complete and tested to parse; a site's
/// (`Templates/i18n/<locale>.yaml`) may hold any of the keys. What is wrong in a site's file is
/// reported with its position: YAML that does not parse (or is no mapping) is an error, as for
/// a template that does not parse; an unknown key, a count's forms under a name that is no plural category, a
/// placeholder Tabula does not fill are warnings, and the entry is left out.
struct InterfaceFile: Sendable {
    /// `Templates/i18n/de.yaml`, or `built-in interface text 'de'`.
    let path: String
    /// The language it is for, as its name writes it in lower case with '-': "de", "zh-hant".
    let language: String
    let messages: [InterfaceKey: InterfaceMessage]
    /// The file as written (part of the keys of the pages it is used on).
    let source: String

    /// The language a file name stands for: `pt_BR.yaml` and `pt-br.yaml` are both "pt-br".
    static func language(ofFile name: String) -> String {
        ContentPaths.stem(name).replacingOccurrences(of: "_", with: "-").lowercased()
    }

    /// Parses `source`; problems go to `diagnostics` under `path`.
    init(path: String, language: String, source: String, diagnostics: Diagnostics) {
        self.path = path
        self.language = language
        self.source = source
        let reader = SpecReader(path: path, diagnostics: diagnostics)
        let tree: JSONNode?
        do {
            tree = try YAMLTree.parse(source, lineOffset: 0)
        } catch {
            reader.error(error.position, error.message)
            messages = [:]
            return
        }
        guard let tree, case .object(let members) = tree.value else {
            if let tree, tree.value != .null {
                reader.error(tree.position, "interface text must be a mapping like `back: Zurück`, found \(tree.typeName)")
            }
            messages = [:]
            return
        }
        var messages: [InterfaceKey: InterfaceMessage] = [:]
        for member in members {
            guard let key = InterfaceKey(rawValue: member.key) else {
                let names = InterfaceKey.allCases.map(\.rawValue)
                let hint = Suggestion.closest(to: member.key, in: names).map { ": did you mean '\($0)'?" } ?? " and is ignored"
                reader.warning(member.keyPosition, "unknown interface text '\(member.key)'\(hint)")
                continue
            }
            if let message = Self.message(member, key, reader) { messages[key] = message }
        }
        self.messages = messages
    }

    private static func message(_ member: JSONMember, _ key: InterfaceKey, _ reader: SpecReader) -> InterfaceMessage? {
        let message: InterfaceMessage
        switch member.node.value {
        case .object(let forms) where key.hasPluralForms:
            var texts: [String: String] = [:]
            for form in forms {
                guard InterfaceMessage.pluralCategories.contains(form.key) else {
                    reader.warning(form.keyPosition, "'\(form.key)' is no plural category: use zero, one, two, few, many or other")
                    continue
                }
                if let text = reader.text(form) { texts[form.key] = text }
            }
            guard texts["other"] != nil else {
                reader.warning(member.keyPosition, "`\(member.key)` has no `other` form, which every language needs: add `other: …`")
                return nil
            }
            message = .plural(texts)
        default:
            guard let text = reader.text(member) else { return nil }
            message = .text(text)
        }
        let unknown = message.placeholders.subtracting(key.placeholders)
        if !unknown.isEmpty {
            let known = key.placeholders.isEmpty ? "it has none" : "it has " + key.placeholders.sorted().map { "{\($0)}" }.joined(separator: ", ")
            reader.warning(member.node.position, "`\(member.key)` holds \(unknown.sorted().map { "{\($0)}" }.joined(separator: ", ")), which Tabula does not fill: \(known)")
            return nil
        }
        return message
    }
}
