import Foundation

/// Renders every page of a site into output files (path → bytes).
struct SiteRenderer {
    let templates: TemplateLibrary

    /// What rendering one table page did, for its cache records.
    struct TableOutput: Sendable {
        /// Every file the page produced (handed to `emit` as they were made).
        var outputs: [String]
        var rendered: Int
        var reused: Int
    }

    /// Renders one table page, handing each file to `emit` as soon as it is made and its rows
    /// to `keep` as soon as they are rendered (for the cache, while the rest of the page is
    /// made); rows whose key is in `previous` are reused, not rendered.
    func renderTable(_ table: TablePage, site: Site, previous: RowFragments = RowFragments(),
                     keep: (RowFragments) -> Void = { _ in }, emit: @Sendable (String, String) -> Void) -> TableOutput {
        let pages = PageRenderer(templates: templates, site: site.settings)
        var rows = RowsRenderer(templates: templates, keys: RowKeys(templates: templates)).render(table, previous: previous)
        keep(rows.fragments)
        rows.fragments = RowFragments()
        let parentTitle = table.parent.flatMap { site.tableTitles[$0] }
        var outputs = [table.outputPath]
        emit(table.outputPath, pages.table(table, tableHTML: TableRenderer(templates: templates).render(table, rows: rows.rows), parentTitle: parentTitle))
        if WindowPlan.isVirtual(table) {
            outputs += VirtualFiles(templates: templates, pages: pages).render(table, parentTitle: parentTitle, rows: rows.rows, emit: emit)
        }
        return TableOutput(outputs: outputs, rendered: rows.rendered, reused: rows.reused)
    }

    /// Detail pages, the 404 page, the stylesheet, and the window script when a page is windowed.
    func renderSharedFiles(_ site: Site, windowed: Bool) -> [String: [UInt8]] {
        let pages = PageRenderer(templates: templates, site: site.settings)
        var files: [String: [UInt8]] = [:]
        let details = ConcurrentMap.map(site.details) { detail in
            (detail.outputPath, Array(pages.detail(detail, parentTitle: site.tableTitles[detail.parent]).utf8))
        }
        for (path, bytes) in details { files[path] = bytes }
        files["404.html"] = Array(pages.notFound().utf8)
        files[PageRenderer.stylesheetPath] = Array((BuiltinStylesheet.css + VirtualStylesheet.css).utf8)
        if windowed { files[VirtualTable.scriptPath] = Array(TabulaScript.source.utf8) }
        return files
    }
}
