import Foundation

/// A `.json` file in `Content/` is one table page.
enum JSONTableLoader {
    static let tableKeys = SettingsDecoder.keys.union(["description", "sections", "rows"])
    static let sectionKeys: Set<String> = ["title", "footer", "indexTitle", "header", "footerTemplate", "id", "rows"]

    /// Reads table `bytes` into `spec`; long lists of rows in up to `parts` parts on all cores.
    static func load(_ bytes: consuming Data, into spec: inout TableSpec, _ reader: SpecReader, parts: Int = 1) {
        // Rows are decoded as the parser reads them. Their problems wait in `rowProblems`: a
        // file that turns out malformed reports only that.
        let rowProblems = Diagnostics()
        var lists = RowLists(reader: SpecReader(path: reader.path, diagnostics: rowProblems), fileSize: bytes.count)
        let root: JSONNode
        do {
            root = try JSONParser.parseTable(bytes, into: &lists, parts: parts)
        } catch {
            reader.error(error.position, "malformed JSON: \(error.message)")
            return
        }
        _ = consume bytes
        let streamed = lists.finish()
        spec.fieldOrder = lists.firstRowFields
        for problem in rowProblems.all { reader.diagnostics.report(problem) }
        guard case .object = root.value else {
            reader.error(root.position, "a JSON table must be an object with `title` and `rows` or `sections`, found \(root.typeName)")
            return
        }
        SettingsDecoder.readTable(root, known: tableKeys, into: &spec, reader)
        let sections = root["sections"], rows = root["rows"]
        if sections != nil, let rows {
            reader.error(rows.position, "a table has either `sections` or `rows`, not both: move these rows into a section")
        }
        if let sections {
            spec.sections = self.sections(sections, streamed: streamed, reader)
        } else if let rows {
            spec.rows = streamed[-1] ?? self.rows(rows, reader)
        } else {
            reader.error(root.position, "a JSON table needs `rows` (a list of rows) or `sections` (a list of {title, rows})")
        }
    }

    static func rows(_ node: JSONNode, _ reader: SpecReader) -> [RowSpec] {
        guard case .array(let items) = node.value else {
            reader.error(node.position, "`rows` must be a list of rows, found \(node.typeName)")
            return []
        }
        return items.compactMap { RowDecoder.row($0, reader) }
    }

    /// - Parameter streamed: rows the parser handed out, by the section's place in the list.
    static func sections(_ node: JSONNode, streamed: [Int: [RowSpec]], _ reader: SpecReader) -> [SectionSpec] {
        guard case .array(let items) = node.value else {
            reader.error(node.position, "`sections` must be a list of sections like {\"title\": \"…\", \"rows\": […]}, found \(node.typeName)")
            return []
        }
        return items.enumerated().compactMap { place, item in
            guard case .object(let members) = item.value else {
                reader.error(item.position, "a section must be an object like {\"title\": \"…\", \"rows\": […]}, found \(item.typeName)")
                return nil
            }
            reader.warnUnknownKeys(item, known: sectionKeys, what: "section")
            var section = SectionSpec(rows: [], position: item.position)
            var streamedRows = streamed[place]  // the section's first `rows`, if it streamed
            for member in members {
                switch member.key {
                case "title": section.title = reader.text(member)
                case "footer": section.footer = reader.text(member)
                case "indexTitle": section.indexTitle = reader.text(member)
                case "id": section.id = reader.text(member)
                case "header": section.header = reader.string(member).map { Located($0, at: member.node.position) }
                case "footerTemplate": section.footerTemplate = reader.string(member).map { Located($0, at: member.node.position) }
                case "rows":
                    section.rows = streamedRows ?? rows(member.node, reader)
                    streamedRows = nil
                default: break
                }
            }
            return section
        }
    }
}
