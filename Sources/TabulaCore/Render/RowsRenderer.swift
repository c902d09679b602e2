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
        let rows = page.sections.flatMap(\.rows)
        let chunk = 1024
        let chunks = (rows.count + chunk - 1) / chunk
        let renderer = RowRenderer(templates: templates)
        let output = page.outputPath
        let parts = ConcurrentMap.map(Array(0..<chunks)) { c -> ([String], [(ContentHash, String)], Int) in
            var html: [String] = []
            var fresh: [(ContentHash, String)] = []
            var rendered = 0
            for row in rows[(c * chunk)..<min(rows.count, (c + 1) * chunk)] {
                let context = RowContext.make(row, page: output)
                let key = keys.key(row, page: output, context: context)
                if let cached = previous[key] {
                    html.append(cached)
                    fresh.append((key, cached))
                } else {
                    var fragment = ""
                    renderer.render(row, page: output, context: context, into: &fragment)
                    html.append(fragment)
                    fresh.append((key, fragment))
                    rendered += 1
                }
            }
            return (html, fresh, rendered)
        }
        var result = Result(rows: [], fragments: RowFragments(), rendered: 0, reused: 0)
        result.rows.reserveCapacity(rows.count)
        for (html, fresh, rendered) in parts {
            result.rows += html
            for (key, fragment) in fresh { result.fragments[key] = fragment }
            result.rendered += rendered
        }
        result.reused = rows.count - result.rendered
        return result
    }
}
