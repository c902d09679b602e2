import Foundation
import Synchronization

/// Phase 3 of a build, render and write: every file of the collated site goes to the output
/// folder as soon as it is made (only when its bytes changed), table pages on all cores, each
/// storing its rendered rows in the cache when it is done.
struct RenderPhase {
    let site: URL
    let output: URL
    let templates: TemplateLibrary
    /// Where rendered rows are stored (nil: no cache).
    let cache: BuildCache?
    /// Where rows and files of the last build are reused from (nil for a clean build).
    let previous: BuildCache?
    /// Pages' records of the last build (empty for a clean build).
    let previousPages: [String: BuildCache.PageRecord]
    let progress: (@Sendable (Int, Int) -> Void)?

    struct Result {
        /// Every file the build made or kept, and the counts for its summary.
        var sink: OutputSink
        /// What each rendered table page produced, by output path.
        var tables: [String: SiteRenderer.TableOutput]
        var rendered: Int
        var reused: Int
    }

    func run(_ site: consuming Site, start: BuildStart, keptOutputs: Set<String>) throws -> Result {
        let renderer = SiteRenderer(templates: templates)
        let sink = try OutputSink(output: output, present: Set(start.existing.files))
        // Windowed pages and those with a search field need the script, whether rendered now
        // or kept from the last build.
        let scripted = site.tables.contains { WindowPlan.isVirtual($0) || SearchForm.isShown(rows: $0.rowCount) }
            || keptOutputs.contains { $0.hasSuffix("windows/manifest.json") }
            || previousPages.contains { keptOutputs.contains($0.key) && SearchForm.isShown(rows: $0.value.rows) }
        for (path, bytes) in renderer.renderSharedFiles(site, scripted: scripted) { sink.put(path, bytes) }
        try OutputWriter(output: output).copy(assetCopies(site), into: sink)

        let tables = site.tables
        site.tables = []
        let built = site, done = Atomic<Int>(0), count = tables.count
        let outputs = ConcurrentMap.map(handingOver: consume tables) { table -> SiteRenderer.TableOutput in
            let output = renderTable(table, site: built, renderer: renderer, sink: sink, intact: start.intact)
            progress?(done.add(1, ordering: .relaxed).newValue, count)
            return output
        }
        var result = Result(sink: sink, tables: [:], rendered: 0, reused: 0)
        for output in outputs {
            result.rendered += output.rendered
            result.reused += output.reused
            result.tables[output.page] = output
        }
        return result
    }

    /// Renders one table page, reusing the rows and files of the last build that are still
    /// right; its rows are stored in the cache, and freed when the page is done.
    private func renderTable(_ table: consuming TablePage, site: Site, renderer: SiteRenderer, sink: OutputSink,
                             intact: [String: OutputStamp]) -> SiteRenderer.TableOutput {
        let path = table.outputPath
        let previous = self.previous?.fragments(path) ?? RowFragments()
        // Files of the page the last build wrote, with their keys, if still as written.
        let previousFiles = (previousPages[path]?.outputKeys ?? [:]).filter { intact[$0.key] != nil }
        let files = TableFiles(previous: previousFiles, emit: sink.put, emitBytes: sink.put, keep: sink.keep)
        let cache = self.cache
        return renderer.renderTable(table, site: site, previous: previous, keep: { rows in
            try? cache?.store([BuildCache.PageRows(rows: rows, page: path, stored: previous.storedParts)])
        }, files: files)
    }

    /// Files copied as they are: output path → source file.
    private func assetCopies(_ site: Site) -> [String: URL] {
        Dictionary(site.assets.map { ($0.outputPath, self.site.appendingPathComponent($0.source)) }, uniquingKeysWith: { first, _ in first })
    }
}
