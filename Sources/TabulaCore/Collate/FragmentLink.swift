/// A link to a row or section of another table page (`cities.json#row-paris`). Whether that
/// row or section exists is known only once the other table is collated, so the collator
/// hands such links on and `OtherPageFragments` checks them when every table is.
struct FragmentLink: Sendable {
    /// The link as written, and where.
    let link: Located<String>
    /// The file that holds the link (messages name it).
    let file: String
    /// Output path of the table page it leads to.
    let target: String
    /// `row-…` or `section-…`.
    let fragment: String

    /// The link `written` in `file`, when it resolved to a fragment of a table page other
    /// than `page`; nil otherwise.
    static func toOtherPage(_ written: Located<String>, resolved: Link?, in file: String, from page: String) -> FragmentLink? {
        guard case .page(let target, let fragment?)? = resolved, target != page else { return nil }
        return FragmentLink(link: written, file: file, target: target, fragment: fragment)
    }
}

/// Checks links to rows and sections of other table pages against those pages' rows.
///
/// A page kept from the last build (not collated) has no rows in memory: the modeler collates
/// every page that a collated page links into (`SiteModeler`), and a kept page's links held
/// when it was recorded, against targets whose content its page key holds (`PageKeys`).
struct OtherPageFragments {
    /// The fragments of each collated table page that something links into.
    private var fragments: [String: (source: String, fragments: PageFragments)] = [:]

    init(pages: [TablePage], linkedInto targets: Set<String>) {
        for page in pages where targets.contains(page.outputPath) {
            fragments[page.outputPath] = (page.source, PageFragments(page.sections))
        }
    }

    /// Reports every link whose row or section its target page lacks.
    func check(_ links: [FragmentLink], diagnostics: Diagnostics) {
        for link in links {
            guard let target = fragments[link.target],
                  let problem = PageFragments.problem(link.fragment, in: target.fragments, link: link.link.value, table: target.source)
            else { continue }
            diagnostics.error(link.file, link.link.position, problem)
        }
    }
}
