import Foundation

/// Renders every row of a page across all cores, reusing fragments of the previous build
/// whose key is unchanged, like `dequeueReusableCell(withIdentifier:)`.
struct RowsRenderer: Sendable {
    let templates: TemplateLibrary
    let keys: RowKeys

    struct Result: Sendable {
        /// Row HTML in page order (sections flattened); "" for a row not needed and reused.
        var rows: [String]
        /// Fragments to keep for the next build: every row of the page.
        var fragments: RowFragments
        var rendered: Int
        var reused: Int
    }

    /// Rows per unit of parallel work.
    private static let chunk = 1024

    /// Every row's key, in page order (sections flattened), on all cores.
    func keys(_ page: TablePage) -> [ContentHash] {
        let places = Self.places(page)
        let output = page.outputPath
        return ConcurrentMap.chunks(places.count, size: Self.chunk) { range in
            var digest = DigestBuilder()
            return places[range].map { keys.key(page.sections[$0.section].rows[$0.row], page: output, using: &digest) }
        }
    }

    /// Renders the rows whose key `previous` lacks. A row reused from `previous` gets its HTML
    /// only when `needed(row index)` (a file about to be made shows it).
    func render(_ page: TablePage, keys: [ContentHash], previous: RowFragments, needed: @Sendable (Int) -> Bool = { _ in true }) -> Result {
        let places = Self.places(page)
        let renderer = RowRenderer(templates: templates)
        let output = page.outputPath
        let starts = Array(stride(from: 0, to: places.count, by: Self.chunk))
        let parts = ConcurrentMap.map(starts) { start -> (html: [String], fresh: [Bool], rendered: Int) in
            let range = start..<min(places.count, start + Self.chunk)
            var html: [String] = []
            var fresh: [Bool] = []
            var rendered = 0
            html.reserveCapacity(range.count)
            fresh.reserveCapacity(range.count)
            for i in range {
                if previous.contains(keys[i]) {
                    html.append(needed(i) ? previous[keys[i]]! : "")
                    fresh.append(false)
                } else {
                    var fragment = ""
                    renderer.render(page.sections[places[i].section].rows[places[i].row], page: output, into: &fragment)
                    html.append(fragment)
                    fresh.append(true)
                    rendered += 1
                }
            }
            return (html, fresh, rendered)
        }
        var result = Result(rows: [], fragments: RowFragments(), rendered: 0, reused: 0)
        result.rows.reserveCapacity(places.count)
        result.fragments.reserveCapacity(rows: places.count, bytes: places.count * 300)
        var i = 0
        for (html, fresh, rendered) in parts {
            for (row, isFresh) in zip(html, fresh) {
                if isFresh { result.fragments.add(keys[i], row) } else { result.fragments.add(keys[i], from: previous) }
                i += 1
            }
            result.rows += html
            result.rendered += rendered
        }
        result.reused = places.count - result.rendered
        return result
    }

    /// Rows are addressed by (section, row) rather than copied out of their sections.
    private static func places(_ page: TablePage) -> [(section: Int, row: Int)] {
        page.sections.indices.flatMap { s in page.sections[s].rows.indices.map { (section: s, row: $0) } }
    }
}
