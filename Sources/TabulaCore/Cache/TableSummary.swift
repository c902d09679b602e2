/// What an unchanged JSON table contributes to the rest of the site, so a build need not
/// parse it: its title and settings, where its rows and its description link and which
/// images they show (for back links, and for its page's key), how many rows.
struct TableSummary: Codable, Sendable {
    var title: String
    var settings: PageSettings
    var links: [String]
    var images: [String] = []
    /// Link and image destinations of the description's Markdown.
    var descriptionLinks: [String] = []
    var descriptionImages: [String] = []
    var rowCount: Int
    /// Warnings reading the file gave; repeated when the file is not read again.
    var diagnostics: [Diagnostic]
}

extension TableSummary {
    init(_ spec: TableSpec, diagnostics: [Diagnostic]) {
        title = spec.title
        settings = spec.settings
        let references = Self.references(spec)
        (links, images) = (references.links, references.images)
        (descriptionLinks, descriptionImages) = (references.descriptionLinks, references.descriptionImages)
        rowCount = ((spec.sections?.map(\.rows) ?? []) + [spec.rows]).reduce(0) { $0 + $1.count }
        self.diagnostics = diagnostics
    }

    /// The distinct `link` and `image` values of a table's rows, and link and image
    /// destinations of its description, that name content (not a URL with a scheme), each
    /// list in order: where these lead is all that the table's page takes from other files.
    static func references(_ spec: TableSpec) -> (links: [String], images: [String], descriptionLinks: [String], descriptionImages: [String]) {
        var links = Distinct(), images = Distinct(), descriptionLinks = Distinct(), descriptionImages = Distinct()
        for rows in (spec.sections?.map(\.rows) ?? []) + [spec.rows] {
            for i in rows.indices {  // by index: copying rows out costs more than the check
                if let link = rows[i].link?.value { links.add(link) }
                if let image = rows[i].image?.value { images.add(image) }
            }
        }
        if let description = spec.description {
            _ = CMark.html(description.markdown, rawHTML: false, blocks: description.blocks) { written in
                if written.isImage { descriptionImages.add(written.url) } else { descriptionLinks.add(written.url) }
                return ""
            }
        }
        return (links.values, images.values, descriptionLinks.values, descriptionImages.values)
    }

    /// Values naming content, each once, in order.
    private struct Distinct {
        private var seen: Set<String> = []
        private(set) var values: [String] = []

        mutating func add(_ value: String) {
            if URLSafety.scheme(of: value) == nil, seen.insert(value).inserted { values.append(value) }
        }
    }
}
