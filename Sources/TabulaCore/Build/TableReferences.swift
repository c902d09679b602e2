/// Where a table's links and images lead (its rows' and its description's), resolved once
/// per build: back links follow its rows' links (`SiteModeler.assignParents`), a data
/// table's page key holds them all (`PageKeys`), and its detail pages' keys the Markdown ones.
struct TableReferences: Sendable {
    typealias Resolved = [(raw: String, resolution: LinkResolver.Resolution)]

    /// The table's distinct content links and images (see `TableSummary.references`), in
    /// order, with where each leads.
    let resolved: References<(raw: String, resolution: LinkResolver.Resolution)>
    /// What resolved them.
    let resolver: LinkResolver

    /// From `summary` (one just made of the table as read), else the cache's summary of an
    /// unchanged table, else the table as read.
    init(_ table: TableSpec, resolver: LinkResolver, summary: TableSummary? = nil) {
        self.resolver = resolver
        let written = (summary ?? table.stub)?.references ?? TableSummary.references(table)
        resolved = written.map { raw, field, isImage in (raw, resolver.resolve(raw, from: table.contentDirectory, field: field, isImage: isImage)) }
    }

    /// Where the table's Markdown links and images lead (its description's, its rows'
    /// Markdown fields'), hashed: its rows' detail pages depend on it (`DetailKeys`).
    var markdownTargets: ContentHash {
        var digest = DigestBuilder()
        _ = PageKeys.add(resolved.descriptionLinks, to: &digest, fragmentStamps: [:])
        _ = PageKeys.add(resolved.descriptionImages, to: &digest, fragmentStamps: [:])
        return digest.finish()
    }

    /// The pages its links and images (rows' and description's) lead into by fragment, to a
    /// row or a section, in order: those pages' rows or sections must be checked with them.
    var fragmentLinks: [String] {
        resolved.lists.joined().compactMap {
            if case .link(.page(let target, _?)) = $0.resolution { target } else { nil }
        }
    }

    /// What the table names (`TableSummary.references`), as written.
    var written: References<String> { resolved.map { reference, _, _ in reference.raw } }

    /// Pages of the site the table's rows link to, in row order.
    var linkedPages: [String] {
        resolved.links.compactMap { if case .link(.page(let target, _)) = $0.resolution { target } else { nil } }
    }
}
