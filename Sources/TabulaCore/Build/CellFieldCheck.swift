/// Warns when a cell template reads a field that no row of its table has: likely a typo.
struct CellFieldCheck {
    let templates: TemplateLibrary
    let diagnostics: Diagnostics

    func check(_ table: TablePage) {
        var fieldsByCell: [String: Set<String>] = [:]
        for section in table.sections {
            let rows = section.rows.slice
            // A row without fields of its own only adds its cell, looked for in the short
            // list of cells met rather than in the dictionary.
            var cellsMet: [String] = []
            for i in rows.indices where !rows[i].fields.isEmpty || !cellsMet.contains(rows[i].cell) {
                fieldsByCell[rows[i].cell, default: RowContext.alwaysPresent].formUnion(rows[i].fields.names)
                if rows[i].fields.isEmpty { cellsMet.append(rows[i].cell) }
            }
        }
        var warned: Set<String> = []
        for (cell, fields) in fieldsByCell {
            guard let template = templates.cell(cell), !template.isBuiltin else { continue }
            for read in template.template.referencedNames where !fields.contains(read.name) {
                guard warned.insert("\(template.path)|\(read.name)").inserted else { continue }
                diagnostics.warning(template.path, SourcePosition(line: read.line, column: 1),
                                    "cell template reads `\(read.name)` but no row of \(table.source) has it (a typo?)")
            }
        }
    }
}
