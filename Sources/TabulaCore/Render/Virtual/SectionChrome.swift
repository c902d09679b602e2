/// What surrounds a section's rows: the `<section>` element, its header and its footer.
struct SectionChrome {
    let templates: TemplateLibrary
    /// The page's interface text: header templates get the row count written its way.
    let text: InterfaceText

    /// `<section …>` and the header; `extraClass` is added to the section's classes.
    func open(_ section: TableSection, extraClass: String = "", into html: inout String) {
        let id = HTMLText.escape(section.id)
        html += "<section class=\"table-section\(extraClass.isEmpty ? "" : " " + extraClass)\" id=\"section-\(id)\""
        if section.title != nil { html += " aria-labelledby=\"section-\(id)-title\"" }
        html += ">\n"
        html += header(section)
    }

    /// The section's header element, or "" when it has no title.
    func header(_ section: TableSection) -> String {
        guard section.title != nil, let header = templates.headers[section.header] else { return "" }
        var html = "<h2 class=\"section-header\" id=\"section-\(HTMLText.escape(section.id))-title\">"
        header.template.render(context(section), partials: templates.partials, into: &html)
        html += "</h2>\n"
        return html
    }

    /// The footer (when the section has one) and `</section>`.
    func close(_ section: TableSection, into html: inout String) {
        if section.footer != nil, let footer = templates.headers[section.footerTemplate] {
            html += "<div class=\"section-footer\">"
            footer.template.render(context(section), partials: templates.partials, into: &html)
            html += "</div>\n"
        }
        html += "</section>\n"
    }

    private func context(_ section: TableSection) -> MustacheValue {
        .object([
            "id": .string(section.id),
            "title": section.title.map(MustacheValue.string) ?? .null,
            "indexTitle": section.indexTitle.map(MustacheValue.string) ?? .null,
            "footer": section.footer.map(MustacheValue.string) ?? .null,
            "rowCount": .number(String(section.rows.count)),
            "rowCountText": .string(text.number(section.rows.count)),
        ])
    }
}
