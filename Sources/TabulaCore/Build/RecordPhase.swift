import Foundation

/// Phase 4 of a build, record: once every file is written, what the build did goes into the
/// cache in one transaction, so the next build can skip what this one already made.
struct RecordPhase {
    let output: URL
    let cache: BuildCache?

    /// Records the build; returns the number of pages it covers.
    func run(start: BuildStart, model: SiteModeler.Result, rendered: RenderPhase.Result, diagnostics: Diagnostics) -> Int {
        var records = model.kept
        for (path, table) in rendered.tables {
            guard let key = model.keys[path] else { continue }
            records[path] = BuildCache.PageRecord(key: key, outputs: table.outputs, outputKeys: table.outputKeys,
                                                  rows: table.rendered + table.reused, warnings: model.pageDiagnostics[path] ?? [])
        }
        let pages = rendered.tables.count + model.kept.count + model.site.details.count
        try? cache?.record(
            inputs: start.inputs,
            last: BuildCache.LastBuild(digest: start.digest, outputs: stamps(start, rendered.sink, kept: keptOutputs(model)),
                                       rows: rendered.rendered + rendered.reused + keptRows(model), pages: pages, warnings: diagnostics.warnings),
            pages: records, rendered: Set(rendered.tables.keys), tables: Set(rendered.tables.keys).union(model.kept.keys),
            summaries: model.newSummaries, usedSummaries: model.usedSummaries)
        return pages
    }

    /// Rows of table pages not rendered again.
    func keptRows(_ model: SiteModeler.Result) -> Int {
        model.kept.values.reduce(0) { $0 + $1.rows }
    }

    /// Files of table pages not rendered again: they stay as the last build wrote them.
    func keptOutputs(_ model: SiteModeler.Result) -> Set<String> {
        Set(model.kept.values.flatMap(\.outputs))
    }

    /// The stamp of every output file: a file this build did not write keeps the one it was
    /// found with.
    private func stamps(_ start: BuildStart, _ sink: OutputSink, kept: Set<String>) -> [String: OutputStamp] {
        let root = output.path + "/"
        let written = sink.writtenPaths
        var stamps: [String: OutputStamp] = [:]
        for path in sink.paths.union(kept) {
            stamps[path] = (written.contains(path) ? nil : start.intact[path]) ?? OutputStamp.of(path: root + path)
        }
        return stamps
    }
}
