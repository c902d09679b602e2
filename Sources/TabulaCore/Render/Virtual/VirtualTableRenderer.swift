/// A windowed table page: the section index, a search field, every section with the first
/// window's rows inline and sized spacers for the rest, pagination links and the script.
struct VirtualTableRenderer {
    let templates: TemplateLibrary
    /// The page's interface text.
    let text: InterfaceText
    /// No run of spacers is taller than this (browsers ignore or clamp taller elements).
    static let maxSpacerHeight: Double = 8_000_000
    /// The page lays out at most this many pixels of spacers before the script runs.
    static let maxInitialHeight: Double = 8_000_000

    /// - Parameter rowHTML: the rows' HTML in page order, relative to the page (at least window 0's).
    func render(_ page: TablePage, _ plan: WindowPlan, rows rowHTML: PageRows) -> String {
        let chrome = SectionChrome(templates: templates, text: text)
        let rows = WindowRows(rows: RowRenderer(templates: templates, labels: text.rowLabels), prerendered: rowHTML)
        let manifest = RelativeURL.href(from: page.outputPath, to: VirtualTable.manifestPath(page))
        let entries = SectionIndexNav.entries(page)
        var html = SectionIndexNav.tableOpen(page, hasIndex: !entries.isEmpty, extra: " data-tw-manifest=\"\(HTMLText.escape(manifest))\"")
        html.reserveCapacity(plan.windowSize * 200 + page.sections.count * 200 + 4096)
        let nav = PageNav(page, plan, text: text)
        SectionIndexNav.render(entries, label: text.string(.sectionIndex), href: { nav.sectionHref($0, from: 0) }, into: &html)
        html += SearchForm.html(text)
        let spacerHeights = initialSpacers(plan, sections: page.sections.count)
        for (index, section) in page.sections.enumerated() {
            let inline = plan.windows[0].pieces.first { $0.section == index }
            chrome.open(section, extraClass: inline == nil ? "tw-later" : "", into: &html)
            html += "<ul class=\"rows\">\n"
            if let inline { rows.render(inline, of: page, path: page.outputPath, into: &html) }
            Self.spacers(spacerHeights[index], into: &html)
            html += "</ul>\n"
            chrome.close(section, into: &html)
        }
        html += "</div>\n"
        nav.render(current: 0, into: &html)
        let script = RelativeURL.href(from: page.outputPath, to: VirtualTable.scriptPath)
        html += "<script src=\"\(HTMLText.escape(script))\" defer></script>\n"
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
    static func spacers(_ height: Double, into html: inout String) {
        guard height > 0 else { return }
        let count = Int((height / maxSpacerHeight).rounded(.up))
        let each = height / Double(count)
        for _ in 0..<count {
            html += "<li class=\"tw-spacer\" aria-hidden=\"true\" style=\"--h: \(CSSNumber.px(each))\"></li>\n"
        }
    }
}
