import Foundation

/// Renders every row of a page across all cores, reusing fragments of the previous build
/// whose key is unchanged, like `dequeueReusableCell(withIdentifier:)`.
struct RowsRenderer: Sendable {
    let templates: TemplateLibrary
    let keys: RowKeys

    struct Result: Sendable {
        /// Row HTML in page order (sections flattened).
        var rows: [String]
        /// Fragments to keep for the next build.
        var fragments: RowFragments
        var rendered: Int
        var reused: Int
    }

    func render(_ page: TablePage, previous: RowFragments) -> Result {
        // Rows are addressed by (section, row) rather than copied out of their sections.
        let places = page.sections.indices.flatMap { s in page.sections[s].rows.indices.map { (section: s, row: $0) } }
        let chunk = 1024
        let chunks = (places.count + chunk - 1) / chunk
        let renderer = RowRenderer(templates: templates)
        let output = page.outputPath
        let parts = ConcurrentMap.map(Array(0..<chunks)) { c -> ([String], [(ContentHash, String)], Int) in
            var html: [String] = []
            var fresh: [(ContentHash, String)] = []
            var rendered = 0
            let range = (c * chunk)..<min(places.count, (c + 1) * chunk)
            html.reserveCapacity(range.count)
            fresh.reserveCapacity(range.count)
            for (s, r) in places[range] {
                let key = keys.key(page.sections[s].rows[r], page: output)
                if let cached = previous[key] {
                    html.append(cached)
                    fresh.append((key, cached))
                } else {
                    var fragment = ""
                    renderer.render(page.sections[s].rows[r], page: output, into: &fragment)
                    html.append(fragment)
                    fresh.append((key, fragment))
                    rendered += 1
                }
            }
            return (html, fresh, rendered)
        }
        var result = Result(rows: [], fragments: RowFragments(), rendered: 0, reused: 0)
        result.rows.reserveCapacity(places.count)
        result.fragments.reserveCapacity(places.count)
        for (html, fresh, rendered) in parts {
            result.rows += html
            for (key, fragment) in fresh { result.fragments[key] = fragment }
            result.rendered += rendered
        }
        result.reused = places.count - result.rendered
        return result
    }
}
