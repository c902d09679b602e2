/// The plain pages that reach every row without script: `page/<n>/index.html` holds window
/// n-1 (page 1 is the table page itself), with its sections' headers and pagination links.
struct PaginationRenderer {
    let templates: TemplateLibrary
    let pages: PageRenderer

    /// Output path → HTML of every page after the first.
    func render(_ page: TablePage, _ plan: WindowPlan, parentTitle: String?) -> [(String, String)] {
        let entries = TableRenderer(templates: templates).indexEntries(page)
        let page = Self.linkingFragmentsToPages(page, plan)
        return plan.windows.indices.dropFirst().map { window in
            var copy = page
            copy.outputPath = VirtualTable.pagePath(page, window)
            copy.title = "\(page.title) (page \(window + 1) of \(plan.windows.count))"
            copy.descriptionHTML = ""
            let table = tableHTML(page, plan, window: window, entries: entries)
            return (copy.outputPath, pages.table(copy, tableHTML: table, parentTitle: parentTitle))
        }
    }

    /// Rows' `#row-…` and `#section-…` links point at the paginated page that holds the target.
    static func linkingFragmentsToPages(_ page: TablePage, _ plan: WindowPlan) -> TablePage {
        var windowOf: [String: Int] = [:]
        var row = 0
        for (index, section) in page.sections.enumerated() {
            windowOf["section-" + section.id] = plan.window(ofSection: index)
            for item in section.rows {
                windowOf["row-" + item.id] = plan.window(ofRow: row)
                row += 1
            }
        }
        func relink(_ link: Link?) -> Link? {
            guard case .fragment(let fragment) = link, let window = windowOf[fragment] else { return link }
            return .page(VirtualTable.pagePath(page, window), fragment: fragment)
        }
        var copy = page
        for s in copy.sections.indices {
            for r in copy.sections[s].rows.indices {
                copy.sections[s].rows[r].link = relink(copy.sections[s].rows[r].link)
                copy.sections[s].rows[r].detailPage = relink(copy.sections[s].rows[r].detailPage)
            }
        }
        return copy
    }

    func tableHTML(_ page: TablePage, _ plan: WindowPlan, window: Int, entries: [(title: String, section: String)]) -> String {
        let chrome = SectionChrome(templates: templates)
        let rows = WindowRows(rows: RowRenderer(templates: templates))
        let path = VirtualTable.pagePath(page, window)
        var html = SectionIndexNav.tableOpen(page, hasIndex: !entries.isEmpty)
        SectionIndexNav.render(entries, href: { PageNav.sectionHref(page, plan, sectionID: $0, from: window) }, into: &html)
        for piece in plan.windows[window].pieces {
            let section = page.sections[piece.section]
            chrome.open(section, into: &html)
            html += "<ul class=\"rows\">\n"
            rows.render(piece, of: page, path: path, into: &html)
            html += "</ul>\n"
            if piece.start + piece.count == section.rows.count { chrome.close(section, into: &html) } else { html += "</section>\n" }
        }
        html += "</div>\n"
        PageNav.render(page, windows: plan.windows.count, current: window, into: &html)
        return html
    }
}
