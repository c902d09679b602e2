/// Puts a rendered table or detail body into the page layout.
struct PageRenderer {
    let templates: TemplateLibrary
    let site: SiteSettings
    /// Output path of the stylesheet.
    static let stylesheetPath = "tabula.css"

    func table(_ page: TablePage, tableHTML: String, parentTitle: String?) -> String {
        var context = common(page.outputPath, title: page.title, parent: page.parent, parentTitle: parentTitle, locale: page.settings.locale)
        context["description"] = .string(page.descriptionHTML)
        context["table"] = .string(tableHTML)
        context["style"] = .string(page.settings.style.rawValue)
        return templates.layout.template.render(.object(context), partials: templates.partials)
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
