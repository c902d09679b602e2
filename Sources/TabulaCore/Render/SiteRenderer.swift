import Foundation

/// Renders every page of a site into output files (path → bytes).
struct SiteRenderer {
    let templates: TemplateLibrary
    /// Row keys, and what every page's file keys hold of the templates and site settings:
    /// made once per build, not per page (a site of 100,000 small tables has as many).
    private let rowKeys: RowKeys
    private let siteFrame: ContentHash
    private let settingsText = OutputKeys.SettingsText()

    init(templates: TemplateLibrary, site: SiteSettings) {
        self.templates = templates
        rowKeys = RowKeys(templates: templates)
        siteFrame = OutputKeys.siteFrame(templates: templates, site: site)
    }

    /// What rendering one table page did, for its cache records.
    struct TableOutput: Sendable {
        /// The page's output path.
        var page: String
        /// Every file the page produced (made, or kept as the last build wrote it), with its key.
        var files: PageFiles
        var rendered: Int
        var reused: Int
        /// The page's back link: the page it leads to, and that page's title.
        var parent: String?
        var parentTitle: String?
        /// Whether the page loads the script (`VirtualTable.needsScript`).
        var scripted: Bool
    }

    /// Renders one table page into `files`, storing its rows in `store` as they are written
    /// (`RowPages`). Rows whose key is in `previous` are reused, not rendered; files `files`
    /// holds as current are not made at all. A table naming a `detailTemplate` also puts each
    /// row's detail page (`RowDetailPages`); what is wrong in a row's Markdown is reported to
    /// `diagnostics`.
    func renderTable(_ table: TablePage, site: Site, previous: RowFragments, store: PageRowStore, files: TableFiles,
                     diagnostics: Diagnostics) -> TableOutput {
        let pages = PageRenderer(templates: templates, site: site.settings)
        let text = pages.text(table), labels = text.rowLabels
        let parentTitle = table.parent.flatMap { site.tableTitles[$0] }
        let plan = WindowPlan.isVirtual(table) ? WindowPlan(table) : nil
        let frame = OutputKeys.frame(table, parentTitle: parentTitle, site: siteFrame, settings: settingsText.of(table.settings))
        let rows = RowsRenderer(templates: templates, keys: rowKeys.labeled(labels), labels: labels, page: table, previous: previous)
        let pagination = plan.map { PaginationRenderer(templates: templates, pages: pages, text: text, page: table, plan: $0, parentTitle: parentTitle) }
        let writeRows: @Sendable () -> RowPages.Result = {
            RowPages(rows: rows, keys: OutputKeys(frame: frame, plan: plan, rowCount: rows.rows.count), store: store)
                .write(pageCount: plan?.pageCount ?? 1, keepingKeys: table.settings.detailTemplate != nil) { number, key, rowHTML in
                    if number > 0, let pagination {
                        pagination.put(number, key: key, rows: rowHTML, files: files)
                        return
                    }
                    files.put(table.outputPath, key: key, bytes: {
                        pages.table(table, tableHTML: TableRenderer(templates: templates, text: text).render(table, rows: rowHTML, plan: plan),
                                    parentTitle: parentTitle)
                    })
                }
        }
        // A windowed table's lookups beside its rows: the search index has steps on one core,
        // and the rows are held only a few pages at a time (`RowPages`).
        let written = if let plan {
            ConcurrentMap.both({ VirtualFiles(templates: templates, pages: pages).renderLookups(table, plan, frame: frame, files: files) },
                               writeRows).1
        } else {
            writeRows()
        }
        if table.settings.detailTemplate != nil {
            RowDetailPages(templates: templates).render(table, site: site, siteFrame: siteFrame, rowKeys: written.rowKeys, files: files,
                                                        diagnostics: diagnostics)
        }
        return TableOutput(page: table.outputPath, files: files.takeFiles(), rendered: written.rendered,
                           reused: rows.rows.count - written.rendered, parent: table.parent, parentTitle: parentTitle,
                           scripted: VirtualTable.needsScript(table))
    }

    /// Detail pages, the 404 page, the stylesheet, and the script when a page is windowed or
    /// has a search field (`scripted`).
    func renderSharedFiles(_ site: Site, scripted: Bool) -> [String: [UInt8]] {
        let pages = PageRenderer(templates: templates, site: site.settings)
        var files: [String: [UInt8]] = [:]
        // A detail page is in its table's locale (a folder table's, always collated in this build).
        var locales: [String: String] = [:]
        for table in site.tables { locales[table.outputPath] = table.settings.locale }
        let details = ConcurrentMap.map(site.details) { [locales] detail in
            (detail.outputPath, Array(pages.detail(detail, parentTitle: site.tableTitles[detail.parent], locale: locales[detail.parent]).utf8))
        }
        for (path, bytes) in details { files[path] = bytes }
        files[PageRenderer.notFoundPath] = Array(pages.notFound().utf8)
        files[PageRenderer.stylesheetPath] = BuiltinAssets.stylesheet
        if scripted { files[VirtualTable.scriptPath] = BuiltinAssets.script }
        return files
    }
}
