/// The first / previous / next / last links between the paginated pages of a windowed table.
enum PageNav {
    static func render(_ page: TablePage, windows: Int, current: Int, into html: inout String) {
        let from = VirtualTable.pagePath(page, current)
        func link(_ window: Int, _ label: String, rel: String? = nil) -> String {
            let href = HTMLText.escape(RelativeURL.href(from: from, to: VirtualTable.pagePath(page, window)))
            return "<li><a href=\"\(href)\"\(rel.map { " rel=\"\($0)\"" } ?? "")>\(label)</a></li>"
        }
        html += "<nav class=\"tw-pages\" aria-label=\"Pages\"><p>Page \(current + 1) of \(windows)</p><ul>"
        if current > 0 {
            html += link(0, "First page")
            html += link(current - 1, "Previous page", rel: "prev")
        }
        if current < windows - 1 {
            html += link(current + 1, "Next page", rel: "next")
            html += link(windows - 1, "Last page")
        }
        html += "</ul></nav>\n"
    }

    /// Where a section's index entry links from page `current`: its anchor on the page holding it.
    static func sectionHref(_ page: TablePage, _ plan: WindowPlan, sectionID: String, from current: Int) -> String {
        guard let section = page.sections.firstIndex(where: { $0.id == sectionID }) else { return "#section-" + sectionID }
        let target = VirtualTable.pagePath(page, plan.window(ofSection: section))
        let from = VirtualTable.pagePath(page, current)
        return (target == from ? "" : RelativeURL.href(from: from, to: target)) + "#section-" + sectionID
    }
}
