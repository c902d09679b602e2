import Foundation

/// Renders every row of a page across all cores, reusing fragments of the previous build
/// whose key is unchanged, like `dequeueReusableCell(withIdentifier:)`.
struct RowsRenderer: Sendable {
    let templates: TemplateLibrary
    let keys: RowKeys

    struct Result: Sendable {
        /// Every row's HTML, in parts, in page order: for the page's files and the cache.
        var rows: PageRows
        var rendered: Int
        var reused: Int
    }

    /// Rows per unit of parallel work for keys.
    private static let chunk = 1024

    /// Every row's key, in page order (sections flattened), on all cores.
    func keys(_ page: TablePage) -> [ContentHash] {
        let places = Self.places(page)
        let output = page.outputPath
        return ConcurrentMap.chunks(places.count, size: Self.chunk) { range in
            var digest = DigestBuilder()
            var pageKeys = keys.on(output)
            return places[range].map { place in
                page.sections[place.section].rows.withUnsafeBufferPointer { pageKeys.key(rowAt: $0.baseAddress! + place.row, using: &digest) }
            }
        }
    }

    /// Renders the rows whose key `previous` lacks, part by part on all cores; the others
    /// are copied from `previous`, and a part whose rows are all as stored is `previous`'s own.
    func render(_ page: TablePage, keys: [ContentHash], previous: RowFragments) -> Result {
        let places = Self.places(page)
        let renderer = RowRenderer(templates: templates)
        let output = page.outputPath
        let starts = Array(stride(from: 0, to: places.count, by: RowPart.rows))
        // The rows of `range`, rendered (nil: none is taken from `previous`).
        @Sendable func make(_ range: Range<Int>, reusing previous: RowFragments?) -> (part: RowPart, rendered: Int) {
            var part = RowPart(capacity: range.count)
            var rendered = 0
            var fragment: [UInt8] = []
            fragment.reserveCapacity(1024)
            for i in range {
                if let previous, part.append(keys[i], from: previous, hint: (i / RowPart.rows, i % RowPart.rows)) { continue }
                fragment.removeAll(keepingCapacity: true)
                page.sections[places[i].section].rows.withUnsafeBufferPointer { renderer.render(rowAt: $0.baseAddress! + places[i].row, page: output, into: &fragment) }
                part.append(keys[i], fragment)
                rendered += 1
            }
            part.trim()
            return (part, rendered)
        }
        let parts = ConcurrentMap.map(starts) { start -> (part: RowPart, rendered: Int) in
            let range = start..<min(places.count, start + RowPart.rows)
            defer { previous.finished(start / RowPart.rows, of: starts.count) }
            if let same = previous.part(start / RowPart.rows, holding: keys[range], render: { make(range, reusing: nil).part }) {
                return (same, 0)
            }
            return make(range, reusing: previous)
        }
        let rendered = parts.reduce(0) { $0 + $1.rendered }
        return Result(rows: PageRows(parts: parts.map(\.part)), rendered: rendered, reused: places.count - rendered)
    }

    /// Rows are addressed by (section, row) rather than copied out of their sections.
    private static func places(_ page: TablePage) -> [(section: Int, row: Int)] {
        page.sections.indices.flatMap { s in page.sections[s].rows.indices.map { (section: s, row: $0) } }
    }
}
