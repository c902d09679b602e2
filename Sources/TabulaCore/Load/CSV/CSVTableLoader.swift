import Foundation

/// A `.csv` or `.tsv` file in `Content/` is one table page: its header row names the row
/// fields, every other record is a row. Its settings (the keys of a JSON table but `rows`
/// and `sections`) come from the YAML file of the same name beside it (`people.yaml`).
enum CSVTableLoader {
    static let settingsKeys = SettingsDecoder.keys.union(["description"])

    /// The extensions read as tables, and their separators.
    static let separators: [String: UInt8] = ["csv": UInt8(ascii: ","), "tsv": UInt8(ascii: "\t")]
    /// Extensions of a table's settings file.
    static let settingsExtensions = ["yaml", "yml"]

    /// Reads the rows of `bytes` into `spec`; every problem is reported with its place.
    static func load(_ bytes: Data, separator: UInt8, into spec: inout TableSpec, _ reader: SpecReader) {
        do {
            _ = try UTF8Text.decode(bytes)
        } catch {
            reader.diagnostics.report(error.diagnostic(in: reader.path))
            return
        }
        var header: [String]?
        var rows: [RowSpec] = []
        rows.reserveCapacity(bytes.count / 64)
        var sharedNames: [String] = []  // the last row's field names (`RowFields`)
        bytes.withUnsafeBytes { raw in
            CSVReader(separator: separator).read(raw, record: { record in
                guard let names = header else {
                    header = Self.header(record, reader)
                    return
                }
                if var row = Self.row(record, names: names, reader) {
                    row.fields.shareNames(with: &sharedNames)
                    rows.append(row)
                }
            }, problem: { reader.error($0, $1) })
        }
        if header == nil {
            reader.error(.wholeFile, "this table has no header row: write the row fields' names on the first line (id,text,detail,…)")
        }
        spec.fieldOrder = header ?? []
        spec.rows = rows
    }

    /// The field names of the header record; empty and repeated names are errors (their columns are skipped).
    private static func header(_ record: CSVReader.Record, _ reader: SpecReader) -> [String] {
        var seen: [String: SourcePosition] = [:]
        var names: [String] = []
        for (name, position) in zip(record.fields, record.positions) {
            let name = name.trimmingCharacters(in: .whitespaces)
            if name.isEmpty {
                reader.error(position, "a column has no name in the header row: name it (id, text, detail, image, link, or a field of your own)")
                names.append("")
            } else if let first = seen[name] {
                reader.error(position, "the header names the column '\(name)' twice (first in column \(first.column)): rename one")
                names.append("")
            } else {
                seen[name] = position
                names.append(name)
            }
        }
        return names
    }

    /// The row a record describes; nil (with the problem reported) when it has more or fewer
    /// fields than the header.
    private static func row(_ record: CSVReader.Record, names: [String], _ reader: SpecReader) -> RowSpec? {
        let start = record.positions.first ?? record.end
        guard record.fields.count == names.count else {
            let place = record.fields.count > names.count ? record.positions[names.count] : record.end
            let many = record.fields.count > names.count ? "more" : "fewer"
            let fields = record.fields.count == 1 ? "1 field" : "\(record.fields.count) fields"
            reader.error(place, "this row has \(fields), \(many) than the \(names.count) the header names: "
                         + "give every row one field per column (quote a field holding a separator)")
            return nil
        }
        var members: [JSONMember] = []
        members.reserveCapacity(names.count)
        for index in names.indices where !names[index].isEmpty && !record.fields[index].isEmpty {
            let text = record.fields[index], position = record.positions[index]
            let value: JSONValue = isNumber(text) && !textFields.contains(names[index]) ? .number(text) : .string(text)
            members.append(JSONMember(key: names[index], keyPosition: position, node: JSONNode(position: position, value: value)))
        }
        return RowDecoder.row(members: members.span, at: start, reader)
    }

    /// Fields that are always text, even when they look like a number.
    private static let textFields: Set<String> = ["id", "text", "detail", "imageAlt", "link", "image", "cell", "accessory"]

    /// A JSON number literal (`12`, `-3.5`, `1e3`): such fields are numbers, so they sort as numbers.
    static func isNumber(_ text: String) -> Bool {
        var bytes = text.utf8[...]
        if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        func digits() -> Int {
            let count = bytes.prefix(while: { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }).count
            bytes = bytes.dropFirst(count)
            return count
        }
        let whole = bytes.first
        let wholeDigits = digits()
        guard wholeDigits > 0, wholeDigits == 1 || whole != UInt8(ascii: "0") else { return false }
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            guard digits() > 0 else { return false }
        }
        if bytes.first == UInt8(ascii: "e") || bytes.first == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if bytes.first == UInt8(ascii: "+") || bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
            guard digits() > 0 else { return false }
        }
        return bytes.isEmpty
    }

    /// Reads a table's settings file (YAML) into `spec`.
    static func loadSettings(_ bytes: Data, into spec: inout TableSpec, _ reader: SpecReader) {
        let root: JSONNode
        do {
            let text = try UTF8Text.decode(bytes)
            guard let parsed = try YAMLTree.parse(text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text, lineOffset: 0) else { return }
            root = parsed
        } catch {
            reader.diagnostics.report(error.diagnostic(in: reader.path))
            return
        }
        guard case .object = root.value else {
            reader.error(root.position, "a table's settings must be a mapping of `key: value` lines, found \(root.typeName)")
            return
        }
        SettingsDecoder.readTable(root, known: settingsKeys, into: &spec, reader)
    }
}
