/// The plain pages that reach every row without script, and from which the script loads
/// windows: `<n>.html` beside the table page holds the windows `WindowPlan.windows(onPage:)`
/// names (page 1 is the table page itself, with window 0), with their sections' headers and
/// pagination links. Each window's rows are marked off (`<!--tw:<window>-->` … `<!--/tw-->`,
/// once per section the window spans) so the script can take one window out of the page.
struct PaginationRenderer {
    let templates: TemplateLibrary
    let pages: PageRenderer
    /// The page's interface text.
    let text: InterfaceText
    let page: TablePage
    let plan: WindowPlan
    let parentTitle: String?
    // What every paginated page of the table shares, made once.
    private let entries: [(title: String, section: String)]
    private let nav: PageNav
    private let fragmentPages: FragmentPages?

    init(templates: TemplateLibrary, pages: PageRenderer, text: InterfaceText, page: TablePage, plan: WindowPlan, parentTitle: String?) {
        self.templates = templates
        self.pages = pages
        self.text = text
        self.page = page
        self.plan = plan
        self.parentTitle = parentTitle
        entries = SectionIndexNav.entries(page)
        nav = PageNav(page, plan, text: text)
        fragmentPages = FragmentPages(page, plan)
    }

    /// Puts paginated page `number` (after the first) into `files` under `key`. `rowHTML`
    /// holds the HTML of the rows on the page, relative to the table page (reused for every
    /// row but links to rows).
    func put(_ number: Int, key: ContentHash, rows rowHTML: PageRows, files: TableFiles) {
        let rows = WindowRows(rows: RowRenderer(templates: templates, labels: text.rowLabels), prerendered: rowHTML, fragmentPages: fragmentPages)
        let copy = TablePage(source: page.source, outputPath: VirtualTable.pagePath(page, number),
                             title: text.string(.pageTitle, ["title": page.title, "page": text.number(number + 1),
                                                             "pages": text.number(plan.pageCount)]),
                             settings: page.settings, parent: page.parent)
        files.put(copy.outputPath, key: key, bytes: {
            pages.table(copy, tableHTML: tableHTML(page: number, rows: rows), parentTitle: parentTitle)
        })
    }

    static let windowStart = "<!--tw:"
    static let windowEnd = "<!--/tw-->\n"

    /// The page's table, as UTF-8.
    func tableHTML(page number: Int, rows: WindowRows) -> [UInt8] {
        let chrome = SectionChrome(templates: templates, text: text)
        let path = VirtualTable.pagePath(page, number)
        let windows = plan.windows(onPage: number)
        let head = SectionIndexNav.tableOpen(page, entries, label: text.string(.sectionIndex)) { nav.sectionHref($0, from: number) }
        var html: [UInt8] = []
        html.reserveCapacity(plan.windows[windows].reduce(0) { $0 + $1.count } * 240 + head.utf8.count + 1024)
        html += head.utf8
        // A section spanning two windows of the page is opened once: its pieces follow each other.
        var open: Int? = nil
        for window in windows {
            for piece in plan.windows[window].pieces {
                if open != piece.section {
                    if let open { close(page.sections[open], complete: true, chrome: chrome, into: &html) }
                    chrome.open(page.sections[piece.section], into: &html)
                    html.append(literal: "<ul class=\"rows\">\n")
                    open = piece.section
                }
                html.append(contentsOf: Self.windowStart.utf8)
                JSONText.appendNumber(window, to: &html)
                html.append(contentsOf: "-->\n".utf8)
                rows.render(piece, of: page, path: path, into: &html)
                html.append(contentsOf: Self.windowEnd.utf8)
            }
        }
        if let open, let last = plan.windows[windows.upperBound - 1].pieces.last {
            close(page.sections[open], complete: last.start + last.count == page.sections[open].rows.count, chrome: chrome, into: &html)
        }
        html.append(literal: "</div>\n")
        html += nav.html(current: number).utf8
        return html
    }

    /// Closes a section's list; with its footer when its last row is on this page.
    private func close(_ section: TableSection, complete: Bool, chrome: SectionChrome, into html: inout [UInt8]) {
        html.append(literal: "</ul>\n")
        if complete { chrome.close(section, into: &html) } else { html.append(literal: "</section>\n") }
    }
}
