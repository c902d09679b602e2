/// Every file a windowed table page adds beside its HTML: window fragments, the manifest,
/// id buckets, the search index and the paginated pages. (The script is written once per site.)
struct VirtualFiles {
    let templates: TemplateLibrary
    let pages: PageRenderer

    /// The files beside a windowed page; `rowHTML` is its rows' HTML in page order, relative to the page.
    func render(_ page: TablePage, parentTitle: String?, rows rowHTML: [String]) -> [(String, String)] {
        let plan = WindowPlan(page)
        let rows = WindowRows(rows: RowRenderer(templates: templates), prerendered: rowHTML, page: page)
        var files: [(String, String)] = []
        for (index, window) in plan.windows.enumerated() {
            files.append((VirtualTable.windowPath(page, index), rows.fragment(window, of: page)))
        }
        files.append((VirtualTable.manifestPath(page), WindowManifest(chrome: SectionChrome(templates: templates)).json(page, plan)))
        for (bucket, json) in RowLookup.idBuckets(page) { files.append((VirtualTable.idBucketPath(page, bucket), json)) }
        files.append((VirtualTable.searchPath(page), RowLookup.searchIndex(page)))
        files += PaginationRenderer(templates: templates, pages: pages).render(page, plan, parentTitle: parentTitle)
        return files
    }
}
