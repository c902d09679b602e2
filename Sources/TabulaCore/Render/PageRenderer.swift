import Foundation

/// Puts a rendered table or detail body into the page layout.
struct PageRenderer {
    let templates: TemplateLibrary
    let site: SiteSettings
    /// Output path of the stylesheet.
    static let stylesheetPath = "tabula.css"

    func table(_ page: TablePage, tableHTML: String, parentTitle: String?) -> String {
        templates.layout.template.render(tableContext(page, tableHTML: tableHTML, parentTitle: parentTitle), partials: templates.partials)
    }

    /// The same for a table already made as UTF-8 (a paginated page's 250 KB of rows): the
    /// layout is rendered around a placeholder and the table's bytes copied in once, not
    /// decoded into a String, copied into the layout's and encoded again.
    func table(_ page: TablePage, tableHTML: [UInt8], parentTitle: String?) -> [UInt8] {
        var around = templates.layout.template.render(tableContext(page, tableHTML: Self.placeholder, parentTitle: parentTitle),
                                                      partials: templates.partials)
        let placed = around.withUTF8 { layout -> [UInt8]? in
            // The placeholder's bytes, found by its NUL: a byte search, not a comparison of
            // characters.
            let marker = Array(Self.placeholder.utf8)
            guard let base = layout.baseAddress else { return nil }
            var found: [Int] = []
            var start = 0
            while start < layout.count, let nul = memchr(base + start, 0, layout.count - start) {
                let at = base.distance(to: nul.assumingMemoryBound(to: UInt8.self))
                if at + marker.count <= layout.count, memcmp(base + at, marker, marker.count) == 0 {
                    found.append(at)
                    start = at + marker.count
                } else {
                    start = at + 1
                }
            }
            guard found.count == 1, let at = found.first else { return nil }  // a layout without `{{{table}}}`, or with it twice
            var html: [UInt8] = []
            html.reserveCapacity(layout.count - marker.count + tableHTML.count)
            html.append(contentsOf: UnsafeBufferPointer(rebasing: layout[..<at]))
            html.append(contentsOf: tableHTML)
            html.append(contentsOf: UnsafeBufferPointer(rebasing: layout[(at + marker.count)...]))
            return html
        }
        return placed ?? Array(table(page, tableHTML: String(decoding: tableHTML, as: UTF8.self), parentTitle: parentTitle).utf8)
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
        var context = common("404.html", title: "Page not found", parent: nil, parentTitle: nil, locale: nil)
        context["home"] = .string(RelativeURL.href(from: "404.html", to: "index.html"))
        return templates.notFound.template.render(.object(context), partials: templates.partials)
    }

    private func common(_ output: String, title: String, parent: String?, parentTitle: String?, locale: String?) -> [String: MustacheValue] {
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
