/// Renders a table page's table: the section index and each section with its rows.
struct TableRenderer {
    let templates: TemplateLibrary

    /// Renders the table with rows rendered here (no cache).
    func render(_ page: TablePage) -> String {
        var rows: [String] = []
        let renderer = RowRenderer(templates: templates)
        for section in page.sections {
            for row in section.rows {
                var html = ""
                renderer.render(row, page: page.outputPath, into: &html)
                rows.append(html)
            }
        }
        return render(page, rows: rows)
    }

    /// Renders the table around row HTML already made, in page order.
    func render(_ page: TablePage, rows rowHTML: [String]) -> String {
        var html = ""
        html.reserveCapacity(page.rowCount * 160 + 1024)
        let indexEntries = indexEntries(page)
        html += "<div class=\"table table--\(page.settings.style.rawValue)\(indexEntries.isEmpty ? "" : " has-index")\""
        if let height = page.settings.rowHeight ?? page.settings.estimatedRowHeight {
            html += " style=\"--row-height: \(CSSNumber.px(height))\""
        }
        html += ">\n"
        if !indexEntries.isEmpty {
            html += "<nav class=\"section-index\" aria-label=\"Section index\"><ol>"
            for entry in indexEntries {
                html += "<li><a href=\"#section-\(HTMLText.escape(entry.section))\">\(HTMLText.escape(entry.title))</a></li>"
            }
            html += "</ol></nav>\n"
        }
        var next = 0
        for section in page.sections {
            render(section, rows: rowHTML[next..<(next + section.rows.count)], into: &html)
            next += section.rows.count
        }
        html += "</div>\n"
        return html
    }

    private func render(_ section: TableSection, rows: ArraySlice<String>, into html: inout String) {
        let id = HTMLText.escape(section.id)
        html += "<section class=\"table-section\" id=\"section-\(id)\""
        if section.title != nil { html += " aria-labelledby=\"section-\(id)-title\"" }
        html += ">\n"
        let context = MustacheValue.object([
            "id": .string(section.id),
            "title": section.title.map(MustacheValue.string) ?? .null,
            "indexTitle": section.indexTitle.map(MustacheValue.string) ?? .null,
            "footer": section.footer.map(MustacheValue.string) ?? .null,
            "rowCount": .number(String(section.rows.count)),
        ])
        if section.title != nil, let header = templates.headers[section.header] {
            html += "<h2 class=\"section-header\" id=\"section-\(id)-title\">"
            header.template.render(context, partials: templates.partials, into: &html)
            html += "</h2>\n"
        }
        html += "<ul class=\"rows\">\n"
        for row in rows { html += row }
        html += "</ul>\n"
        if section.footer != nil, let footer = templates.headers[section.footerTemplate] {
            html += "<div class=\"section-footer\">"
            footer.template.render(context, partials: templates.partials, into: &html)
            html += "</div>\n"
        }
        html += "</section>\n"
    }

    /// One entry per distinct index title, linking to the first section that has it.
    func indexEntries(_ page: TablePage) -> [(title: String, section: String)] {
        guard page.settings.index != .none else { return [] }
        var seen: Set<String> = []
        return page.sections.compactMap { section in
            guard let title = section.indexTitle, seen.insert(title).inserted else { return nil }
            return (title, section.id)
        }
    }
}
