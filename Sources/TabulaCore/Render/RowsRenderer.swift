import Foundation

/// Renders a page's rows part by part (`RowPart.rows` rows each), reusing fragments of the
/// previous build whose key is unchanged, like `dequeueReusableCell(withIdentifier:)`.
struct RowsRenderer: Sendable {
    /// The rows' keys, labeled with the accessories' words the rows render with (`labels`).
    let keys: RowKeys
    /// The page's rows, in page order.
    let rows: ArraySlice<Row>
    /// The page's output path.
    let page: String
    /// The page's rows as the last build stored them.
    let previous: RowFragments
    private let renderer: RowRenderer

    init(templates: TemplateLibrary, keys: RowKeys, labels: RowLabels, page: TablePage, previous: RowFragments) {
        self.keys = keys
        rows = page.rows
        self.page = page.outputPath
        self.previous = previous
        renderer = RowRenderer(templates: templates, labels: labels)
    }

    /// How many parts the page's rows make.
    var partCount: Int { (rows.count + RowPart.rows - 1) / RowPart.rows }

    /// The rows of part `number`, and how many of them were rendered (not taken from
    /// `previous`). A part whose rows are all as stored is `previous`'s own, read only when
    /// a file showing them is made. The part's keys are made just before it renders, while
    /// its rows are in the core's cache.
    func part(_ number: Int) -> (part: RowPart, rendered: Int) {
        let range = (number * RowPart.rows)..<min(rows.count, (number + 1) * RowPart.rows)
        defer { previous.finished(number, of: partCount) }
        var digest = DigestBuilder()
        var pageKeys = PageRowKeys(keys: keys, page: page)
        let span = rows.span
        var made: [ContentHash] = []
        made.reserveCapacity(range.count)
        for i in range { made.append(pageKeys.key(span[i], using: &digest)) }
        let keys = made
        if let same = previous.part(number, holding: keys, render: { make(range, keys: keys, reusing: nil).part }) { return (same, 0) }
        // A page the cache has no rows of (every page of a cold build) is not searched for each row.
        return make(range, keys: keys, reusing: previous.storedParts.isEmpty ? nil : previous)
    }

    /// The rows of `range`, rendered (none taken from `previous` when it is nil).
    private func make(_ range: Range<Int>, keys: [ContentHash], reusing previous: RowFragments?) -> (part: RowPart, rendered: Int) {
        var part = RowPart(capacity: range.count)
        var rendered = 0
        let rows = rows.span  // lends each row in place; a slice's subscript copies it out
        for (i, key) in zip(range, keys) {
            if let previous, part.append(key, from: previous, hint: (i / RowPart.rows, i % RowPart.rows)) { continue }
            part.append(key) { renderer.render(rows[i], page: page, into: &$0) }
            rendered += 1
        }
        part.trim()
        return (part, rendered)
    }
}
