import Foundation

/// Puts a rendered table or detail body into the page layout.
struct PageRenderer {
    let templates: TemplateLibrary
    let site: SiteSettings
    /// Output path of the stylesheet.
    static let stylesheetPath = "tabula.css"
    /// Output path of the not-found page.
    static let notFoundPath = "404.html"

    /// A table page: the layout around its table, made as UTF-8 (a paginated page's is 250 KB
    /// of rows). The layout is rendered around a placeholder and the table's bytes copied in
    /// once, not decoded into a String, copied into the layout's and encoded again.
    func table(_ page: TablePage, tableHTML: [UInt8], parentTitle: String?) -> [UInt8] {
        let context = tableContext(page, tableHTML: Self.placeholder, parentTitle: parentTitle)
        var layout: [UInt8] = []
        templates.layout.template.render(context, top: context, page: "", partials: templates.partials, into: &layout)
        // The placeholder's bytes: a byte search, not a comparison of characters. A layout
        // without `{{{table}}}`, or with it twice, is rendered with the table in it.
        let marker = Array(Self.placeholder.utf8)
        guard let at = layout[...].firstStart(of: marker), layout[(at + marker.count)...].firstStart(of: marker) == nil else {
            let table = tableContext(page, tableHTML: String(decoding: tableHTML, as: UTF8.self), parentTitle: parentTitle)
            return Array(templates.layout.template.render(table, partials: templates.partials).utf8)
        }
        var html: [UInt8] = []
        html.reserveCapacity(layout.count - marker.count + tableHTML.count)
        html += layout[..<at]
        html += tableHTML
        html += layout[(at + marker.count)...]
        return html
    }

    /// Stands in for the table while the layout is rendered; no content holds it (a NUL
    /// is not valid HTML text). Its `&` is escaped where the layout escapes the table
    /// (`{{table}}`), which then takes the String path and escapes the table, as it should.
    private static let placeholder = "\u{0}tabula&table\u{0}"

    private func tableContext(_ page: TablePage, tableHTML: String, parentTitle: String?) -> MustacheValue {
        var context = common(page.outputPath, title: page.title, parent: page.parent, parentTitle: parentTitle, text: text(page))
        context["description"] = .string(page.descriptionHTML)
        context["table"] = .string(tableHTML)
        context["style"] = .string(page.settings.style.rawValue)
        return .object(context)
    }

    /// A detail page, in `locale` (its table's).
    func detail(_ page: DetailPage, parentTitle: String?, locale: String?) -> String {
        var context = page.fields
        let text = templates.interface.text(for: locale ?? site.locale)
        for (key, value) in common(page.outputPath, title: page.title, parent: page.parent, parentTitle: parentTitle, text: text) {
            context[key] = value
        }
        context["body"] = .string(page.bodyHTML)
        context["text"] = .string(page.title)
        context["image"] = page.image.map { .string(RelativeURL.href(from: page.outputPath, to: $0)) } ?? .null
        return templates.detail.template.render(.object(context), partials: templates.partials)
    }

    /// The not-found page, in the site's locale.
    func notFound() -> String {
        let text = templates.interface.text(for: site.locale)
        var context = common(Self.notFoundPath, title: text.string(.notFoundTitle), parent: nil, parentTitle: nil, text: text)
        context["home"] = .string(RelativeURL.href(from: Self.notFoundPath, to: "index.html"))
        return templates.notFound.template.render(.object(context), partials: templates.partials)
    }

    /// The interface text of a table page (and of its paginated pages, its rows' detail pages).
    func text(_ page: TablePage) -> InterfaceText {
        templates.interface.text(for: page.settings.locale ?? site.locale)
    }

    /// What every page's template reads: `lang` and `dir` of its locale, its interface text
    /// (`i18n`), titles and links.
    func common(_ output: String, title: String, parent: String?, parentTitle: String?, text: InterfaceText) -> [String: MustacheValue] {
        let generator = InterfaceText.generator
        var context: [String: MustacheValue] = [
            "lang": .string(text.language),
            "dir": .string(text.direction),
            "i18n": text.templateContext(title: title),
            "title": .string(title),
            "siteTitle": .string(site.title),
            "stylesheet": .string(RelativeURL.href(from: output, to: Self.stylesheetPath)),
            "home": .string(RelativeURL.href(from: output, to: "index.html")),
            "generator": .string(generator),
            "head": .string(""),
            "scripts": .string(""),
        ]
        if let parent {
            context["parent"] = .object(["href": .string(RelativeURL.href(from: output, to: parent)),
                                         "title": .string(parentTitle ?? text.string(.back))])
        }
        return context
    }
}
