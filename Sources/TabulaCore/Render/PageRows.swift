/// Rendered rows of a page, in page order (sections flattened), rendered relative to the
/// page: consecutive `RowPart`s, from part `first` on. A long page holds only the parts its
/// files being written show (`RowPages`); a short one holds them all. The same bytes are
/// written into the page's files and stored in the cache.
struct PageRows: Sendable {
    /// Parts `first..<first + parts.count` of the page.
    private(set) var parts: [RowPart]
    private(set) var first: Int

    init(parts: [RowPart] = [], first: Int = 0) {
        self.parts = parts
        self.first = first
    }

    /// The part numbers held.
    var partNumbers: Range<Int> { first..<(first + parts.count) }

    /// Adds `more`, the parts after the last one held.
    mutating func append(_ more: [RowPart]) {
        parts += more
    }

    /// Lets go of the parts before part `number`.
    mutating func drop(before number: Int) {
        let drop = min(max(0, number - first), parts.count)
        parts.removeFirst(drop)
        first += drop
    }

    /// Part `number` of the page (it must be held).
    func part(_ number: Int) -> RowPart { parts[number - first] }

    /// Row `row`'s key (the row's part must be held).
    func key(_ row: Int) -> ContentHash { parts[row / RowPart.rows - first].key(row % RowPart.rows) }

    /// The UTF-8 HTML of row `row` of the page (the row's part must be held).
    func html(_ row: Int) -> ArraySlice<UInt8> { parts[row / RowPart.rows - first].html(row % RowPart.rows) }
}
