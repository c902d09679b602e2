/// What surrounds a section's rows: the `<section>` element, its header and its footer.
struct SectionChrome {
    let templates: TemplateLibrary
    /// The page's interface text: header templates get the row count written its way.
    let text: InterfaceText

    /// `<section …>` and the header; `extraClass` is added to the section's classes.
    func open(_ section: TableSection, extraClass: String = "", into html: inout [UInt8]) {
        let id = HTMLText.escape(section.id)
        html += "<section class=\"table-section\(extraClass.isEmpty ? "" : " " + extraClass)\" id=\"section-\(id)\"".utf8
        if section.title != nil { html += " aria-labelledby=\"section-\(id)-title\"".utf8 }
        html.append(literal: ">\n")
        header(section, into: &html)
    }

    /// The section's header element (nothing when it has no title).
    func header(_ section: TableSection, into html: inout [UInt8]) {
        guard section.title != nil, let header = templates.headers[section.header] else { return }
        html += "<h2 class=\"section-header\" id=\"section-\(HTMLText.escape(section.id))-title\">".utf8
        render(header.template, section, into: &html)
        html.append(literal: "</h2>\n")
    }

    /// The footer (when the section has one) and `</section>`.
    func close(_ section: TableSection, into html: inout [UInt8]) {
        if section.footer != nil, let footer = templates.headers[section.footerTemplate] {
            html.append(literal: "<div class=\"section-footer\">")
            render(footer.template, section, into: &html)
            html.append(literal: "</div>\n")
        }
        html.append(literal: "</section>\n")
    }

    private func render(_ template: MustacheTemplate, _ section: TableSection, into html: inout [UInt8]) {
        let context = MustacheValue.object([
            "id": .string(section.id),
            "title": section.title.map(MustacheValue.string) ?? .null,
            "indexTitle": section.indexTitle.map(MustacheValue.string) ?? .null,
            "footer": section.footer.map(MustacheValue.string) ?? .null,
            "rowCount": .number(String(section.rows.count)),
            "rowCountText": .string(text.number(section.rows.count)),
        ])
        template.render(context, top: context, page: "", partials: templates.partials, into: &html)
    }
}
