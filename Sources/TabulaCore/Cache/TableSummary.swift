/// What an unchanged JSON table contributes to the rest of the site, so a build need not
/// parse it: its title and settings, where its rows and its description link and which
/// images they show (for back links, and for its page's key), how many rows.
///
/// A class, shared rather than copied: a build holds one per table in the cache's summaries,
/// in each table's stub and in the plan of its page. Immutable, so sharing it across threads
/// is safe.
final class TableSummary: Sendable {
    let title: String
    let settings: PageSettings
    /// The content its rows and its Markdown name (`references(_:)`).
    let references: References<String>
    let rowCount: Int
    /// Warnings reading the file gave; repeated when the file is not read again.
    let diagnostics: [Diagnostic]
    /// The cells its rows are drawn with (`cells(_:)`): its page depends on their templates.
    let cells: [String]

    init(title: String, settings: PageSettings, references: References<String>, rowCount: Int, diagnostics: [Diagnostic], cells: [String] = []) {
        self.title = title
        self.settings = settings
        self.references = references
        self.rowCount = rowCount
        self.diagnostics = diagnostics
        self.cells = cells
    }
}

/// What a table names of the site's content, in four lists, each in order: its rows' `link`
/// and `image` values, and the link and image destinations of its Markdown (its
/// description's and, when its rows have detail pages, their Markdown fields': `body`,
/// `markdownFields`).
struct References<Item> {
    var links: [Item] = []
    var images: [Item] = []
    var descriptionLinks: [Item] = []
    var descriptionImages: [Item] = []

    /// The lists, in order.
    var lists: [[Item]] { [links, images, descriptionLinks, descriptionImages] }

    /// Each item transformed, told its list's field (as messages name it) and whether the
    /// list holds images.
    func map<Other>(_ transform: (Item, _ field: String, _ isImage: Bool) -> Other) -> References<Other> {
        References<Other>(links: links.map { transform($0, "link", false) }, images: images.map { transform($0, "image", true) },
                          descriptionLinks: descriptionLinks.map { transform($0, "a Markdown link", false) },
                          descriptionImages: descriptionImages.map { transform($0, "a Markdown image", true) })
    }
}

extension References: Sendable where Item: Sendable {}
extension References: Equatable where Item: Equatable {}

extension TableSummary {
    /// `references`, when given, must be `references(spec)`, made earlier in the build.
    convenience init(_ spec: TableSpec, diagnostics: [Diagnostic], references: References<String>? = nil) {
        self.init(title: spec.title, settings: spec.settings, references: references ?? Self.references(spec),
                  rowCount: ((spec.sections?.map(\.rows) ?? []) + [spec.rows]).reduce(0) { $0 + $1.count },
                  diagnostics: diagnostics, cells: Self.cells(spec))
    }

    /// The identifiers (canonical, sorted) of the cells a table's rows are drawn with: its
    /// `cell` setting and each row's own.
    static func cells(_ spec: TableSpec) -> [String] {
        var cells: Set<String> = [TemplateLibrary.canonical(spec.settings.cell)]
        for rows in (spec.sections?.map(\.rows) ?? []) + [spec.rows] {
            for i in rows.indices { if let cell = rows[i].cell?.value { cells.insert(TemplateLibrary.canonical(cell)) } }
        }
        return cells.sorted()
    }

    /// The distinct `link` and `image` values of a table's rows, and link and image
    /// destinations of its Markdown (its description, and its rows' Markdown fields when they
    /// have detail pages), that name content (not a URL with a scheme), each list in order:
    /// where these lead is all that the table's pages take from other files.
    static func references(_ spec: TableSpec) -> References<String> {
        var links = Distinct(), images = Distinct(), descriptionLinks = Distinct(), descriptionImages = Distinct()
        for rows in (spec.sections?.map(\.rows) ?? []) + [spec.rows] {
            for i in rows.indices {  // by index: copying rows out costs more than the check
                if let link = rows[i].link?.value { links.add(link) }
                if let image = rows[i].image?.value { images.add(image) }
            }
        }
        func addDestinations(_ markdown: String, blocks: [Int]? = nil) {
            _ = CMark.html(markdown, rawHTML: false, blocks: blocks) { written in
                if written.isImage { descriptionImages.add(written.url) } else { descriptionLinks.add(written.url) }
                return ""
            }
        }
        if let description = spec.description { addDestinations(description.markdown, blocks: description.blocks) }
        if spec.settings.detailTemplate != nil {
            let fields = RowDetailRenderer.markdownFields(spec.settings)
            for rows in (spec.sections?.map(\.rows) ?? []) + [spec.rows] {
                for i in rows.indices {
                    for name in fields {
                        // Text without a `]` has no link or image that could name content
                        // (an autolink has a scheme): most fields are not parsed.
                        guard let value = rows[i].fields[name], let text = TableCollator.text(value),
                              text.utf8.contains(UInt8(ascii: "]")) else { continue }
                        addDestinations(text)
                    }
                }
            }
        }
        return References(links: links.values, images: images.values, descriptionLinks: descriptionLinks.values,
                          descriptionImages: descriptionImages.values)
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
