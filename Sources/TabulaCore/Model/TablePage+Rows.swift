/// Every row of a page, in page order.
extension TablePage {
    /// Every row of the page in order (sections one after another): read in place when the
    /// sections are consecutive ranges of one storage, as collation makes them; otherwise
    /// the rows are copied together once.
    public var rows: ArraySlice<Row> {
        guard let first = sections.first?.rows else { return [] }
        var end = first.range.lowerBound
        for section in sections {
            guard section.rows.storage === first.storage, section.rows.range.lowerBound == end else {
                return ArraySlice(sections.flatMap(\.rows.slice))
            }
            end = section.rows.range.upperBound
        }
        return first.storage.rows[first.range.lowerBound..<end]
    }
}
