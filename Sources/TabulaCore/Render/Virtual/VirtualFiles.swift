/// The files a windowed table page adds beside its HTML that need none of its rows' HTML: the
/// manifest, id buckets and the search index (`SearchIndex`). (Its paginated pages are
/// `PaginationRenderer`'s; the script is written once per site.)
struct VirtualFiles {
    let templates: TemplateLibrary
    let pages: PageRenderer

    /// The manifest, the id buckets and the search index, on all cores. They need no row's
    /// HTML, so they are made while the rows are rendered (`SiteRenderer.renderTable`). The
    /// keys of the manifest and buckets depend on the page's frame (`frame`) alone; the
    /// index's files are keyed by their bytes.
    func renderLookups(_ page: TablePage, _ plan: WindowPlan, frame: ContentHash, files: TableFiles) {
        ConcurrentMap.forEachIndex(3) { job in
            switch job {
            case 0:
                files.put(VirtualTable.manifestPath(page), key: OutputKeys.frameOnly(frame, "manifest")) {
                    WindowManifest(chrome: SectionChrome(templates: templates, text: pages.text(page))).json(page, plan)
                }
            case 1:
                for (bucket, json) in RowLookup.idBuckets(page) {
                    files.put(VirtualTable.idBucketPath(page, bucket), key: OutputKeys.frameOnly(frame, "ids", bucket), bytes: { json })
                }
            default:
                guard SearchForm.isIndexed(page) else { return }
                // Keyed by their bytes: a file an edit leaves as it was is neither written nor read.
                let start = ContinuousClock.now
                SearchIndex().write(page) { path, bytes in
                    files.put(VirtualTable.searchPath(page, path), key: ContentHash.of(bytes), bytes: { bytes })
                }
                PhaseTimer.step("search index", since: start)
            }
        }
    }
}
