import Synchronization

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
        let windowPaths = plan.windows.indices.map { VirtualTable.windowPath(page, $0) }
        let buckets = Mutex<[Int]>([])
        // The window fragments, the manifest, the id buckets and the search index, on all cores.
        let jobs = windowPaths.count + 3
        ConcurrentMap.forEach(Array(0..<jobs)) { job in
            switch job - windowPaths.count {
            case ..<0: emit(windowPaths[job], rows.fragment(plan.windows[job], of: page))
            case 0: emit(VirtualTable.manifestPath(page), WindowManifest(chrome: SectionChrome(templates: templates)).json(page, plan))
            case 1:
                let made = RowLookup.idBuckets(page)
                for (bucket, json) in made { emit(VirtualTable.idBucketPath(page, bucket), json) }
                buckets.withLock { $0 = made.keys.sorted() }
            default: emit(VirtualTable.searchPath(page), RowLookup.searchIndex(page))
            }
        }
        var paths = windowPaths
        paths.append(VirtualTable.manifestPath(page))
        paths += buckets.withLock { $0 }.map { VirtualTable.idBucketPath(page, $0) }
        paths.append(VirtualTable.searchPath(page))
        paths += PaginationRenderer(templates: templates, pages: pages).render(page, plan, parentTitle: parentTitle, rows: rowHTML, emit: emit)
        return paths
    }
}
