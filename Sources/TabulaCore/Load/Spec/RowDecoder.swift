/// Reads rows from JSON objects or front matter.
enum RowDecoder {
    static func row(_ node: JSONNode, _ reader: SpecReader) -> RowSpec? {
        guard case .object(let members) = node.value else {
            reader.error(node.position, "a row must be an object like {\"text\": \"…\"}, found \(reader.describe(node))")
            return nil
        }
        return row(members: members, at: node.position, reader)
    }

    /// The row an object with `members`, starting at `position`, describes (a parse lends a
    /// row's members, see `JSONParser.parse(_:rowObjects:rows:)`).
    @inline(__always)
    static func row(members: some Sequence<JSONMember>, at position: SourcePosition, _ reader: SpecReader) -> RowSpec? {
        var row = RowSpec(position: position, text: "", fields: [:])
        var sawText = false
        for member in members {
            // Fields Tabula reads are in every row's context already; only the others are kept.
            if !apply(member, to: &row, reader, sawText: &sawText) { row.fields[member.key] = member.node.mustacheValue }
        }
        if !sawText, row.id == nil {
            reader.error(position, "row has neither `text` nor `id`: add \"text\": \"…\"")
            return nil
        }
        return row
    }

    /// Whether an id has any white space (ASCII ids, the usual kind, are checked byte by byte).
    static func hasWhitespace(_ text: String) -> Bool {
        // Read as one buffer (a byte at a time through the view took ten times as long).
        let printableASCII = text.utf8.withContiguousStorageIfAvailable { $0.allSatisfy { $0 > 0x20 && $0 < 0x7F } }
            ?? text.utf8.allSatisfy { $0 > 0x20 && $0 < 0x7F }
        if printableASCII { return false }
        return text.unicodeScalars.contains { $0.properties.isWhitespace }
    }

    /// Applies one field of a row; false for a field Tabula does not read (one not in
    /// `RowContext.alwaysPresent`), which the caller keeps in `fields` for templates.
    @discardableResult
    static func apply(_ member: JSONMember, to row: inout RowSpec, _ reader: SpecReader, sawText: inout Bool) -> Bool {
        let at = member.node.position
        switch member.key {
        case "id":
            if let v = reader.text(member) {
                if v.isEmpty || Self.hasWhitespace(v) {
                    reader.error(at, "row id '\(v)' must be non-empty and contain no spaces: it becomes the URL fragment #row-\(v)")
                } else {
                    row.id = Located(v, at: at)
                }
            }
        case "text": if let v = reader.text(member) { row.text = v; sawText = true }
        case "detail": row.detail = reader.text(member)
        case "image": if let v = reader.string(member) { row.image = Located(v, at: at) }
        case "imageAlt": row.imageAlt = reader.text(member) ?? ""
        case "accessory": row.accessory = reader.choice(member, Accessory.self)
        case "link": if let v = reader.string(member) { row.link = Located(v, at: at) }
        case "cell": if let v = reader.string(member) { row.cell = Located(v, at: at) }
        case "height": row.height = reader.positiveNumber(member)
        default: return false
        }
        return true
    }
}
