import Foundation

/// Puts a rendered table or detail body into the page layout.
struct PageRenderer {
    let templates: TemplateLibrary
    let site: SiteSettings
    /// Output path of the stylesheet.
    static let stylesheetPath = "tabula.css"
    /// Output path of the not-found page.
    static let notFoundPath = "404.html"

    func table(_ page: TablePage, tableHTML: String, parentTitle: String?) -> String {
        templates.layout.template.render(tableContext(page, tableHTML: tableHTML, parentTitle: parentTitle), partials: templates.partials)
    }

    /// The same for a table already made as UTF-8 (a paginated page's 250 KB of rows): the
    /// layout is rendered around a placeholder and the table's bytes copied in once, not
    /// decoded into a String, copied into the layout's and encoded again.
    func table(_ page: TablePage, tableHTML: [UInt8], parentTitle: String?) -> [UInt8] {
        let context = tableContext(page, tableHTML: Self.placeholder, parentTitle: parentTitle)
        var layout: [UInt8] = []
        templates.layout.template.render(context, top: context, page: "", partials: templates.partials, into: &layout)
        // The placeholder's bytes, found by its NUL: a byte search, not a comparison of
        // characters.
        let marker = Array(Self.placeholder.utf8)
        var found: [Int] = []
        var start = 0
        while let at = layout[start...].firstIndex(of: 0) {
            if layout[at...].starts(with: marker) {
                found.append(at)
                start = at + marker.count
            } else {
                start = at + 1
            }
        }
        // A layout without `{{{table}}}`, or with it twice, is rendered with the table in it.
        guard found.count == 1, let at = found.first else {
            return Array(table(page, tableHTML: String(decoding: tableHTML, as: UTF8.self), parentTitle: parentTitle).utf8)
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
        var context = common(page.outputPath, title: page.title, parent: page.parent, parentTitle: parentTitle, locale: page.settings.locale)
        context["description"] = .string(page.descriptionHTML)
        context["table"] = .string(tableHTML)
        context["style"] = .string(page.settings.style.rawValue)
        return .object(context)
    }

    func detail(_ page: DetailPage, parentTitle: String?) -> String {
        var context = page.fields
        for (key, value) in common(page.outputPath, title: page.title, parent: page.parent, parentTitle: parentTitle, locale: nil) {
            context[key] = value
        }
        context["body"] = .string(page.bodyHTML)
        context["text"] = .string(page.title)
        context["image"] = page.image.map { .string(RelativeURL.href(from: page.outputPath, to: $0)) } ?? .null
        return templates.detail.template.render(.object(context), partials: templates.partials)
    }

    func notFound() -> String {
        var context = common(Self.notFoundPath, title: "Page not found", parent: nil, parentTitle: nil, locale: nil)
        context["home"] = .string(RelativeURL.href(from: Self.notFoundPath, to: "index.html"))
        return templates.notFound.template.render(.object(context), partials: templates.partials)
    }

    /// What every page template sees: language, titles, the stylesheet and home links, the back link.
    func common(_ output: String, title: String, parent: String?, parentTitle: String?, locale: String?) -> [String: MustacheValue] {
        var context: [String: MustacheValue] = [
            "lang": .string(String((locale ?? site.locale).replacingOccurrences(of: "_", with: "-"))),
            "title": .string(title),
            "siteTitle": .string(site.title),
            "stylesheet": .string(RelativeURL.href(from: output, to: Self.stylesheetPath)),
            "home": .string(RelativeURL.href(from: output, to: "index.html")),
            "generator": .string("Tabula \(Tabula.version)"),
            "head": .string(""),
            "scripts": .string(""),
        ]
        if let parent {
            context["parent"] = .object(["href": .string(RelativeURL.href(from: output, to: parent)), "title": .string(parentTitle ?? "Back")])
        }
        return context
    }
}
