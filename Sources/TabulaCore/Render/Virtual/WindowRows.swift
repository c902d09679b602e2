/// Rows as a windowed page writes them: each row's `<li>` from `RowRenderer`, told its
/// position in its section (`aria-posinset`/`aria-setsize`), one row per line.
///
/// Paginated pages sit beside the table page, so a row's HTML rendered for the table page is
/// the same on them, but for a link to a row or section of this table: it goes to the page
/// holding its target. Only such rows are rendered again for a paginated page.
struct WindowRows {
    let rows: RowRenderer
    /// The rows' HTML in page order (sections flattened), rendered relative to the table page:
    /// at least the rows of the page being written (`PageRows`).
    private let prerendered: PageRows
    /// On paginated pages: the page each `#row-…`/`#section-…` fragment now lives on
    /// (nil when no row links to one).
    private let fragmentPages: FragmentPages?

    init(rows: RowRenderer, prerendered: PageRows, fragmentPages: FragmentPages? = nil) {
        self.rows = rows
        self.prerendered = prerendered
        self.fragmentPages = fragmentPages
    }

    /// The rows of one piece of a window, with links relative to `path`, as UTF-8.
    func render(_ piece: WindowPlan.Piece, of page: TablePage, path: String, into html: inout [UInt8]) {
        // The section is not copied (nor captured, which copied it for each row).
        let count = page.sections[piece.section].rows.count
        let start = piece.tableRow - piece.start  // the section's first row in `prerendered`
        let onPage = path == page.outputPath
        for index in piece.start..<(piece.start + piece.count) {
            if onPage || !(fragmentPages?.moves(start + index) ?? false) {
                Self.positioned(prerendered.html(start + index), position: index + 1, of: count, into: &html)
            } else {
                var moved = page.sections[piece.section].rows[index]
                if let fragmentPages {
                    moved.link = fragmentPages.relink(moved.link)
                    moved.detailPage = fragmentPages.relink(moved.detailPage)
                }
                var fresh: [UInt8] = []
                rows.render(moved, page: path, into: &fresh)
                Self.positioned(fresh, position: index + 1, of: count, into: &html)
            }
        }
    }

    /// Adds the row's place in its list to a rendered `<li …>`.
    static func positioned(_ rowHTML: some BidirectionalCollection<UInt8>, position: Int, of count: Int, into html: inout [UInt8]) {
        guard rowHTML.starts(with: "<li ".utf8) else {
            html.append(bytes: rowHTML)
            return
        }
        html.append(literal: "<li aria-posinset=\"")
        JSONText.appendNumber(position, to: &html)
        html.append(literal: "\" aria-setsize=\"")
        JSONText.appendNumber(count, to: &html)
        html.append(literal: "\" ")
        html.append(bytes: rowHTML.dropFirst(4))
        if rowHTML.last != UInt8(ascii: "\n") { html.append(UInt8(ascii: "\n")) }
    }
}

/// Where `#row-…` and `#section-…` targets live once a table is cut into paginated pages.
struct FragmentPages {
    private let pageOf: [String: Int]
    private let page: TablePage
    /// By page-order index: whether the row links to a fragment of this table.
    private let linksFragment: [Bool]

    /// Nil when no row links to a fragment (nothing to move).
    init?(_ page: TablePage, _ plan: WindowPlan) {
        let own = page.outputPath
        func isFragment(_ link: Link?) -> Bool { link?.fragment(on: own) != nil }
        var links: [Bool] = []
        links.reserveCapacity(page.rowCount)
        for section in page.sections {
            // By index: rows are read where they are, not copied out.
            for i in section.rows.indices { links.append(isFragment(section.rows[i].link) || isFragment(section.rows[i].detailPage)) }
        }
        guard links.contains(true) else { return nil }
        var pageOf: [String: Int] = [:]
        var row = 0
        for (index, section) in page.sections.enumerated() {
            pageOf["section-" + section.id] = plan.page(ofWindow: plan.window(ofSection: index))
            for i in section.rows.indices {
                pageOf["row-" + section.rows[i].id] = plan.page(ofWindow: plan.window(ofRow: row))
                row += 1
            }
        }
        self.pageOf = pageOf
        self.page = page
        linksFragment = links
    }

    /// Whether the row at page-order index `row` links to a fragment of this table.
    func moves(_ row: Int) -> Bool { linksFragment[row] }

    /// A fragment link pointing at the paginated page that holds its target.
    func relink(_ link: Link?) -> Link? {
        guard let fragment = link?.fragment(on: page.outputPath), let number = pageOf[fragment] else { return link }
        return .page(VirtualTable.pagePath(page, number), fragment: fragment)
    }
}
