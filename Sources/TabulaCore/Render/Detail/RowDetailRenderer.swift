/// Renders one row's detail page (see `DetailPath`) with its table's detail template.
///
/// The template sees the page chrome (`lang`, `siteTitle`, `stylesheet`, `home`, …), the row
/// (`text` as `title` too, `detail`, `id`, `image` and `link` relative to the page, `imageAlt`,
/// every other field), `tableTitle`, `back` (`href` to the row's place in its table,
/// `…/#row-<id>`, and `title`), `previous` and `next` (`href`, `title`, `id`) in table order,
/// `description` (for search engines), `fields` (the row's other fields in written order:
/// `name`, `label`, `value`, and `href` when the value is a link), `body` and every Markdown
/// field as HTML, `markdown` (the Markdown fields but `body`: `name`, `label`, `html`),
/// `fieldsLabel` ("Details: <text>") and the interface text of the table's locale (`i18n`,
/// `lang`, `dir`: `i18n.previousRow`, `i18n.nextRow`, …).
struct RowDetailRenderer: Sendable {
    let template: LoadedTemplate
    let partials: MustachePartials
    let pages: PageRenderer
    let table: TablePage
    let markdown: MarkdownLinks
    /// Where a Markdown field's problems are reported (at the row, in the table's file).
    let reader: SpecReader
    /// `body` and the table's `markdownFields`.
    let markdownFields: [String]
    /// The labels of the Markdown fields, and of the fields the table's source names, made once a table.
    private let markdownLabels: [MustacheValue]
    private let labels: [String: MustacheValue]
    /// The interface text of the table's locale.
    let text: InterfaceText
    /// What every detail page of the table shares (they are all at one depth): the chrome,
    /// the table's title, and the way back to the table.
    private let chrome: [String: MustacheValue]
    private let tableHref: String

    /// A row next to this one in table order.
    struct Neighbour {
        var id: String
        var title: String
    }

    init(template: LoadedTemplate, templates: TemplateLibrary, site: Site, table: TablePage, diagnostics: Diagnostics) {
        self.template = template
        partials = templates.partials
        pages = PageRenderer(templates: templates, site: site.settings)
        self.table = table
        markdown = MarkdownLinks(links: site.links, rawHTML: site.settings.rawHTML)
        reader = SpecReader(path: table.source, diagnostics: diagnostics)
        markdownFields = Self.markdownFields(table.settings)
        markdownLabels = markdownFields.map { .string(ContentPaths.humanTitle($0)) }
        labels = Dictionary(table.fieldOrder.map { ($0, .string(ContentPaths.humanTitle($0))) }, uniquingKeysWith: { first, _ in first })
        text = pages.text(table)
        let anyPage = DetailPath.of(table: table.outputPath, id: "_")
        var chrome = pages.common(anyPage, title: table.title, parent: nil, parentTitle: nil, text: text)
        chrome["tableTitle"] = .string(table.title)
        self.chrome = chrome
        tableHref = RelativeURL.href(from: anyPage, to: table.outputPath)
    }

    static func markdownFields(_ settings: PageSettings) -> [String] {
        ["body"] + (settings.markdownFields ?? []).filter { $0 != "body" }
    }

    /// Fields a detail page shows in its own places, never in the `fields` list.
    private static let shownApart: Set<String> = ["description"]

    /// The page of `row`, as UTF-8.
    func render(_ row: borrowing Row, previous: Neighbour?, next: Neighbour?) -> [UInt8] {
        let path = DetailPath.of(table: table.outputPath, id: row.id)
        var own: [String: MustacheValue] = [:]
        own.reserveCapacity(Self.ownNames + markdownFields.count)
        own["title"] = .string(row.text)
        own["text"] = .string(row.text)
        own["detail"] = row.detail.map(MustacheValue.string) ?? .null
        own["id"] = .string(row.id)
        own["image"] = row.image.map { .string(RelativeURL.href(from: path, to: $0)) } ?? .null
        own["imageAlt"] = .string(row.imageAlt)
        let link = row.link.map { RelativeURL.href(from: path, to: $0) }
        own["link"] = link.map(MustacheValue.string) ?? .null
        own["back"] = .object(["href": .string(tableHref + "#row-" + row.id), "title": .string(table.title)])
        func neighbour(_ neighbour: Neighbour?) -> MustacheValue {
            guard let neighbour else { return .null }
            return .object(["href": .string(DetailPath.href(fromSibling: neighbour.id)), "title": .string(neighbour.title), "id": .string(neighbour.id)])
        }
        own["previous"] = neighbour(previous)
        own["next"] = neighbour(next)
        own["fieldsLabel"] = .string(text.string(.details, ["text": row.text]))

        var sections: [MustacheValue] = []
        for (name, label) in zip(markdownFields, markdownLabels) {
            guard let value = row.fields[name], let text = TableCollator.text(value), !text.isEmpty else { continue }
            let origin = row.position ?? SourcePosition(line: 1, column: 1)
            let html = markdown.html(MarkdownText(markdown: text, origin: origin, isVerbatim: false), page: path,
                                     directory: ContentPaths.directory(of: String(table.source.dropFirst("Content/".count))),
                                     fragments: { nil }, reader)
            own[name] = .string(html)
            if name != "body" { sections.append(.object(["name": .string(name), "label": label, "html": .string(html)])) }
        }
        own["markdown"] = .list(sections)
        let fields = listedFields(row, link: link)
        own["fields"] = .list(fields)
        own["hasFields"] = .bool(!fields.isEmpty)
        own["description"] = .string(description(row))
        var page: [UInt8] = []
        template.template.render(Context(own: own, chrome: chrome, fields: row.fields), top: .object(own), page: path,
                                 partials: partials, into: &page)
        return page
    }

    /// Names `render` sets in a page's own values, besides the Markdown fields.
    private static let ownNames = 15

    /// What a detail page's names resolve against: its own values, then what every page of
    /// the table shares, then the row's fields (a field named like a value of the page is
    /// hidden by it). Three layers, so no page copies the shared ones.
    private struct Context: MustacheContext {
        let own: [String: MustacheValue]
        let chrome: [String: MustacheValue]
        let fields: RowFields

        func value(_ name: String, page: String) -> MustacheValue? { own[name] ?? chrome[name] ?? fields[name] }
    }

    /// The row's fields as a contact card lists them: in the order the table's source writes
    /// them, then any others by name; the row's own link last.
    private func listedFields(_ row: borrowing Row, link: String?) -> [MustacheValue] {
        let written = table.fieldOrder.filter { row.fields[$0] != nil }
        let others = row.fields.names.filter { !table.fieldOrder.contains($0) }.sorted()
        var listed: [MustacheValue] = []
        for name in written + others where !markdownFields.contains(name) && !Self.shownApart.contains(name) {
            guard let value = row.fields[name], let text = TableCollator.text(value), !text.isEmpty else { continue }
            let label = labels[name] ?? .string(ContentPaths.humanTitle(name))
            var field: [String: MustacheValue] = ["name": .string(name), "label": label, "value": .string(text)]
            if let scheme = URLSafety.scheme(of: text), URLSafety.problem(with: text, field: name, isImage: false) == nil {
                field["href"] = .string(text)
                // An address or a number is shown without its scheme, as a contact card shows it.
                if ["mailto", "tel"].contains(scheme.lowercased()) { field["value"] = .string(String(text.dropFirst(scheme.count + 1))) }
            }
            listed.append(.object(field))
        }
        if let link {
            listed.append(.object(["name": .string("link"), "label": .string(text.string(.rowLink)),
                                   "value": .string(link), "href": .string(link)]))
        }
        return listed
    }

    /// The page's description for search engines: the row's `description`, else its detail,
    /// else its text and table.
    private func description(_ row: borrowing Row) -> String {
        if let value = row.fields["description"], let text = TableCollator.text(value), !text.isEmpty { return text }
        if let detail = row.detail, !detail.isEmpty { return detail }
        return row.text + " – " + table.title
    }
}
