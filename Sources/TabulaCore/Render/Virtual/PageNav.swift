/// The first / previous / next / last links between the paginated pages of a windowed table,
/// and where its section index links from each of them.
struct PageNav: Sendable {
    private let plan: WindowPlan
    private let text: InterfaceText
    /// The table page's file name, linked to from the other pages (they share its folder).
    private let first: String
    /// Paginated page holding each section's first row, by section id.
    private let sectionPages: [String: Int]

    /// Every link of the navigation is made from these, not by comparing paths for each link:
    /// a 100k-row table has 100 pages × 26 index entries.
    init(_ page: TablePage, _ plan: WindowPlan, text: InterfaceText) {
        self.plan = plan
        self.text = text
        first = RelativeURL.href(from: VirtualTable.pagePath(page, 1), to: page.outputPath)
        var pages: [String: Int] = [:]
        for (index, section) in page.sections.enumerated() where pages[section.id] == nil {
            pages[section.id] = plan.page(ofWindow: plan.window(ofSection: index))
        }
        sectionPages = pages
    }

    /// The relative link from paginated page `from` to page `to` ("" when the same).
    func href(from: Int, to: Int) -> String {
        if from == to { return "" }
        return to == 0 ? first : "\(to + 1).html"
    }

    /// The links as seen from page `current`.
    func html(current: Int) -> String {
        let pages = plan.pageCount
        func link(_ page: Int, _ label: InterfaceKey, rel: String? = nil) -> String {
            "<li><a href=\"\(HTMLText.escape(href(from: current, to: page)))\"\(rel.map { " rel=\"\($0)\"" } ?? "")>\(HTMLText.escape(text.string(label)))</a></li>"
        }
        var html = "<nav class=\"tw-pages\" aria-label=\"\(HTMLText.escape(text.string(.pages)))\"><p>\(HTMLText.escape(text.pageOf(current + 1, of: pages)))</p><ul>"
        if current > 0 {
            html += link(0, .firstPage)
            html += link(current - 1, .previousPage, rel: "prev")
        }
        if current < pages - 1 {
            html += link(current + 1, .nextPage, rel: "next")
            html += link(pages - 1, .lastPage)
        }
        return html + "</ul></nav>\n"
    }

    /// Where a section's index entry links from page `current`: its anchor on the page holding it.
    func sectionHref(_ sectionID: String, from current: Int) -> String {
        guard let page = sectionPages[sectionID] else { return "#section-" + sectionID }
        return href(from: current, to: page) + "#section-" + sectionID
    }
}
