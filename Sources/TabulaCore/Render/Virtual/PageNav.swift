/// The first / previous / next / last links between the paginated pages of a windowed table,
/// and where its section index links from each of them.
struct PageNav: Sendable {
    private let page: TablePage
    private let plan: WindowPlan
    /// From the table page to page n: this + "n.html"; from page n to the table page: `up`.
    private let down: String
    private let up: String
    /// Window holding each section's first row, by section id.
    private let sectionWindows: [String: Int]

    /// Every link of the navigation is made from these (paginated pages share one folder), not
    /// by comparing paths for each link: a 10k-row table has 100 pages × 26 index entries.
    init(_ page: TablePage, _ plan: WindowPlan) {
        self.page = page
        self.plan = plan
        let second = VirtualTable.pagePath(page, 1)
        down = String(RelativeURL.href(from: page.outputPath, to: second).dropLast("2.html".count))
        up = RelativeURL.href(from: second, to: page.outputPath)
        var windows: [String: Int] = [:]
        for (index, section) in page.sections.enumerated() where windows[section.id] == nil {
            windows[section.id] = plan.window(ofSection: index)
        }
        sectionWindows = windows
    }

    /// The relative link from window `from`'s page to window `to`'s page ("" when the same).
    func href(from: Int, to: Int) -> String {
        if from == to { return "" }
        if to == 0 { return up }
        return (from == 0 ? down : "") + "\(to + 1).html"
    }

    func render(current: Int, into html: inout String) {
        let windows = plan.windows.count
        func link(_ window: Int, _ label: String, rel: String? = nil) -> String {
            "<li><a href=\"\(HTMLText.escape(href(from: current, to: window)))\"\(rel.map { " rel=\"\($0)\"" } ?? "")>\(label)</a></li>"
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
    func sectionHref(_ sectionID: String, from current: Int) -> String {
        guard let window = sectionWindows[sectionID] else { return "#section-" + sectionID }
        return href(from: current, to: window) + "#section-" + sectionID
    }
}
