import Foundation

/// Phase 4 of a build, record: once every file is written, what the build did goes into the
/// cache in one transaction, so the next build can skip what this one already made. Only
/// what changed since the records the build read is written.
struct RecordPhase {
    let output: URL
    let cache: BuildCache?

    /// Records the build of `plan` (`removed`: the files its commit removed); returns the
    /// number of pages it covers.
    func run(start: consuming BuildStart, plan: BuildPlan, removed: [String], rendered: RenderPhase.Result) -> Int {
        let model = plan.model
        var records = model.kept
        for (path, table) in rendered.tables {
            records[path] = BuildCache.PageRecord(key: model.keys[path] ?? BuildCache.PageRecord.unkeyed, files: table.files,
                                                  rows: table.rendered + table.reused, warnings: model.pageDiagnostics[path] ?? [],
                                                  parent: table.parent, parentTitle: table.parentTitle, scripted: table.scripted)
        }
        let pages = rendered.tables.count + model.kept.count + model.site.details.count + model.untouchedPages
        let touched = Self.touched(rendered.sink, removed: removed)
        // Found as the last build left them, the stamps change only where this build put,
        // removed or touched something.
        let asLeft = start.foldersAsLeft && start.intact.count == start.last?.outputs.count
        let changedOutputs = asLeft ? Array(rendered.sink.paths) + removed + touched.map(StampParts.name(folder:)) : nil
        let outputs = stamps(&start, rendered.sink, removed: removed)
        let last = BuildCache.LastBuild(digest: start.digest, outputs: outputs,
                                        folders: folderStamps(&start, touched: touched, outputs: outputs) ?? [:],
                                        rows: rendered.rendered + rendered.reused + Self.keptRows(model), pages: pages, warnings: plan.diagnostics.warnings)
        try? cache?.record(BuildCache.Learned(
            inputs: start.inputs, replacedInputs: start.replacedInputs, changedInputs: start.changedInputs, last: last,
            changedOutputs: changedOutputs, previousParts: start.last?.partChecks,
            pages: records, previousPages: plan.previousPages, rendered: Set(rendered.tables.keys),
            summaries: model.summaries, previousSummaries: plan.previousSummaries, indexes: model.indexes, skeleton: plan.skeleton))
        return pages
    }

    /// The stamp of every output folder (`FileTree.Recorded`). After a build that found the
    /// last build's folder stamps, only the folders it touched (`touched`) and those not found
    /// unchanged are stat'ed again.
    private func folderStamps(_ start: inout BuildStart, touched: Set<String>, outputs: [String: OutputStamp]) -> [String: OutputStamp]? {
        guard let recorded = start.last?.folders, !recorded.isEmpty else { return FileTree.folderStamps(output.path, files: outputs.keys) }
        let unchanged = start.intactFolders.count == recorded.count ? nil : start.intactFolders
        // Taken out of `start` (which shares them when all were found unchanged), so that the
        // one dictionary a one-file edit extends is not copied first.
        start.last?.folders = [:]
        start.intactFolders = [:]
        return FileTree.folderStamps(output.path, recorded: consume recorded, unchanged: unchanged, touched: touched)
    }

    /// The folders a build added entries to or removed entries from: every folder of a file it
    /// put (one found already in place, not written, may be in a folder no build recorded) or
    /// removed, up to the output folder itself (`""`).
    private static func touched(_ sink: OutputSink, removed: [String]) -> Set<String> {
        var touched: Set<String> = [""]
        for path in sink.paths + removed { ContentPaths.addFolders(of: path, to: &touched) }
        return touched
    }

    /// Rows of table pages not rendered again.
    static func keptRows(_ model: SiteModeler.Result) -> Int {
        model.kept.values.reduce(model.untouchedRows) { $0 + $1.rows }
    }

    /// Files of table pages not rendered again: they stay as the last build wrote them.
    static func keptOutputs(_ model: SiteModeler.Result) -> Set<String> {
        Set(model.kept.values.flatMap(\.outputs))
    }

    /// The stamp of every output file: each file the sink put has the stamp it was put with
    /// (`OutputSink.stamps`), a kept one the stamp it was found with (`start.intact`), and a
    /// removed one none; so no file is looked at again. The smaller of the kept and the staged
    /// stamps is added to the larger, extended in place: the found stamps are taken out of
    /// `start` first (with the last build's, which they share when every file was intact).
    private func stamps(_ start: inout BuildStart, _ sink: OutputSink, removed: [String]) -> [String: OutputStamp] {
        let put = sink.stamps
        let stagedFirst = put.staged.count > start.intact.count
        var stamps = stagedFirst ? put.staged : start.intact
        let others = stagedFirst ? start.intact : put.staged
        start.intact = [:]
        start.last?.outputs = [:]
        if !others.isEmpty { stamps.merge(others) { first, other in stagedFirst ? first : other } }  // a staged stamp wins
        for path in removed { stamps[path] = nil }  // (a removed file was neither staged nor found unchanged)
        if !put.unchanged.isEmpty { stamps.merge(put.unchanged) { _, found in found } }
        return stamps
    }
}
