import Foundation

/// A `.json` file in `Content/` is one table page.
enum JSONTableLoader {
    static let tableKeys = SettingsDecoder.keys.union(["description", "sections", "rows"])
    static let sectionKeys: Set<String> = ["title", "footer", "indexTitle", "header", "footerTemplate", "id", "rows"]

    static func load(_ bytes: Data, into spec: inout TableSpec, _ reader: SpecReader, rawHTML: Bool) {
        let root: JSONNode
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            reader.error(error.position, "malformed JSON: \(error.message)")
            return
        }
        guard case .object = root.value else {
            reader.error(root.position, "a JSON table must be an object with `title` and `rows` or `sections`, found \(root.typeName)")
            return
        }
        reader.warnUnknownKeys(root, known: tableKeys, what: "table")
        SettingsDecoder.read(root, into: &spec, reader)
        if let description = root.members.first(where: { $0.key == "description" }), let text = reader.text(description) {
            spec.descriptionHTML = CMark.html(text, rawHTML: rawHTML)
        }
        let sections = root["sections"], rows = root["rows"]
        if sections != nil, rows != nil {
            reader.error(rows?.position, "a table has either `sections` or `rows`, not both: move these rows into a section")
        }
        if let sections {
            spec.sections = self.sections(sections, reader)
        } else if let rows {
            spec.rows = self.rows(rows, reader)
        } else {
            reader.error(root.position, "a JSON table needs `rows` (a list of rows) or `sections` (a list of {title, rows})")
        }
    }

    /// Where a table's rows link (each link once, site links only) and how many rows it has,
    /// read from its tree without decoding the rows.
    static func links(_ root: JSONNode) -> (links: [String], rows: Int) {
        var lists: [JSONNode] = []
        if let rows = root["rows"] { lists.append(rows) }
        if case .array(let sections)? = root["sections"]?.value { lists += sections.compactMap { $0["rows"] } }
        var links: [String] = []
        var seen: Set<String> = []
        var count = 0
        for list in lists {
            guard case .array(let rows) = list.value else { continue }
            count += rows.count
            for row in rows {
                guard let link = row["link"]?.stringValue, URLSafety.scheme(of: link) == nil, seen.insert(link).inserted else { continue }
                links.append(link)
            }
        }
        return (links, count)
    }

    static func rows(_ node: JSONNode, _ reader: SpecReader) -> [RowSpec] {
        guard case .array(let items) = node.value else {
            reader.error(node.position, "`rows` must be a list of rows, found \(node.typeName)")
            return []
        }
        // Rows decode on all cores, in chunks, keeping their order.
        return ConcurrentMap.chunks(items.count, size: 2048) { range in items[range].compactMap { RowDecoder.row($0, reader) } }
    }

    static func sections(_ node: JSONNode, _ reader: SpecReader) -> [SectionSpec] {
        guard case .array(let items) = node.value else {
            reader.error(node.position, "`sections` must be a list of sections like {\"title\": \"…\", \"rows\": […]}, found \(node.typeName)")
            return []
        }
        return items.compactMap { item in
            guard case .object(let members) = item.value else {
                reader.error(item.position, "a section must be an object like {\"title\": \"…\", \"rows\": […]}, found \(item.typeName)")
                return nil
            }
            reader.warnUnknownKeys(item, known: sectionKeys, what: "section")
            var section = SectionSpec(rows: [], position: item.position)
            for member in members {
                switch member.key {
                case "title": section.title = reader.text(member)
                case "footer": section.footer = reader.text(member)
                case "indexTitle": section.indexTitle = reader.text(member)
                case "id": section.id = reader.text(member)
                case "header": section.header = reader.string(member).map { Located($0, at: member.node.position) }
                case "footerTemplate": section.footerTemplate = reader.string(member).map { Located($0, at: member.node.position) }
                case "rows": section.rows = rows(member.node, reader)
                default: break
                }
            }
            return section
        }
    }
}
