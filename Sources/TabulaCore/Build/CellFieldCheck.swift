/// Warns when a cell template reads a field that no row of its table has: likely a typo.
struct CellFieldCheck {
    let templates: TemplateLibrary
    let diagnostics: Diagnostics

    func check(_ tables: [TablePage]) {
        var warned: Set<String> = []
        for table in tables {
            var fieldsByCell: [String: Set<String>] = [:]
            for section in table.sections {
                for i in section.rows.indices where !section.rows[i].fields.isEmpty || fieldsByCell[section.rows[i].cell] == nil {
                    fieldsByCell[section.rows[i].cell, default: RowContext.alwaysPresent].formUnion(section.rows[i].fields.keys)
                }
            }
            for (cell, fields) in fieldsByCell {
                guard let template = templates.cell(cell), !template.isBuiltin else { continue }
                for read in template.template.referencedNames where !fields.contains(read.name) {
                    let key = "\(template.path)|\(read.name)|\(table.source)"
                    guard warned.insert(key).inserted else { continue }
                    diagnostics.warning(template.path, SourcePosition(line: read.line, column: 1),
                                        "cell template reads `\(read.name)` but no row of \(table.source) has it (a typo?)")
                }
            }
        }
    }
}
