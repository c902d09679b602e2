/// Every file a windowed table page adds beside its HTML: window fragments, the manifest,
/// id buckets, the search index and the paginated pages. (The script is written once per site.)
struct VirtualFiles {
    let templates: TemplateLibrary
    let pages: PageRenderer

    /// The manifest, the id buckets and the search index, on all cores. They need no row's
    /// HTML, so they are made before the rows are rendered: the search index and id buckets
    /// of 100k rows (6 MB) are then not in memory at the same time as the rows' HTML.
    func renderLookups(_ page: TablePage, _ plan: WindowPlan, keys: OutputKeys, files: TableFiles) {
        ConcurrentMap.forEachIndex(3) { job in
            switch job {
            case 0:
                files.put(VirtualTable.manifestPath(page), key: keys.frameOnly("manifest")) {
                    WindowManifest(chrome: SectionChrome(templates: templates)).json(page, plan)
                }
            case 1:
                for (bucket, json) in RowLookup.idBuckets(page) {
                    files.put(VirtualTable.idBucketPath(page, bucket), key: keys.frameOnly("ids", bucket), bytes: { json })
                }
            default: files.put(VirtualTable.searchPath(page), key: nil, bytes: { RowLookup.searchIndex(page) })
            }
        }
    }

    /// Renders the window fragments (on all cores), then the paginated pages. `rowHTML` is
    /// the page's rows' HTML in page order, relative to the page.
    func render(_ page: TablePage, _ plan: WindowPlan, keys: OutputKeys, parentTitle: String?, rows rowHTML: PageRows, files: TableFiles) {
        let rows = WindowRows(rows: RowRenderer(templates: templates), prerendered: rowHTML, page: page)
        ConcurrentMap.forEachIndex(plan.windows.count) { window in
            files.put(VirtualTable.windowPath(page, window), key: keys.windows[window], bytes: { rows.fragment(plan.windows[window], of: page) })
        }
        PaginationRenderer(templates: templates, pages: pages).render(page, plan, keys: keys, parentTitle: parentTitle, rows: rowHTML, files: files)
    }
}
