import Foundation

/// Renders every row of a page across all cores, reusing fragments of the previous build
/// whose key is unchanged, like `dequeueReusableCell(withIdentifier:)`.
struct RowsRenderer: Sendable {
    let templates: TemplateLibrary
    let keys: RowKeys
    /// The accessories' words in the page's language (part of `keys`).
    let labels: RowLabels

    struct Result: Sendable {
        /// Every row's HTML and key, in parts, in page order: for the page's files and the cache.
        var rows: PageRows
        var rendered: Int
        var reused: Int
    }

    /// Renders the rows whose key `previous` lacks, part by part on all cores; the others
    /// are copied from `previous`, and a part whose rows are all as stored is `previous`'s own.
    /// Each part's keys are made just before it renders, while its rows are in the core's cache.
    func render(_ page: TablePage, previous: RowFragments) -> Result {
        let rows = page.rows, output = page.outputPath
        let renderer = RowRenderer(templates: templates, labels: labels)
        let starts = Array(stride(from: 0, to: rows.count, by: RowPart.rows))
        // The rows of `range`, rendered (none taken from `previous` when it is nil). Rows are
        // held by value here, so a part taken over unread may render them later.
        @Sendable func make(_ range: Range<Int>, keys: [ContentHash], reusing previous: RowFragments?) -> (part: RowPart, rendered: Int) {
            var part = RowPart(capacity: range.count)
            var rendered = 0
            let rows = rows.span  // lends each row in place; a slice's subscript copies it out
            for (i, key) in zip(range, keys) {
                if let previous, part.append(key, from: previous, hint: (i / RowPart.rows, i % RowPart.rows)) { continue }
                part.append(key) { renderer.render(rows[i], page: output, into: &$0) }
                rendered += 1
            }
            part.trim()
            return (part, rendered)
        }
        let parts = ConcurrentMap.map(starts) { start -> (part: RowPart, rendered: Int) in
            let range = start..<min(rows.count, start + RowPart.rows)
            defer { previous.finished(start / RowPart.rows, of: starts.count) }
            var digest = DigestBuilder()
            var pageKeys = PageRowKeys(keys: keys, page: output)
            let rows = rows.span
            var made: [ContentHash] = []
            made.reserveCapacity(range.count)
            for i in range { made.append(pageKeys.key(rows[i], using: &digest)) }
            let keys = made
            if var same = previous.part(start / RowPart.rows, holding: keys, render: { make(range, keys: keys, reusing: nil).part }) {
                same.remember(keys)  // the page's file keys read them
                return (same, 0)
            }
            // A page the cache has no rows of (every page of a cold build) is not searched for each row.
            return make(range, keys: keys, reusing: previous.storedParts.isEmpty ? nil : previous)
        }
        let rendered = parts.reduce(0) { $0 + $1.rendered }
        return Result(rows: PageRows(parts: parts.map(\.part)), rendered: rendered, reused: rows.count - rendered)
    }
}
