/// Renders content Markdown (a description, a detail page's body) for the page that shows it.
/// Every link and image destination is checked and resolved as a row's `link` and `image`
/// are: a content file becomes its page's URL relative to this page, a missing one or an
/// unsafe URL is an error at the link, and a `#row-…` fragment must name a row of this page.
struct MarkdownLinks {
    let links: LinkResolver
    let rawHTML: Bool

    /// - Parameters:
    ///   - page: output path of the page that shows the text.
    ///   - directory: folder of the text's source in Content/, which relative links start from.
    ///   - fragments: what this page's `#row-…`/`#section-…` fragments name (nil: a page without
    ///     rows), asked only when the text links to one.
    ///   - elsewhere: given each link to a row or section of another table page, to be checked
    ///     once that page is collated.
    func html(_ text: MarkdownText, page: String, directory: String, fragments: () -> PageFragments?, _ reader: SpecReader,
              elsewhere: (FragmentLink) -> Void = { _ in }) -> String {
        CMark.html(text.markdown, rawHTML: rawHTML, blocks: text.blocks) { written in
            let at = text.filePosition(written.position)
            let field = written.isImage ? "a Markdown image" : "a Markdown link"
            switch links.resolve(written.url, from: directory, field: field, isImage: written.isImage) {
            case .problem(let message):
                reader.error(at, message)
                return ""
            case .link(let link):
                if let fragment = link.fragment(on: page) {
                    if let problem = PageFragments.problem(fragment, in: fragments(), link: written.url) { reader.error(at, problem) }
                } else if let other = FragmentLink.toOtherPage(Located(written.url, at: at), resolved: link, in: reader.path, from: page) {
                    elsewhere(other)
                }
                return RelativeURL.href(from: page, to: link)
            }
        }
    }
}

extension MarkdownLinks {
    /// The links of `text` that name a fragment of another page (`cities.json#row-paris`), as
    /// written and where: a row's Markdown field is shown on its detail page, which has no rows
    /// of its own, so only such links name rows (a bare `#row-…` is checked when the detail
    /// page is made).
    static func fragmentLinks(in text: MarkdownText) -> [Located<String>] {
        var found: [Located<String>] = []
        _ = CMark.html(text.markdown, rawHTML: false, blocks: text.blocks) { written in
            if !written.isImage, !written.url.hasPrefix("#"), written.url.utf8.contains(UInt8(ascii: "#")) {
                found.append(Located(written.url, at: text.filePosition(written.position)))
            }
            return ""
        }
        return found
    }
}

/// The `row-…` and `section-…` ids of a table page, to check links to them.
struct PageFragments {
    var rows: Set<String>
    var sections: Set<String>

    init(_ sections: [TableSection]) {
        rows = []
        self.sections = Set(sections.map(\.id))
        for section in sections {
            for i in section.rows.indices { rows.insert(section.rows[i].id) }
        }
    }

    /// What is wrong with a link to `#fragment` on a page with `fragments` (nil: a page without
    /// rows); nil when the fragment names one of its rows or sections. `table`: the source of
    /// the page linked to, when it is not the page that holds the link.
    static func problem(_ fragment: String, in fragments: PageFragments?, link: String, table: String? = nil) -> String? {
        guard let fragments else {
            return "link '\(link)' names a row of this page, which has no rows: link to a table page's row instead"
        }
        if fragment.hasPrefix("row-"), fragments.rows.contains(String(fragment.dropFirst(4))) { return nil }
        if fragment.hasPrefix("section-"), fragments.sections.contains(String(fragment.dropFirst(8))) { return nil }
        let kind = fragment.hasPrefix("row-") ? "row" : "section"
        let id = String(fragment.dropFirst(kind.count + 1))
        let known = kind == "row" ? fragments.rows : fragments.sections
        let candidates = known.count <= Suggestion.maximumCandidates ? known.sorted() : []
        let hint = Suggestion.closest(to: id, in: candidates).map { " (did you mean '#\(kind)-\($0)'?)" } ?? ""
        return "link '\(link)' points to no \(kind) of \(table ?? "this table"): no \(kind) has the id '\(id)'\(hint)"
    }
}

extension Link {
    /// Whether the link names a row or section, of its own page or another.
    var namesFragment: Bool {
        switch self {
        case .fragment: true
        case .page(_, let fragment): fragment != nil
        case .external: false
        }
    }

    /// The fragment this link names on `page` itself, if it is one.
    func fragment(on page: String) -> String? {
        switch self {
        case .fragment(let fragment): fragment
        case .page(let target, let fragment?) where target == page: fragment
        default: nil
        }
    }
}
