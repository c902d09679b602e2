import Foundation

/// Builds a site folder (`Content/`, `Templates/`) into its output folder, reusing what the
/// previous build rendered when its inputs are unchanged.
///
/// A build runs in phases, each a type of its own:
/// 1. scan (`BuildStart`): inputs and outputs as they are; a no-op build stops here;
/// 2. load and collate (`SiteModeler`): the model and what the next phases need (`BuildPlan`),
///    reusing table pages whose inputs and outputs are unchanged (`kept`); any error stops
///    the build before a file is written.
///    When only data tables' rows changed, an edit build (`EditBuild`) collates just those
///    tables, everything else staying as the last build made it;
/// 3. render and stage (`RenderPhase`): every other file, staged as it is made, then
///    committed into the output folder once the whole build succeeded (`OutputSink.commit`);
/// 4. record (`RecordPhase`): what the next build may reuse.
/// The output folder then holds exactly this build's files; a build that fails at any step
/// leaves it exactly as it was.
public struct SiteBuilder: Sendable {
    public var site: URL
    public var output: URL
    /// Called as table pages are rendered: (pages done, pages to render).
    public var progress: (@Sendable (Int, Int) -> Void)?
    /// False for a build that must neither read nor write the site's cache (publish's staging).
    public var usesCache = true
    /// Whether the build may replace the files of an output folder no build made (`--force`);
    /// otherwise such a folder is refused (`OutputFolder.checkOwned`).
    public var replacesForeignOutput = false
    /// Whether a build leaves its mark in an output folder other than the site's `Public/`
    /// (false for publish's staging, whose every file is published).
    public var marksOutput = true

    public init(site: URL, output: URL? = nil) {
        self.site = site.standardizedFileURL
        self.output = (output ?? site.appendingPathComponent("Public")).standardizedFileURL
    }

    /// The model a build would render, with every problem found reading it (no cache).
    public func model() -> (site: Site, diagnostics: [Diagnostic]) {
        let diagnostics = Diagnostics()
        let tree = InputTree.scan(site: site, output: output)
        for problem in tree.problems { diagnostics.report(problem) }
        let templates = TemplateLibrary.load(site: site, tree: tree, diagnostics: diagnostics)
        let model = SiteModeler(site: site, tree: tree, diagnostics: diagnostics).model(templates: templates)
        return (model, diagnostics.all)
    }

    /// Builds the site. Throws `BuildFailed` with every error found; the output folder is then
    /// left exactly as it was. With `clean`, the cache is not read (but is refilled).
    public func build(clean: Bool = false) throws -> BuildSummary {
        let started = Date()
        var timer = PhaseTimer()
        let folder = OutputFolder(site: site, output: output)
        try folder.check()
        try folder.checkOwned(replacing: replacesForeignOutput)
        let cache = usesCache ? try? BuildCache(site: site) : nil
        let readCache = clean ? nil : cache
        let start = BuildStart(site: site, output: output, cache: readCache)
        timer.lap("scan")
        if start.isUnchanged, let last = start.last {
            return BuildSummary(pages: last.pages, rowsRendered: 0, rowsReused: last.rows, filesWritten: 0, filesUnchanged: start.intact.count,
                                filesRemoved: 0, seconds: Date().timeIntervalSince(started), warnings: last.warnings)
        }

        // Templates' problems are reported by a full build (an edit build's are the last build's).
        let templateProblems = Diagnostics()
        let templates = TemplateLibrary.load(site: site, tree: start.tree, diagnostics: templateProblems)
        if let readCache, var plan = EditBuild(site: site, start: start, cache: readCache, templates: templates).plan() {
            timer.lap("load and collate (edit)")
            // An edit build that finds a problem leaves it to the full build, which reports it.
            if let written = try write(&plan, start: start, cache: cache, folder: folder, templates: templates, failing: false) {
                timer.lap("render and write")
                return record(plan, written, start: consume start, cache: cache, timer: &timer, started: started)
            }
        }
        var plan = try loadAndCollate(start, cache: cache, readCache: readCache, templates: templates, problems: templateProblems.all)
        timer.lap("load and collate")
        let written = try write(&plan, start: start, cache: cache, folder: folder, templates: templates, failing: true)!
        timer.lap("render and write")
        return record(plan, written, start: consume start, cache: cache, timer: &timer, started: started)
    }

    /// Phase 2 of a full build: the model, reusing table pages whose inputs and outputs are
    /// unchanged. Throws `BuildFailed` with every error found (`problems`: the templates').
    private func loadAndCollate(_ start: BuildStart, cache: BuildCache?, readCache: BuildCache?, templates: TemplateLibrary,
                                problems: [Diagnostic]) throws -> BuildPlan {
        let diagnostics = Diagnostics()
        for problem in start.problems + problems { diagnostics.report(problem) }
        let previousSummaries = start.summaries(from: readCache)
        let modeler = SiteModeler(site: site, tree: start.tree, diagnostics: diagnostics)
        let inputs = cache.map { _ in start.inputs }
        // The site is read while the cache's page records are.
        let (stored, loaded) = ConcurrentMap.both({ (readCache?.pages, readCache?.indexes) }, {
            modeler.load(inputs: inputs, summaries: previousSummaries ?? [:])
        })
        let previousPages = stored.0
        let incremental = cache.map { _ in
            SiteModeler.Incremental(inputs: start.inputs, previousPages: previousPages ?? [:], intactOutputs: start.intact,
                                    indexes: stored.1 ?? [:])
        }
        let model = modeler.model(consume loaded, templates: templates, incremental: consume incremental)
        if diagnostics.hasErrors { throw BuildFailed(diagnostics: diagnostics.all) }
        return BuildPlan(model: model, previousPages: previousPages, previousSummaries: previousSummaries,
                         keptFiles: .these(RecordPhase.keptOutputs(model)), keptScripted: model.kept.values.contains(where: RenderPhase.needsScript),
                         skeleton: cache.map { _ in SiteSkeleton(shape: start.shape, paths: SitePaths(model.site.links), linkedInto: model.linkedInto) },
                         diagnostics: diagnostics)
    }

    /// What `write` did, for `record`.
    private struct Written {
        var rendered: RenderPhase.Result
        var committed: OutputSink.Committed
    }

    /// Phase 3: renders the pages of `plan` (handing its tables over: they are freed as they
    /// are written) and commits every file into the output folder. A problem found throws
    /// `BuildFailed` when `failing`, else gives nil (with the output folder as it was).
    private func write(_ plan: inout BuildPlan, start: BuildStart, cache: BuildCache?, folder: OutputFolder, templates: TemplateLibrary,
                       failing: Bool) throws -> Written? {
        let diagnostics = plan.diagnostics
        // Outputs are about to change: forget the last build, so a build killed while writing is
        // never taken for a finished one.
        try cache?.invalidate()
        try? cache?.beginStores()
        let site = plan.model.site
        plan.model.site.tables = []  // the render phase frees each table's rows once it is written
        func failed(_ error: FileWriteError) -> BuildFailed {
            diagnostics.report(error.diagnostic)
            return BuildFailed(diagnostics: diagnostics.all)
        }
        let rendered: RenderPhase.Result
        do {
            rendered = try RenderPhase(site: self.site, output: output, shownOutput: folder.shown, templates: templates, cache: cache,
                                       previousPages: plan.previousPages ?? [:], progress: progress, diagnostics: diagnostics)
                .run(consume site, start: start, keptFiles: plan.keptFiles, keptScripted: plan.keptScripted)
        } catch {
            guard failing else { return nil }
            throw failed(error)
        }
        if diagnostics.hasErrors {
            rendered.sink.discard()
            guard failing else { return nil }
            throw BuildFailed(diagnostics: diagnostics.all)
        }
        let committed: OutputSink.Committed
        do {
            committed = try rendered.sink.commit(keep: plan.keptFiles, existing: start.existing, files: start.presentFiles,
                                                 folders: start.presentFolders)
        } catch { throw failed(error) }
        if marksOutput { folder.mark() }
        return Written(rendered: rendered, committed: committed)
    }

    /// Phase 4: records what the build did, for the next one.
    private func record(_ plan: BuildPlan, _ written: Written, start: consuming BuildStart, cache: BuildCache?, timer: inout PhaseTimer,
                        started: Date) -> BuildSummary {
        let record = RecordPhase(output: output, cache: cache)
        let rendered = written.rendered, committed = written.committed
        let pages = record.run(start: consume start, plan: plan, removed: committed.removedPaths, rendered: rendered)
        timer.lap("record")
        return BuildSummary(pages: pages, rowsRendered: rendered.rendered, rowsReused: rendered.reused + RecordPhase.keptRows(plan.model),
                            filesWritten: committed.written, filesUnchanged: committed.unchanged, filesReused: rendered.sink.kept,
                            filesRemoved: committed.removed, seconds: Date().timeIntervalSince(started), warnings: plan.diagnostics.warnings)
    }

    /// Deletes the site's build cache.
    public func clean() throws {
        try BuildCache.remove(site: site)
    }
}
