/// Rows as a windowed page writes them: each row's `<li>` from `RowRenderer`, told its
/// position in its section (`aria-posinset`/`aria-setsize`), one row per line.
struct WindowRows {
    let rows: RowRenderer
    /// Row HTML already rendered relative to the page itself (page order), reused there.
    private let prerendered: [String]?
    /// Index in `prerendered` of each section's first row.
    private let sectionStarts: [Int]

    init(rows: RowRenderer, prerendered: [String]? = nil, page: TablePage? = nil) {
        self.rows = rows
        self.prerendered = prerendered
        var starts: [Int] = []
        var next = 0
        for section in page?.sections ?? [] {
            starts.append(next)
            next += section.rows.count
        }
        sectionStarts = starts
    }

    /// The rows of one piece of a window, with links relative to `path`.
    func render(_ piece: WindowPlan.Piece, of page: TablePage, path: String, into html: inout String) {
        let section = page.sections[piece.section]
        for index in piece.start..<(piece.start + piece.count) {
            var row = ""
            if let prerendered, path == page.outputPath, piece.section < sectionStarts.count {
                row = prerendered[sectionStarts[piece.section] + index]
            } else {
                rows.render(section.rows[index], page: path, into: &row)
            }
            html += Self.positioned(row, position: index + 1, of: section.rows.count)
        }
    }

    /// Every row of a window, section after section, as the window's fragment file holds them.
    func fragment(_ window: WindowPlan.Window, of page: TablePage) -> String {
        var html = ""
        html.reserveCapacity(window.count * 200)
        for piece in window.pieces { render(piece, of: page, path: page.outputPath, into: &html) }
        return html
    }

    /// Adds the row's place in its list to a rendered `<li …>`.
    static func positioned(_ rowHTML: String, position: Int, of count: Int) -> String {
        guard rowHTML.hasPrefix("<li ") else { return rowHTML }
        var html = "<li aria-posinset=\"\(position)\" aria-setsize=\"\(count)\" "
        html += rowHTML.dropFirst(4)
        if !html.hasSuffix("\n") { html += "\n" }
        return html
    }
}
