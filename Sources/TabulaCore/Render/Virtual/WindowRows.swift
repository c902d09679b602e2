/// Rows as a windowed page writes them: each row's `<li>` from `RowRenderer`, told its
/// position in its section (`aria-posinset`/`aria-setsize`), one row per line.
///
/// Row HTML rendered for the table page itself is reused on its paginated pages for every row
/// whose HTML does not depend on where it is written (no page link, detail page or image).
struct WindowRows {
    let rows: RowRenderer
    /// Every row's HTML in page order (sections flattened), rendered relative to the table page.
    private let prerendered: PageRows
    /// Index in `prerendered` of each section's first row.
    private let sectionStarts: [Int]
    /// On paginated pages: the page each `#row-…`/`#section-…` fragment now lives on.
    private let fragmentPages: FragmentPages?
    /// By page-order index: whether the row's HTML depends on the path it is written at
    /// (worked out once, not per row and page: reading a row out of its section copies it).
    private let pathDependent: [Bool]

    /// `otherPaths`: whether rows are also written on pages other than the table page.
    init(rows: RowRenderer, prerendered: PageRows, page: TablePage, fragmentPages: FragmentPages? = nil, otherPaths: Bool = false) {
        self.rows = rows
        self.prerendered = prerendered
        self.fragmentPages = fragmentPages
        var starts: [Int] = []
        var next = 0
        for section in page.sections {
            starts.append(next)
            next += section.rows.count
        }
        sectionStarts = starts
        var dependent: [Bool] = []
        if otherPaths {
            dependent.reserveCapacity(next)
            for section in page.sections {
                section.rows.withUnsafeBufferPointer { rows in
                    for i in rows.indices { dependent.append(Self.dependsOnPath(rows[i])) }
                }
            }
        }
        pathDependent = dependent
    }

    /// The rows of one piece of a window, with links relative to `path`, as UTF-8.
    func render(_ piece: WindowPlan.Piece, of page: TablePage, path: String, into html: inout [UInt8]) {
        let section = page.sections[piece.section]
        let start = sectionStarts[piece.section]
        let onPage = path == page.outputPath
        for index in piece.start..<(piece.start + piece.count) {
            if onPage || !pathDependent[start + index] {
                prerendered.withHTML(start + index) {
                    Self.positioned($0, position: index + 1, of: section.rows.count, into: &html)
                }
            } else {
                var moved = section.rows[index]
                if let fragmentPages {
                    moved.link = fragmentPages.relink(moved.link)
                    moved.detailPage = fragmentPages.relink(moved.detailPage)
                }
                var fresh: [UInt8] = []
                rows.render(moved, page: path, into: &fresh)
                fresh.withUnsafeBufferPointer { Self.positioned($0, position: index + 1, of: section.rows.count, into: &html) }
            }
        }
    }

    /// The same, appended to a String.
    func render(_ piece: WindowPlan.Piece, of page: TablePage, path: String, into html: inout String) {
        var bytes: [UInt8] = []
        render(piece, of: page, path: path, into: &bytes)
        html += String(decoding: bytes, as: UTF8.self)
    }

    /// Every row of a window, section after section, as the window's fragment file holds them.
    func fragment(_ window: WindowPlan.Window, of page: TablePage) -> [UInt8] {
        var html: [UInt8] = []
        html.reserveCapacity(window.count * 240)
        for piece in window.pieces { render(piece, of: page, path: page.outputPath, into: &html) }
        return html
    }

    /// Whether a row's HTML changes with the page it is written on: its links and image are
    /// written relative to that page (and fragment links move to the paginated page holding them).
    static func dependsOnPath(_ row: borrowing Row) -> Bool {
        func relative(_ link: Link?) -> Bool {
            switch link {
            case .none, .external: false
            case .page, .fragment: true
            }
        }
        return relative(row.link) || relative(row.detailPage) || relative(row.image)
    }

    /// Adds the row's place in its list to a rendered `<li …>`.
    static func positioned(_ rowHTML: UnsafeBufferPointer<UInt8>, position: Int, of count: Int, into html: inout [UInt8]) {
        guard rowHTML.starts(with: "<li ".utf8) else {
            html.append(contentsOf: rowHTML)
            return
        }
        html.append(contentsOf: "<li aria-posinset=\"".utf8)
        appendDecimal(position, to: &html)
        html.append(contentsOf: "\" aria-setsize=\"".utf8)
        appendDecimal(count, to: &html)
        html.append(contentsOf: "\" ".utf8)
        html.append(contentsOf: UnsafeBufferPointer(rebasing: rowHTML[4...]))
        if rowHTML.last != UInt8(ascii: "\n") { html.append(UInt8(ascii: "\n")) }
    }

    /// Appends a non-negative integer's decimal digits, with no String made for it.
    static func appendDecimal(_ value: Int, to html: inout [UInt8]) {
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                     UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        var rest = value.magnitude
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[buffer.count - 1 - count] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
                count += 1
            } while rest > 0
            if value < 0 {
                buffer[buffer.count - 1 - count] = UInt8(ascii: "-")
                count += 1
            }
            html.append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer[(buffer.count - count)...]))
        }
    }
}

/// Where `#row-…` and `#section-…` targets live once a table is cut into paginated pages.
struct FragmentPages {
    private let windowOf: [String: Int]
    private let page: TablePage

    /// Nil when no row links to a fragment (nothing to move).
    init?(_ page: TablePage, _ plan: WindowPlan) {
        func isFragment(_ link: Link?) -> Bool { if case .fragment = link { true } else { false } }
        // By index: rows are read where they are, not copied out.
        guard page.sections.contains(where: { section in
            section.rows.indices.contains { isFragment(section.rows[$0].link) || isFragment(section.rows[$0].detailPage) }
        }) else { return nil }
        var windowOf: [String: Int] = [:]
        var row = 0
        for (index, section) in page.sections.enumerated() {
            windowOf["section-" + section.id] = plan.window(ofSection: index)
            for i in section.rows.indices {
                windowOf["row-" + section.rows[i].id] = plan.window(ofRow: row)
                row += 1
            }
        }
        self.windowOf = windowOf
        self.page = page
    }

    /// A fragment link pointing at the paginated page that holds its target.
    func relink(_ link: Link?) -> Link? {
        guard case .fragment(let fragment) = link, let window = windowOf[fragment] else { return link }
        return .page(VirtualTable.pagePath(page, window), fragment: fragment)
    }
}
