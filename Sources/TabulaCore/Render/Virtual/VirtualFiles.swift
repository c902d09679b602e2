/// Every file a windowed table page adds beside its HTML: window fragments, the manifest,
/// id buckets, the search index, the paginated pages, and the script (once per site).
struct VirtualFiles {
    let templates: TemplateLibrary
    let pages: PageRenderer

    func render(_ site: Site, titles: [String: String]) -> [String: [UInt8]] {
        let tables = site.tables.filter(WindowPlan.isVirtual)
        guard !tables.isEmpty else { return [:] }
        var files: [String: [UInt8]] = [VirtualTable.scriptPath: Array(TabulaScript.source.utf8)]
        let perTable = ConcurrentMap.map(tables) { page in render(page, parentTitle: page.parent.flatMap { titles[$0] }) }
        for table in perTable {
            for (path, text) in table { files[path] = Array(text.utf8) }
        }
        return files
    }

    func render(_ page: TablePage, parentTitle: String?) -> [(String, String)] {
        let plan = WindowPlan(page)
        let rows = WindowRows(rows: RowRenderer(templates: templates))
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
