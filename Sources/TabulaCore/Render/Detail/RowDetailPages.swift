/// The detail pages of a table's rows (its `detailTemplate`): each is handed to the table's
/// files as soon as it is made, on all cores, so a table's detail pages are never all held at
/// once; a page whose key is the one the last build wrote it under is not made at all.
struct RowDetailPages {
    let templates: TemplateLibrary
    /// Rows a core takes at a time.
    private static let chunk = 256

    /// Puts the detail page of every row of `table` into `files`. `rowKeys` are the keys of
    /// the rows on the table page, in page order; `siteFrame` is `OutputKeys.siteFrame`'s.
    func render(_ table: TablePage, site: Site, siteFrame: ContentHash, rowKeys: [ContentHash], files: TableFiles, diagnostics: Diagnostics) {
        guard let identifier = table.settings.detailTemplate, let template = templates.details[identifier] else { return }
        let renderer = RowDetailRenderer(template: template, templates: templates, site: site, table: table, diagnostics: diagnostics)
        let keys = DetailKeys(template: template, siteFrame: siteFrame, table: table)
        let all = table.rows, count = all.count
        ConcurrentMap.forEachIndex((count + Self.chunk - 1) / Self.chunk) { chunk in
            var digest = DigestBuilder()
            let span = all.span  // lends each row in place
            func neighbour(_ i: Int) -> RowDetailRenderer.Neighbour? {
                guard i >= 0, i < count else { return nil }
                return RowDetailRenderer.Neighbour(id: span[i].id, title: span[i].text)
            }
            for i in (chunk * Self.chunk)..<min(count, (chunk + 1) * Self.chunk) {
                let previous = neighbour(i - 1), next = neighbour(i + 1)
                let key = keys.key(row: rowKeys[i], previous: previous, next: next, using: &digest)
                files.put(DetailPath.of(table: table.outputPath, id: span[i].id), key: key, bytes: {
                    renderer.render(span[i], previous: previous, next: next)
                })
            }
        }
    }
}
