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

    /// - Parameter label: the navigation's name ("Section index" in the page's language).
    static func render(_ entries: [(title: String, section: String)], label: String, href: (String) -> String, into html: inout String) {
        guard !entries.isEmpty else { return }
        html += "<nav class=\"section-index\" aria-label=\"\(HTMLText.escape(label))\"><ol>"
        for entry in entries {
            html += "<li><a href=\"\(HTMLText.escape(href(entry.section)))\">\(HTMLText.escape(entry.title))</a></li>"
        }
        html += "</ol></nav>\n"
    }

    /// The `<div class="table …">` opening tag every table page starts with.
    static func tableOpen(_ page: TablePage, hasIndex: Bool, extra: String = "") -> String {
        var html = "<div class=\"table table--\(page.settings.style.rawValue)\(hasIndex ? " has-index" : "")\""
        if let height = page.settings.rowHeight ?? page.settings.estimatedRowHeight {
            html += " style=\"--row-height: \(CSSNumber.px(height))\""
        }
        return html + extra + ">\n"
    }
}
