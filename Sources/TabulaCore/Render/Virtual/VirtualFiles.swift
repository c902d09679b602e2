/// Every file a windowed table page adds beside its HTML: window fragments, the manifest,
/// id buckets, the search index and the paginated pages. (The script is written once per site.)
struct VirtualFiles {
    let templates: TemplateLibrary
    let pages: PageRenderer

    /// Renders the files beside a windowed page into `files` (on all cores). `rowHTML` is its
    /// rows' HTML in page order, relative to the page (for rows of files made again).
    func render(_ page: TablePage, _ plan: WindowPlan, keys: OutputKeys, parentTitle: String?, rows rowHTML: PageRows, files: TableFiles) {
        let rows = WindowRows(rows: RowRenderer(templates: templates), prerendered: rowHTML, page: page)
        // The window fragments, the manifest, the id buckets and the search index, on all cores.
        let windows = plan.windows.count
        ConcurrentMap.forEachIndex(windows + 3) { job in
            switch job - windows {
            case ..<0: files.put(VirtualTable.windowPath(page, job), key: keys.windows[job], bytes: { rows.fragment(plan.windows[job], of: page) })
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
        PaginationRenderer(templates: templates, pages: pages).render(page, plan, keys: keys, parentTitle: parentTitle, rows: rowHTML, files: files)
    }
}
