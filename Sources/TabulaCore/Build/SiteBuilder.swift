import Foundation
import Synchronization

/// What a build did, for its one summary line.
public struct BuildSummary: Sendable, CustomStringConvertible {
    public var pages: Int
    public var rowsRendered: Int
    public var rowsReused: Int
    public var filesWritten: Int
    public var filesUnchanged: Int
    /// Files of re-rendered pages not made again: the last build wrote them from the same rows.
    public var filesReused: Int = 0
    public var filesRemoved: Int
    public var seconds: Double
    public var warnings: [Diagnostic]

    public var description: String {
        "built \(pages) page\(pages == 1 ? "" : "s"): \(rowsRendered) rows rendered, \(rowsReused) reused, "
            + "\(filesWritten) files written, \(filesRemoved) removed, in \(Self.twoDecimals(seconds)) s"
    }

    /// `0.2345` → `0.23`: C's `%.2f` (what `String(format:)` prints, without Foundation's
    /// formatter, whose first use in a process cost about half a millisecond at the end of
    /// every build).
    static func twoDecimals(_ value: Double) -> String {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 64) { buffer in
            let written = withVaList([value]) { vsnprintf(buffer.baseAddress!, buffer.count, "%.2f", $0) }
            guard written > 0, written < buffer.count else { return String(value) }
            return String(decoding: UnsafeRawBufferPointer(start: buffer.baseAddress!, count: Int(written)), as: UTF8.self)
        }
    }
}

/// Builds a site folder (`Content/`, `Templates/`) into its output folder, reusing what the
/// previous build rendered when its inputs are unchanged.
public struct SiteBuilder: Sendable {
    public var site: URL
    public var output: URL
    /// Called as table pages are rendered: (pages done, pages to render).
    public var progress: (@Sendable (Int, Int) -> Void)?
    /// False for a build that must neither read nor write the site's cache (publish's staging).
    public var usesCache = true
    /// True when the process ends right after the build (`tabula build`): rows are then left
    /// for the exit to discard instead of being freed one by one.
    public var processEndsAfterBuild = false

    public init(site: URL, output: URL? = nil) {
        self.site = site.standardizedFileURL
        self.output = (output ?? site.appendingPathComponent("Public")).standardizedFileURL
    }

    /// The model a build would render, with every problem found reading it (no cache).
    public func model() -> (site: Site, diagnostics: [Diagnostic]) {
        let diagnostics = Diagnostics()
        let templates = TemplateLibrary.load(site: site, diagnostics: diagnostics)
        let model = SiteModeler(site: site, diagnostics: diagnostics).model(templates: templates)
        return (model, diagnostics.all)
    }

    /// Builds the site. Throws `BuildFailed` with every error found; the output folder is then
    /// left exactly as it was. With `clean`, the cache is not read (but is refilled).
    public func build(clean: Bool = false) throws -> BuildSummary {
        let start = Date()
        var timer = PhaseTimer()
        let cache = usesCache ? try? BuildCache(site: site) : nil
        let writer = OutputWriter(output: output)
        let inputs = try InputScan(site: site).scan(previous: clean ? [:] : cache?.inputs ?? [:])
        let digest = InputScan.digest(inputs, extra: [Tabula.version, BuildCache.formatVersion, output.path])
        let last = clean ? nil : cache?.lastBuild
        let existing = writer.existing()
        let present = Set(existing.files)
        let root = output.path + "/"
        // Output files as the last build left them (on all cores: a stat each).
        let recorded = Array(last?.outputs ?? [:])
        let intactStamps = Dictionary(uniqueKeysWithValues: ConcurrentMap.chunks(recorded.count, size: 512) { range in
            recorded[range].filter { OutputStamp.of(path: root + $0.key) == $0.value }
        }.map { ($0.key, $0.value) })
        let intact = Set(intactStamps.keys)
        timer.lap("scan inputs")

        if let last, last.digest == digest, intact.count == last.outputs.count, present == intact, existing.childless.isEmpty {
            if processEndsAfterBuild, let cache { _ = Unmanaged.passRetained(cache) }  // (see the end)
            return BuildSummary(pages: last.pages, rowsRendered: 0, rowsReused: last.rows, filesWritten: 0, filesUnchanged: present.count,
                                filesRemoved: 0, seconds: Date().timeIntervalSince(start), warnings: last.warnings)
        }

        // The root collation's script boundaries (what an alphabetic index needs) take ICU about
        // 7 ms to list, once per process: they are listed on another core while this one reads
        // the site, rather than while every core reads tables. The build waits for them before
        // it returns, so no ICU work outlives it.
        let warming = DispatchGroup()
        DispatchQueue.global().async(group: warming) { CollationIndex.prepareScriptBoundaries() }
        defer { warming.wait() }

        let diagnostics = Diagnostics()
        let templates = TemplateLibrary.load(site: site, diagnostics: diagnostics)
        let previousPages = clean ? [:] : cache?.pages ?? [:]
        let prefetch = FragmentPrefetch(cache: clean ? nil : cache)
        let incremental = cache.map {
            SiteModeler.Incremental(inputs: inputs, cache: $0, previousPages: previousPages, intactOutputs: intact,
                                    collating: prefetch.start)
        }
        var model = SiteModeler(site: site, diagnostics: diagnostics).model(templates: templates, incremental: incremental)
        if diagnostics.hasErrors { throw BuildFailed(diagnostics: diagnostics.all) }
        timer.lap("load and collate")

        // Outputs are about to change: forget the records they replace, so a build killed while
        // writing is never taken for a finished one. Then every file is written as it is rendered.
        try cache?.invalidate(pages: model.site.tables.map(\.outputPath))
        try? cache?.beginStores()
        let renderer = SiteRenderer(templates: templates)
        let sink = try OutputSink(output: output, present: present)
        // Windowed pages need the script, whether rendered now or kept from the last build.
        let windowed = model.site.tables.contains(where: WindowPlan.isVirtual)
            || model.kept.values.contains { $0.outputs.contains { $0.hasSuffix("windows/manifest.json") } }
        for (path, bytes) in renderer.renderSharedFiles(model.site, windowed: windowed) { sink.put(path, bytes) }
        let copies = Dictionary(model.site.assets.map { ($0.outputPath, site.appendingPathComponent($0.source)) }, uniquingKeysWith: { a, _ in a })
        try writer.copy(copies, into: sink)

        // Tables render on all cores, each writing its files and caching its rows as it goes.
        // Each is handed to the thread rendering it, which frees its rows when done, a long
        // table's on all cores (freeing 100k rows at the end of the build took 10-15 ms on one).
        let tablePaths = model.site.tables.map(\.outputPath), tableRows = model.site.tables.map(\.rowCount)
        let tables = Handover(model.site.tables)
        model.site.tables = []
        let built = model.site, progress = self.progress, processEndsAfterBuild = self.processEndsAfterBuild, done = Atomic<Int>(0), stores = RowStores(cache: cache)
        let outputs = ConcurrentMap.map(Array(tablePaths.indices)) { index -> SiteRenderer.TableOutput in
            let table = tables.take(index)
            let path = table.outputPath  // (closures take the path, not a copy of the rows)
            let previous = prefetch.take(path)
            let storedParts = previous.storedParts
            // Files of the page the last build wrote, with their keys, if still as written.
            let previousFiles = (previousPages[path]?.outputKeys ?? [:]).filter { intact.contains($0.key) }
            let files = TableFiles(previous: previousFiles, emit: sink.put, emitBytes: sink.put, keep: sink.keep)
            // A page's rows are stored while the rest of it renders (see `RowStores`).
            let result = renderer.renderTable(table, site: built, previous: previous, keep: { rows in
                stores.store(rows, page: path, stored: storedParts)
            }, files: files)
            if processEndsAfterBuild { table.leaveRowsUntilExit() } else { table.freeRows() }
            progress?(done.add(1, ordering: .relaxed).newValue, tablePaths.count)
            return result
        }
        var records = model.kept
        var rendered = 0
        var reused = model.kept.values.reduce(0) { $0 + $1.rows }
        for (index, result) in outputs.enumerated() {
            rendered += result.rendered
            reused += result.reused
            let path = tablePaths[index]
            if let key = model.keys[path] {
                records[path] = BuildCache.PageRecord(key: key, outputs: result.outputs, outputKeys: result.outputKeys, rows: tableRows[index],
                                                      warnings: model.pageDiagnostics[path] ?? [])
            }
        }
        stores.wait()
        timer.lap("render and write")
        let kept = Set(model.kept.values.flatMap(\.outputs))
        let written = try writer.finish(sink, keep: kept, existing: existing)
        timer.lap("remove stale files")

        // A file this build did not write keeps the stamp it was found with.
        var stamps: [String: OutputStamp] = [:]
        let rewritten = sink.writtenPaths
        for path in sink.paths.union(kept) {
            stamps[path] = (rewritten.contains(path) ? nil : intactStamps[path]) ?? OutputStamp.of(path: root + path)
        }
        let pages = tablePaths.count + model.kept.count + model.site.details.count
        let warnings = diagnostics.warnings
        try? cache?.record(
            inputs: inputs,
            last: BuildCache.LastBuild(digest: digest, outputs: stamps, rows: rendered + reused, pages: pages, warnings: warnings),
            pages: records, rendered: Set(tablePaths), tables: Set(tablePaths).union(model.kept.keys),
            summaries: model.newSummaries, usedSummaries: model.usedSummaries)
        timer.lap("record cache")
        // Its transaction is committed: a process that ends now need not close the database
        // (the system closes the file; the journal is empty).
        if processEndsAfterBuild, let cache { _ = Unmanaged.passRetained(cache) }
        return BuildSummary(pages: pages, rowsRendered: rendered, rowsReused: reused, filesWritten: written.written,
                            filesUnchanged: written.unchanged, filesReused: sink.kept, filesRemoved: written.removed,
                            seconds: Date().timeIntervalSince(start), warnings: warnings)
    }

    /// Deletes the site's build cache.
    public func clean() throws {
        try BuildCache.remove(site: site)
    }
}
