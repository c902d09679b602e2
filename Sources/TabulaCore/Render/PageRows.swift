/// Every row's HTML of a page, in page order (sections flattened), rendered relative to the
/// page: its `RowPart`s. The same bytes are written into the page's files and stored in the cache.
struct PageRows: Sendable {
    var parts: [RowPart]

    var count: Int { parts.reduce(0) { $0 + $1.count } }

    /// Row `row`'s key.
    func key(_ row: Int) -> ContentHash { parts[row / RowPart.rows].key(row % RowPart.rows) }

    /// The UTF-8 HTML of row `row` of the page.
    func html(_ row: Int) -> ArraySlice<UInt8> { parts[row / RowPart.rows].html(row % RowPart.rows) }

    /// Appends row `row`'s HTML to `html`.
    func append(_ row: Int, to html: inout String) {
        html += String(decoding: self.html(row), as: UTF8.self)
    }
}
