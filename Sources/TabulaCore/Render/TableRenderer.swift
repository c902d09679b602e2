/// Renders a table page's table: the section index, the search field when shown, each section
/// with its rows, and the script when the page needs it. A windowed table
/// (`WindowPlan.isVirtual`) shows the search field unless its settings turn search off, has
/// the first window's rows inline and sized spacers for the rest, and pagination links.
struct TableRenderer {
    let templates: TemplateLibrary
    /// The page's interface text.
    let text: InterfaceText
    /// No run of spacers is taller than this (browsers ignore or clamp taller elements).
    static let maxSpacerHeight: Double = 8_000_000
    /// The page lays out at most this many pixels of spacers before the script runs.
    static let maxInitialHeight: Double = 8_000_000

    /// The table, as UTF-8, around its rows' HTML (in page order, rendered or from the cache;
    /// of a windowed table, at least window 0's).
    /// - Parameter plan: the page's windows when it is windowed, else nil.
    func render(_ page: TablePage, rows rowHTML: PageRows, plan: WindowPlan?) -> [UInt8] {
        let chrome = SectionChrome(templates: templates, text: text)
        let nav = plan.map { PageNav(page, $0, text: text) }
        let manifest = plan.map { _ in RelativeURL.href(from: page.outputPath, to: VirtualTable.manifestPath(page)) }
        let search = plan != nil ? (SearchForm.isIndexed(page) ? SearchForm.html(text) : nil)
            : SearchForm.isShown(page) ? SearchForm.html(text, fold: SearchFolding(page).browserMapJSON) : nil
        var html: [UInt8] = []
        html.reserveCapacity(plan.map { $0.windowSize * 200 + page.sections.count * 200 + 4096 } ?? page.rowCount * 160 + 1024)
        html += SectionIndexNav.tableOpen(page, SectionIndexNav.entries(page), label: text.string(.sectionIndex),
                                          extra: manifest.map { " data-tw-manifest=\"\(HTMLText.escape($0))\"" } ?? "") {
            nav?.sectionHref($0, from: 0) ?? "#section-" + $0
        }.utf8
        html += (search ?? "").utf8
        let windowRows = plan.map { _ in WindowRows(rows: RowRenderer(templates: templates, labels: text.rowLabels), prerendered: rowHTML) }
        let spacerHeights = plan.map { initialSpacers($0, sections: page.sections.count) } ?? []
        var next = 0
        for (index, section) in page.sections.enumerated() {
            let inline = plan?.windows[0].pieces.first { $0.section == index }
            chrome.open(section, extraClass: plan != nil && inline == nil ? "tw-later" : "", into: &html)
            html.append(literal: "<ul class=\"rows\">\n")
            if let windowRows {
                if let inline { windowRows.render(inline, of: page, path: page.outputPath, into: &html) }
                Self.spacers(spacerHeights[index], into: &html)
            } else {
                for row in next..<(next + section.rows.count) { html.append(bytes: rowHTML.html(row)) }
            }
            next += section.rows.count
            html.append(literal: "</ul>\n")
            chrome.close(section, into: &html)
        }
        html.append(literal: "</div>\n")
        html += (nav?.html(current: 0) ?? "").utf8
        if VirtualTable.needsScript(page) {
            html += "<script src=\"\(HTMLText.escape(RelativeURL.href(from: page.outputPath, to: VirtualTable.scriptPath)))\" defer></script>\n".utf8
        }
        return html
    }

    /// Per section, the height of its rows outside the first window, up to `maxInitialHeight` in all.
    private func initialSpacers(_ plan: WindowPlan, sections: Int) -> [Double] {
        var heights = Array(repeating: 0.0, count: sections)
        var total = plan.windows[0].height
        for window in plan.windows.dropFirst() {
            guard total + window.height <= Self.maxInitialHeight else { break }
            total += window.height
            for piece in window.pieces { heights[piece.section] += piece.height }
        }
        return heights
    }

    /// Spacers standing in for `height` pixels of rows, none taller than `maxSpacerHeight`.
    private static func spacers(_ height: Double, into html: inout [UInt8]) {
        guard height > 0 else { return }
        let count = Int((height / maxSpacerHeight).rounded(.up))
        let each = height / Double(count)
        for _ in 0..<count {
            html += "<li class=\"tw-spacer\" aria-hidden=\"true\" style=\"--h: \(CSSNumber.px(each))\"></li>\n".utf8
        }
    }
}
