/// Renders a table page's table: the section index and each section with its rows.
/// A table longer than one window is written windowed (`VirtualTableRenderer`).
struct TableRenderer {
    let templates: TemplateLibrary

    func render(_ page: TablePage) -> String {
        if WindowPlan.isVirtual(page) { return VirtualTableRenderer(templates: templates).render(page) }
        var html = ""
        html.reserveCapacity(page.rowCount * 160 + 1024)
        let indexEntries = indexEntries(page)
        html += SectionIndexNav.tableOpen(page, hasIndex: !indexEntries.isEmpty)
        SectionIndexNav.render(indexEntries, href: { "#section-" + $0 }, into: &html)
        let rows = RowRenderer(templates: templates)
        let chrome = SectionChrome(templates: templates)
        for section in page.sections {
            chrome.open(section, into: &html)
            html += "<ul class=\"rows\">\n"
            for row in section.rows { rows.render(row, page: page.outputPath, into: &html) }
            html += "</ul>\n"
            chrome.close(section, into: &html)
        }
        html += "</div>\n"
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
