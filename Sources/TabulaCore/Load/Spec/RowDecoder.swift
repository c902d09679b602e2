/// Reads rows from JSON objects or front matter.
enum RowDecoder {
    static func row(_ node: JSONNode, _ reader: SpecReader) -> RowSpec? {
        guard case .object(let members) = node.value else {
            reader.error(node.position, "a row must be an object like {\"text\": \"…\"}, found \(reader.describe(node))")
            return nil
        }
        return row(members: members.span, at: node.position, reader)
    }

    /// The row an object with `members` (a row node's, or front matter's), starting at
    /// `position`, describes.
    @inline(__always)
    static func row(members: Span<JSONMember>, at position: SourcePosition, _ reader: SpecReader) -> RowSpec? {
        var row = RowSpec(position: position, text: "", fields: [:])
        var sawText = false
        // Each member is read where it lies (a `for in` copies it out, retaining its strings).
        for i in members.indices {
            // Fields Tabula reads are in every row's context already; only the others are kept.
            if !apply(members[i], to: &row, reader, sawText: &sawText) { row.fields[members[i].key] = members[i].node.mustacheValue }
        }
        if !sawText, row.id == nil {
            reader.error(position, "row has neither `text` nor `id`: add \"text\": \"…\"")
            return nil
        }
        return row
    }

    /// Whether an id has any white space (ASCII ids, the usual kind, are checked byte by byte).
    static func hasWhitespace(_ text: String) -> Bool {
        // Read as one buffer, not a byte at a time through the view.
        let printableASCII = text.utf8.withContiguousStorageIfAvailable { $0.allSatisfy { $0 > 0x20 && $0 < 0x7F } }
            ?? text.utf8.allSatisfy { $0 > 0x20 && $0 < 0x7F }
        if printableASCII { return false }
        return text.unicodeScalars.contains { $0.properties.isWhitespace }
    }

    /// Applies one field of a row; false for a field Tabula does not read (one not in
    /// `RowContext.alwaysPresent`) and for `reading`, which the caller keeps in `fields`.
    @discardableResult
    static func apply(_ member: JSONMember, to row: inout RowSpec, _ reader: SpecReader, sawText: inout Bool) -> Bool {
        let at = member.node.position
        switch Field(member.key) {
        case .id:
            if let v = reader.text(member) {
                if v.isEmpty || Self.hasWhitespace(v) {
                    reader.error(at, "row id '\(v)' must be non-empty and contain no spaces: it becomes the URL fragment #row-\(v)")
                } else {
                    row.id = Located(v, at: at)
                }
            }
        case .text: if let v = reader.text(member) { row.text = v; sawText = true }
        case .detail: row.detail = reader.text(member)
        case .image: if let v = reader.string(member) { row.image = Located(v, at: at) }
        case .imageAlt: row.imageAlt = reader.text(member) ?? ""
        case .accessory: row.accessory = reader.choice(member, Accessory.self)
        case .link: if let v = reader.string(member) { row.link = Located(v, at: at) }
        case .cell: if let v = reader.string(member) { row.cell = Located(v, at: at) }
        case .height: row.height = reader.positiveNumber(member)
        case .reading:
            // Checked here, kept in `fields`: collation reads it there (`Row.collationText`).
            _ = reader.text(member)
            return false
        case nil: return false
        }
        return true
    }

    /// The fields Tabula reads from a row (`reading` is also kept as a field of its own).
    enum Field {
        case id, text, detail, image, imageAlt, accessory, link, cell, height, reading

        /// The field `key` names, if any. Told apart by length first, so a key (every member
        /// of every row) is compared with few names: a failed string comparison is slow.
        @inline(__always)
        init?(_ key: String) {
            switch key.utf8.count {
            case 2 where key == "id": self = .id
            case 4:
                if key == "text" { self = .text } else if key == "cell" { self = .cell } else if key == "link" { self = .link } else { return nil }
            case 5 where key == "image": self = .image
            case 6:
                if key == "detail" { self = .detail } else if key == "height" { self = .height } else { return nil }
            case 7 where key == "reading": self = .reading
            case 8 where key == "imageAlt": self = .imageAlt
            case 9 where key == "accessory": self = .accessory
            default: return nil
            }
        }
    }
}
