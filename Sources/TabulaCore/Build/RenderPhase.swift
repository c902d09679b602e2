import Foundation
import Synchronization

/// Phase 3 of a build, render and stage: every file of the collated site is staged beside the
/// output folder as soon as it is made (only when its bytes changed, see `OutputSink`), table
/// pages on all cores, each storing its rendered rows in the cache when it is done. Nothing in
/// the output folder changes until the build commits.
struct RenderPhase {
    let site: URL
    let output: URL
    /// The output folder as users see it, in messages.
    let shownOutput: String
    let templates: TemplateLibrary
    /// Where rendered rows are stored, and those of the last build's pages in
    /// `previousPages` are read from (nil: no cache).
    let cache: BuildCache?
    /// Pages' records of the last build (empty for a clean build).
    let previousPages: [String: BuildCache.PageRecord]
    let progress: (@Sendable (Int, Int) -> Void)?
    /// Where an asset that cannot be read, or a file two sources make, is reported.
    let diagnostics: Diagnostics

    struct Result {
        /// Every file the build made or kept, and the counts for its summary.
        var sink: OutputSink
        /// What each rendered table page produced, by output path.
        var tables: [String: SiteRenderer.TableOutput]
        var rendered: Int
        var reused: Int
    }

    /// Whether the page a record was made for needs the script (as `VirtualTable.needsScript` told).
    static func needsScript(_ record: BuildCache.PageRecord) -> Bool { record.scripted }

    /// Stages every file; `keptFiles` are the files that stay as they are (those of table
    /// pages not rendered again), `keptScripted` whether one of those pages needs the script.
    func run(_ site: consuming Site, start: BuildStart, keptFiles: OutputPaths, keptScripted: Bool) throws(FileWriteError) -> Result {
        let renderer = SiteRenderer(templates: templates, site: site.settings)
        let sink = try OutputSink(output: output, shownAs: shownOutput, present: start.presentFiles)
        let scripted = keptScripted || site.tables.contains(where: VirtualTable.needsScript)
        for (path, bytes) in renderer.renderSharedFiles(site, scripted: scripted) { sink.put(path, bytes) }
        sink.copy(site.assets, site: self.site, diagnostics: diagnostics)
        // Files of pages not rendered again stay as they are; none may be an asset's or a
        // shared file's too (the few files put so far are looked up, not every kept one).
        var collisions: [OutputSink.Collision] = []
        for path in sink.paths where keptFiles.contains(path) {
            let page = previousPages.first { $0.value.outputs.contains(path) }?.key ?? ""
            collisions.append(OutputSink.Collision(path: path, first: sink.owner(path) ?? "", second: Self.owner(ofPage: page)))
        }

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
        report(collisions + sink.collisions)
        return result
    }

    /// Renders one table page, reusing the rows and files of the last build that are still
    /// right; its rows are stored in the cache, and freed when the page is done.
    private func renderTable(_ table: consuming TablePage, site: Site, renderer: SiteRenderer, sink: OutputSink,
                             intact: [String: OutputStamp]) -> SiteRenderer.TableOutput {
        let path = table.outputPath
        // Rows are stored only with a page's record (a page without one has none worth a query).
        let previous = previousPages[path] != nil ? cache?.fragments(path) ?? RowFragments() : RowFragments()
        let files = TableFiles(previous: previousPages[path]?.files ?? PageFiles(), intact: intact, sink: sink, owner: Self.owner(ofPage: path))
        return renderer.renderTable(table, site: site, previous: previous, store: PageRowStore(cache: cache, page: path, stored: previous.storedParts),
                                    files: files, diagnostics: diagnostics)
    }

    /// What makes the files of a table page, in messages.
    private static func owner(ofPage page: String) -> String { "the table page \(page)" }

    /// A file two sources make (an asset named like a paginated page of a long table, such as
    /// `Content/big/2.html`) is an error at the asset: one would silently replace the other.
    private func report(_ collisions: [OutputSink.Collision]) {
        for collision in collisions {
            let makers = [collision.first, collision.second].map { $0.isEmpty ? "Tabula" : $0 }
            if let asset = [collision.first, collision.second].firstIndex(where: { $0.hasPrefix("Content/") }) {
                diagnostics.error(makers[asset], .wholeFile, "this file would replace \(collision.path), which \(makers[1 - asset]) also writes: rename it")
            } else {
                diagnostics.error(shownOutput + "/" + collision.path, nil, "\(makers[0]) and \(makers[1]) both write this file: rename the source of one")
            }
        }
    }
}
