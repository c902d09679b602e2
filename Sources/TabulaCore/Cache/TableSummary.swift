/// What an unchanged JSON table contributes to the rest of the site, so a build need not
/// parse it: its title and settings, where its rows link (for back links), how many rows.
struct TableSummary: Codable, Sendable {
    var title: String
    var settings: PageSettings
    var links: [String]
    var rowCount: Int
    /// Warnings reading the file gave; repeated when the file is not read again.
    var diagnostics: [Diagnostic]
}

extension TableSummary {
    init(_ spec: TableSpec, diagnostics: [Diagnostic]) {
        title = spec.title
        settings = spec.settings
        let lists = (spec.sections?.map(\.rows) ?? []) + [spec.rows]
        var seen: Set<String> = []
        var links: [String] = []
        for rows in lists {
            for i in rows.indices {  // by index: copying rows out costs more than the check
                guard let link = rows[i].link?.value, URLSafety.scheme(of: link) == nil, seen.insert(link).inserted else { continue }
                links.append(link)
            }
        }
        self.links = links
        rowCount = lists.reduce(0) { $0 + $1.count }
        self.diagnostics = diagnostics
    }
}

