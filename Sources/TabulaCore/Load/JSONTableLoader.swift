import Foundation

/// A `.json` file in `Content/` is one table page.
enum JSONTableLoader {
    static let tableKeys = SettingsDecoder.keys.union(["description", "sections", "rows"])
    static let sectionKeys: Set<String> = ["title", "footer", "indexTitle", "header", "footerTemplate", "id", "rows"]

    static func load(_ bytes: consuming Data, into spec: inout TableSpec, _ reader: SpecReader, rawHTML: Bool) {
        var root: JSONNode
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            reader.error(error.position, "malformed JSON: \(error.message)")
            return
        }
        _ = consume bytes
        guard case .object = root.value else {
            reader.error(root.position, "a JSON table must be an object with `title` and `rows` or `sections`, found \(root.typeName)")
            return
        }
        reader.warnUnknownKeys(root, known: tableKeys, what: "table")
        SettingsDecoder.read(root, into: &spec, reader)
        if let description = root.members.first(where: { $0.key == "description" }), let text = reader.text(description) {
            spec.descriptionHTML = CMark.html(text, rawHTML: rawHTML)
        }
        let sections = root["sections"], rowsPosition = root["rows"]?.position  // not the rows node: it is freed as read
        if sections != nil, rowsPosition != nil {
            reader.error(rowsPosition, "a table has either `sections` or `rows`, not both: move these rows into a section")
        }
        if let sections {
            spec.sections = self.sections(sections, reader)
        } else if rowsPosition != nil {
            // The rows are taken out of the tree, which then no longer holds them, and each
            // row's nodes are freed once it is decoded: the tree and the decoded rows of a
            // 100k-row table are never whole in memory together.
            var rows = take("rows", from: &root)
            spec.rows = self.rows(consuming: &rows, reader)
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

    /// Takes member `key` of an object node out of it (leaving null in its place).
    private static func take(_ key: String, from node: inout JSONNode) -> JSONNode {
        let position = node.position
        guard case .object(var members) = node.value, let i = members.firstIndex(where: { $0.key == key }) else {
            return JSONNode(position: position, value: .null)
        }
        node.value = .null  // the members array is now held by `members` alone
        let taken = members[i].node
        members[i].node = JSONNode(position: taken.position, value: .null)
        node.value = .object(members)
        return taken
    }

    /// `rows(_:_:)` for a node no one else holds: each row's nodes are freed once decoded.
    static func rows(consuming node: inout JSONNode, _ reader: SpecReader) -> [RowSpec] {
        guard case .array(var items) = node.value else { return rows(node, reader) }
        node.value = .null  // the items array is now held by `items` alone
        return items.withUnsafeMutableBufferPointer { buffer in
            nonisolated(unsafe) let items = buffer  // each chunk reads and empties its own rows
            return ConcurrentMap.compactMap(items.count, chunk: 2048) { i in
                let row = RowDecoder.row(items[i], reader)
                items[i].value = .null
                return row
            }
        }
    }

    static func rows(_ node: JSONNode, _ reader: SpecReader) -> [RowSpec] {
        guard case .array(let items) = node.value else {
            reader.error(node.position, "`rows` must be a list of rows, found \(node.typeName)")
            return []
        }
        // Rows decode on all cores, in chunks, keeping their order.
        return ConcurrentMap.compactMap(items.count, chunk: 2048) { RowDecoder.row(items[$0], reader) }
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
