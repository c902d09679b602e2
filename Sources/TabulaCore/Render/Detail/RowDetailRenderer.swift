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

    func render(_ row: borrowing Row, previous: Neighbour?, next: Neighbour?) -> String {
        let path = DetailPath.of(table: table.outputPath, id: row.id)
        var context = row.fields
        for (key, value) in chrome { context[key] = value }
        context["title"] = .string(row.text)
        context["text"] = .string(row.text)
        context["detail"] = row.detail.map(MustacheValue.string) ?? .null
        context["id"] = .string(row.id)
        context["image"] = row.image.map { .string(RelativeURL.href(from: path, to: $0)) } ?? .null
        context["imageAlt"] = .string(row.imageAlt)
        let link = row.link.map { RelativeURL.href(from: path, to: $0) }
        context["link"] = link.map(MustacheValue.string) ?? .null
        context["back"] = .object(["href": .string(tableHref + "#row-" + row.id), "title": .string(table.title)])
        func neighbour(_ neighbour: Neighbour?) -> MustacheValue {
            guard let neighbour else { return .null }
            return .object(["href": .string(DetailPath.href(fromSibling: neighbour.id)), "title": .string(neighbour.title), "id": .string(neighbour.id)])
        }
        context["previous"] = neighbour(previous)
        context["next"] = neighbour(next)
        context["fieldsLabel"] = .string(text.string(.details, ["text": row.text]))

        var sections: [MustacheValue] = []
        for name in markdownFields {
            guard let value = row.fields[name], let text = TableCollator.text(value), !text.isEmpty else { continue }
            let origin = row.position ?? SourcePosition(line: 1, column: 1)
            let html = markdown.html(MarkdownText(markdown: text, origin: origin, isVerbatim: false), page: path,
                                     directory: ContentPaths.directory(of: String(table.source.dropFirst("Content/".count))),
                                     fragments: { nil }, reader)
            context[name] = .string(html)
            if name != "body" { sections.append(.object(["name": .string(name), "label": .string(Self.label(name)), "html": .string(html)])) }
        }
        context["markdown"] = .list(sections)
        let fields = listedFields(row, link: link)
        context["fields"] = .list(fields)
        context["hasFields"] = .bool(!fields.isEmpty)
        context["description"] = .string(description(row))
        return template.template.render(.object(context), partials: partials)
    }

    /// The row's fields as a contact card lists them: in the order the table's source writes
    /// them, then any others by name; the row's own link last.
    private func listedFields(_ row: borrowing Row, link: String?) -> [MustacheValue] {
        let written = table.fieldOrder.filter { row.fields[$0] != nil }
        let others = row.fields.keys.filter { !table.fieldOrder.contains($0) }.sorted()
        var listed: [MustacheValue] = []
        for name in written + others where !markdownFields.contains(name) && !Self.shownApart.contains(name) {
            guard let value = row.fields[name], let text = TableCollator.text(value), !text.isEmpty else { continue }
            var field: [String: MustacheValue] = ["name": .string(name), "label": .string(Self.label(name)), "value": .string(text)]
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

    /// `first_name` → `First name`.
    static func label(_ name: String) -> String { ContentPaths.humanTitle(name) }
}
