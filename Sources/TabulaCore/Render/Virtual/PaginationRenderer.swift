/// The plain pages that reach every row without script: `page/<n>.html` holds window
/// n-1 (page 1 is the table page itself), with its sections' headers and pagination links.
struct PaginationRenderer {
    let templates: TemplateLibrary
    let pages: PageRenderer

    /// Renders every page after the first into `files` (on all cores). `rowHTML` is every row's
    /// HTML in page order, relative to the table page (reused for rows that do not depend on the path).
    func render(_ page: TablePage, _ plan: WindowPlan, keys: OutputKeys, parentTitle: String?, rows rowHTML: PageRows, files: TableFiles) {
        let entries = TableRenderer(templates: templates).indexEntries(page)
        let rows = WindowRows(rows: RowRenderer(templates: templates), prerendered: rowHTML, page: page,
                              fragmentPages: FragmentPages(page, plan), otherPaths: true)
        let nav = PageNav(page, plan)
        let windows = Array(plan.windows.indices.dropFirst())
        ConcurrentMap.forEach(windows) { window in
            let copy = TablePage(source: page.source, outputPath: VirtualTable.pagePath(page, window),
                                 title: "\(page.title) (page \(window + 1) of \(plan.windows.count))",
                                 settings: page.settings, parent: page.parent)
            files.put(copy.outputPath, key: keys.paginated[window]) {
                let html = tableHTML(page, plan, window: window, entries: entries, rows: rows, nav: nav)
                return pages.table(copy, tableHTML: String(decoding: html, as: UTF8.self), parentTitle: parentTitle)
            }
        }
    }

    /// The page's table, as UTF-8: its rows are copied in as bytes, not appended row by row to a String.
    func tableHTML(_ page: TablePage, _ plan: WindowPlan, window: Int, entries: [(title: String, section: String)], rows: WindowRows, nav: PageNav) -> [UInt8] {
        let chrome = SectionChrome(templates: templates)
        let path = VirtualTable.pagePath(page, window)
        var text = SectionIndexNav.tableOpen(page, hasIndex: !entries.isEmpty)
        SectionIndexNav.render(entries, href: { nav.sectionHref($0, from: window) }, into: &text)
        var html: [UInt8] = []
        html.reserveCapacity(plan.windows[window].count * 240 + text.utf8.count + 1024)
        html.append(contentsOf: text.utf8)
        for piece in plan.windows[window].pieces {
            let section = page.sections[piece.section]
            text = ""
            chrome.open(section, into: &text)
            text += "<ul class=\"rows\">\n"
            html.append(contentsOf: text.utf8)
            rows.render(piece, of: page, path: path, into: &html)
            text = "</ul>\n"
            if piece.start + piece.count == section.rows.count { chrome.close(section, into: &text) } else { text += "</section>\n" }
            html.append(contentsOf: text.utf8)
        }
        text = "</div>\n"
        nav.render(current: window, into: &text)
        html.append(contentsOf: text.utf8)
        return html
    }
}
