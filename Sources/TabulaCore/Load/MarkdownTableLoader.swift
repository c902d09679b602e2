/// A Markdown file whose headings are sections and whose list items are rows: a static table.
enum MarkdownTableLoader {
    static func load(_ body: String, bodyFirstLine: Int, into spec: inout TableSpec, _ reader: SpecReader) {
        let blocks = CMark.blocks(body)
        var sections: [SectionSpec] = []
        var description: [Int] = []  // the blocks before the first section, but the title
        var titleFromHeading = spec.title.isEmpty
        for (index, block) in blocks.enumerated() {
            let at = SourcePosition(line: block.position.line + bodyFirstLine - 1, column: block.position.column)
            switch block.kind {
            case .heading(let level):
                if level == 1, titleFromHeading, sections.isEmpty {
                    spec.title = block.text
                    titleFromHeading = false
                    continue
                }
                sections.append(SectionSpec(title: block.text, rows: [], position: at))
            case .list:
                if sections.isEmpty { sections.append(SectionSpec(rows: [], position: at)) }
                let rows = block.items.map { row($0, bodyFirstLine: bodyFirstLine, reader) }
                sections[sections.count - 1].rows.append(contentsOf: rows)
            case .paragraph:
                if sections.isEmpty {
                    description.append(index)
                } else {
                    let footer = sections[sections.count - 1].footer.map { $0 + " " } ?? ""
                    sections[sections.count - 1].footer = footer + block.text
                }
            case .other:
                if sections.isEmpty {
                    description.append(index)
                } else {
                    reader.warning(at, "this block is ignored: a section of a static table holds a list of rows and a footer paragraph")
                }
            }
        }
        if !description.isEmpty { spec.description = .body(body, firstLine: bodyFirstLine, blocks: description) }
        spec.sections = sections
    }

    /// One list item → one row: `[x] Text — detail {key=value …}`, a link makes it a disclosure row.
    static func row(_ item: MarkdownItem, bodyFirstLine: Int, _ reader: SpecReader) -> RowSpec {
        let shift = { (p: SourcePosition?) in p.map { SourcePosition(line: $0.line + bodyFirstLine - 1, column: $0.column) } }
        let at = shift(item.position)
        let parsed = ListItemText(item.text)
        var row = RowSpec(position: at, text: parsed.text, fields: [:])
        row.detail = parsed.detail
        row.accessory = parsed.checked.map { $0 ? .checkmark : Accessory.none }
        if let link = item.link { row.link = Located(link.value, at: shift(link.position)) }
        if let image = item.image {
            row.image = Located(image.value, at: shift(image.position))
            row.imageAlt = item.imageAlt
        }
        row.fields["text"] = .string(row.text)
        if let detail = row.detail { row.fields["detail"] = .string(detail) }
        var sawText = true
        for (key, value) in parsed.attributes {
            let member = JSONMember(key: key, keyPosition: at ?? SourcePosition(line: 1, column: 1),
                                    node: JSONNode(position: at ?? SourcePosition(line: 1, column: 1), value: value))
            row.fields[key] = member.node.mustacheValue
            RowDecoder.apply(member, to: &row, reader, sawText: &sawText)
        }
        if let problem = parsed.problem { reader.error(at, problem) }
        return row
    }
}

/// The text of a static-table list item, split into its parts.
struct ListItemText {
    var text: String
    var detail: String?
    /// `[x]` → true, `[ ]` → false, none → nil.
    var checked: Bool?
    var attributes: [(String, JSONValue)] = []
    var problem: String?

    init(_ raw: String) {
        var rest = raw.trimmingCharacters(in: .whitespaces)
        if rest.hasPrefix("[x] ") || rest.hasPrefix("[X] ") {
            checked = true
            rest.removeFirst(4)
        } else if rest.hasPrefix("[ ] ") {
            checked = false
            rest.removeFirst(4)
        }
        if rest.hasSuffix("}"), let open = rest.lastIndex(of: "{") {
            let inside = rest[rest.index(after: open)..<rest.index(before: rest.endIndex)]
            switch Self.parseAttributes(inside) {
            case .success(let pairs): attributes = pairs
            case .failure(let message): problem = message
            }
            rest = String(rest[..<open])
        }
        if let range = rest.range(of: " — ") ?? rest.range(of: " -- ") {
            detail = rest[range.upperBound...].trimmingCharacters(in: .whitespaces)
            rest = String(rest[..<range.lowerBound])
        }
        text = rest.trimmingCharacters(in: .whitespaces)
    }

    enum AttributeResult { case success([(String, JSONValue)]), failure(String) }

    /// `key=value key2="quoted value" flag` → pairs; numbers and true/false keep their type.
    static func parseAttributes(_ text: Substring) -> AttributeResult {
        var pairs: [(String, JSONValue)] = []
        var scalars = Array(text.unicodeScalars)[...]
        func skipSpaces() { while let c = scalars.first, c == " " || c == "\t" { scalars.removeFirst() } }
        skipSpaces()
        while !scalars.isEmpty {
            var key = ""
            while let c = scalars.first, c != "=", c != " " { key.unicodeScalars.append(c); scalars.removeFirst() }
            guard !key.isEmpty else { return .failure("expected a key in the attribute block {key=value …}") }
            guard scalars.first == "=" else {
                pairs.append((key, .bool(true)))
                skipSpaces()
                continue
            }
            scalars.removeFirst()
            var value = ""
            if scalars.first == "\"" {
                scalars.removeFirst()
                while let c = scalars.first, c != "\"" { value.unicodeScalars.append(c); scalars.removeFirst() }
                guard scalars.first == "\"" else { return .failure("unterminated quoted value for '\(key)' in {…}: add a closing '\"'") }
                scalars.removeFirst()
                pairs.append((key, .string(value)))
            } else {
                while let c = scalars.first, c != " " { value.unicodeScalars.append(c); scalars.removeFirst() }
                if value == "true" || value == "false" {
                    pairs.append((key, .bool(value == "true")))
                } else if Double(value) != nil, value.first != "." {
                    pairs.append((key, .number(value)))
                } else {
                    pairs.append((key, .string(value)))
                }
            }
            skipSpaces()
        }
        return .success(pairs)
    }
}

import Foundation
