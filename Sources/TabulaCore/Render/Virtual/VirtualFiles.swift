/// Every file a windowed table page adds beside its HTML: window fragments, the manifest,
/// id buckets, the search index and the paginated pages. (The script is written once per site.)
struct VirtualFiles {
    let templates: TemplateLibrary
    let pages: PageRenderer

    /// Renders the files beside a windowed page, handing each to `emit` as it is made (on all
    /// cores); returns their paths. `rowHTML` is its rows' HTML in page order, relative to the page.
    func render(_ page: TablePage, parentTitle: String?, rows rowHTML: [String], emit: @Sendable (String, String) -> Void) -> [String] {
        let plan = WindowPlan(page)
        let rows = WindowRows(rows: RowRenderer(templates: templates), prerendered: rowHTML, page: page)
        var paths: [String] = []
        let windowPaths = plan.windows.indices.map { VirtualTable.windowPath(page, $0) }
        ConcurrentMap.forEach(Array(plan.windows.indices)) { index in
            emit(windowPaths[index], rows.fragment(plan.windows[index], of: page))
        }
        paths += windowPaths
        let manifest = VirtualTable.manifestPath(page)
        emit(manifest, WindowManifest(chrome: SectionChrome(templates: templates)).json(page, plan))
        paths.append(manifest)
        for (bucket, json) in RowLookup.idBuckets(page) {
            let path = VirtualTable.idBucketPath(page, bucket)
            emit(path, json)
            paths.append(path)
        }
        let search = VirtualTable.searchPath(page)
        emit(search, RowLookup.searchIndex(page))
        paths.append(search)
        paths += PaginationRenderer(templates: templates, pages: pages).render(page, plan, parentTitle: parentTitle, rows: rowHTML, emit: emit)
        return paths
    }
}
