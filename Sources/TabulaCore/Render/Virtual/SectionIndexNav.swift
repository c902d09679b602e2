/// The section index (A–Z jump bar) as a `<nav>`; `href` says where each entry links.
enum SectionIndexNav {
    /// One entry per distinct index title, linking to the first section that has it.
    static func entries(_ page: TablePage) -> [(title: String, section: String)] {
        guard page.settings.index != .none else { return [] }
        var seen: Set<String> = []
        return page.sections.compactMap { section in
            guard let title = section.indexTitle, seen.insert(title).inserted else { return nil }
            return (title, section.id)
        }
    }

    /// The `<div class="table …">` opening tag every table page starts with (`extra`: more
    /// attributes), then the section index of `entries`, named `label` ("Section index" in
    /// the page's language).
    static func tableOpen(_ page: TablePage, _ entries: [(title: String, section: String)], label: String, extra: String = "",
                          href: (String) -> String) -> String {
        var html = "<div class=\"table table--\(page.settings.style.rawValue)\(entries.isEmpty ? "" : " has-index")\""
        if let height = page.settings.rowHeight ?? page.settings.estimatedRowHeight {
            html += " style=\"--row-height: \(CSSNumber.px(height))\""
        }
        html += extra + ">\n"
        guard !entries.isEmpty else { return html }
        html += "<nav class=\"section-index\" aria-label=\"\(HTMLText.escape(label))\"><ol>"
        for entry in entries {
            html += "<li><a href=\"\(HTMLText.escape(href(entry.section)))\">\(HTMLText.escape(entry.title))</a></li>"
        }
        return html + "</ol></nav>\n"
    }
}
