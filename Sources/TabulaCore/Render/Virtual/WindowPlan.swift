/// How a table page is cut into fixed windows of rows: which rows each window holds, the
/// part of each section it covers, and its estimated height; and how windows are grouped
/// into files. Window 0 is inline in the table page; the others are on paginated pages of
/// `windowsPerPage` windows each (page 1 is the table page, page 2 holds windows
/// 1…windowsPerPage, and so on), which the script loads windows from.
struct WindowPlan: Sendable {
    /// One window's share of one section: rows `start..<start+count` of `section`.
    struct Piece: Sendable, Equatable {
        var section: Int
        /// First row of the piece, as an index into the section's rows.
        var start: Int
        var count: Int
        /// First row of the piece, as an index into the whole table.
        var tableRow: Int
        var height: Double
    }

    struct Window: Sendable, Equatable {
        var start: Int
        var count: Int
        var height: Double
        var pieces: [Piece]
    }

    let windowSize: Int
    /// Windows on each paginated page after the first.
    let windowsPerPage: Int
    let rowCount: Int
    /// Height of a row with no `height` of its own: `rowHeight`, `estimatedRowHeight` or 44.
    let rowHeight: Double
    /// True when every height is known (`rowHeight` set and no row has its own).
    let exact: Bool
    let windows: [Window]
    /// Index of each section's first row in the whole table.
    let sectionStarts: [Int]

    init(_ page: TablePage) {
        let size = max(1, page.settings.windowSize ?? VirtualTable.defaultWindowSize)
        windowSize = size
        let pageRows = max(1, page.settings.pageSize ?? VirtualTable.defaultPageSize)
        windowsPerPage = max(1, (pageRows + size - 1) / size)
        rowHeight = page.settings.rowHeight ?? page.settings.estimatedRowHeight ?? VirtualTable.defaultRowHeight
        var exact = page.settings.rowHeight != nil
        var windows: [Window] = []
        var starts: [Int] = []
        var tableRow = 0
        for (s, section) in page.sections.enumerated() {
            starts.append(tableRow)
            for r in section.rows.indices {  // by index: copying rows out costs more than the work
                let own = section.rows[r].height
                if own != nil { exact = false }
                let height = own ?? rowHeight
                if tableRow % size == 0 { windows.append(Window(start: tableRow, count: 0, height: 0, pieces: [])) }
                windows[windows.count - 1].count += 1
                windows[windows.count - 1].height += height
                if windows[windows.count - 1].pieces.last?.section != s {
                    windows[windows.count - 1].pieces.append(Piece(section: s, start: r, count: 0, tableRow: tableRow, height: 0))
                }
                let last = windows[windows.count - 1].pieces.count - 1
                windows[windows.count - 1].pieces[last].count += 1
                windows[windows.count - 1].pieces[last].height += height
                tableRow += 1
            }
        }
        self.exact = exact
        self.windows = windows
        self.rowCount = tableRow
        self.sectionStarts = starts
    }

    /// Whether the page is written as windows (else as one plain page, with no script).
    static func isVirtual(_ page: TablePage) -> Bool {
        page.settings.virtualize && page.rowCount > max(1, page.settings.windowSize ?? VirtualTable.defaultWindowSize)
    }

    /// Paginated pages: the table page and the pages holding the other windows.
    var pageCount: Int { 1 + (windows.count - 1 + windowsPerPage - 1) / windowsPerPage }

    /// The paginated page (0: the table page) holding `window`.
    func page(ofWindow window: Int) -> Int { window == 0 ? 0 : (window - 1) / windowsPerPage + 1 }

    /// The windows on paginated page `page`.
    func windows(onPage page: Int) -> Range<Int> {
        page == 0 ? 0..<1 : (1 + (page - 1) * windowsPerPage)..<min(windows.count, 1 + page * windowsPerPage)
    }

    /// The window holding row `tableRow` of the whole table.
    func window(ofRow tableRow: Int) -> Int { tableRow / windowSize }

    /// The window holding the first row of each section (an empty section: the next row's window).
    func window(ofSection section: Int) -> Int { min(window(ofRow: sectionStarts[section]), windows.count - 1) }
}
