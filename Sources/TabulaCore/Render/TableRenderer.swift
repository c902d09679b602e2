/// Renders a table page's table: the section index and each section with its rows.
/// A table longer than one window is written windowed (`VirtualTableRenderer`).
struct TableRenderer {
    let templates: TemplateLibrary
    /// The page's interface text.
    let text: InterfaceText

    /// Renders the table around its rows' HTML (in page order, rendered or from the cache).
    /// - Parameter plan: the page's windows when it is windowed (`WindowPlan.isVirtual`), else nil.
    func render(_ page: TablePage, rows rowHTML: PageRows, plan: WindowPlan?) -> String {
        if let plan {
            return VirtualTableRenderer(templates: templates, text: text).render(page, plan, rows: rowHTML)
        }
        var html = ""
        html.reserveCapacity(page.rowCount * 160 + 1024)
        let indexEntries = SectionIndexNav.entries(page)
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
}
