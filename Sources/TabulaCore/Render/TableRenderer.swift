/// Renders a table page's table: the section index and each section with its rows.
/// A table longer than one window is written windowed (`VirtualTableRenderer`).
struct TableRenderer {
    let templates: TemplateLibrary
    /// The page's interface text.
    let text: InterfaceText

    /// Renders the table with rows rendered here (no cache).
    func render(_ page: TablePage) -> String {
        render(page, rows: Self.rows(page, templates: templates, labels: text.rowLabels))
    }

    /// Every row's HTML in page order (sections flattened), links relative to the page.
    static func rows(_ page: TablePage, templates: TemplateLibrary, labels: RowLabels) -> PageRows {
        let renderer = RowRenderer(templates: templates, labels: labels)
        return PageRows(page.sections.flatMap { section in
            section.rows.indices.map { i in  // by index: rows are read where they are, not copied out
                var html = ""
                renderer.render(section.rows[i], page: page.outputPath, into: &html)
                return html
            }
        })
    }

    /// Renders the table around row HTML already made (in page order, e.g. from the cache).
    /// - Parameter plan: the page's windows when the caller has made them (else made here).
    func render(_ page: TablePage, rows rowHTML: PageRows, plan: WindowPlan? = nil) -> String {
        if let plan = plan ?? (WindowPlan.isVirtual(page) ? WindowPlan(page) : nil) {
            return VirtualTableRenderer(templates: templates, text: text).render(page, plan, rows: rowHTML)
        }
        var html = ""
        html.reserveCapacity(page.rowCount * 160 + 1024)
        let indexEntries = indexEntries(page)
        html += SectionIndexNav.tableOpen(page, hasIndex: !indexEntries.isEmpty)
        SectionIndexNav.render(indexEntries, label: text.string(.sectionIndex), href: { "#section-" + $0 }, into: &html)
        let searchable = SearchForm.isShown(rows: page.rowCount)
        if searchable { html += SearchForm.html(text, fold: SearchFolding(page).browserMapJSON) }
        let chrome = SectionChrome(templates: templates, text: text)
        var next = 0
        for section in page.sections {
            chrome.open(section, into: &html)
            html += "<ul class=\"rows\">\n"
            for row in next..<(next + section.rows.count) { rowHTML.append(row, to: &html) }
            next += section.rows.count
            html += "</ul>\n"
            chrome.close(section, into: &html)
        }
        html += "</div>\n"
        if searchable {
            html += "<script src=\"\(HTMLText.escape(RelativeURL.href(from: page.outputPath, to: VirtualTable.scriptPath)))\" defer></script>\n"
        }
        return html
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
