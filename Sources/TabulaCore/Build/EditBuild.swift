import Foundation

/// Load and collate for an edit of data tables' rows: when every input that changed since the
/// last build is a data table (JSON, CSV) whose summary is as it was, nothing the rest of the
/// site takes from those tables changed, so every other page is still what the last build
/// made and only the changed tables' pages are made again. The site is then not read table by
/// table: what links resolve to comes from the last full build's `SiteSkeleton`, each changed
/// page's back link from its record.
///
/// What must hold for the pages it makes to be those a full build would make (else `plan`
/// gives nil and the full build runs):
/// - the site's shape is the skeleton's (`SiteSkeleton.shape`): the same input paths, every
///   input but a data table unchanged;
/// - each changed table's summary (title, settings, links, images, cells) is the one
///   recorded, its page has a record (with its back link), and no page links into its rows
///   (`SiteSkeleton.linkedInto`), nor do its rows link into another page's;
/// - the output folder is exactly as the last build left it;
/// - no changed page stops needing the script (another page may not need it either).
/// A changed table with any error is left to the full build, which reports it.
struct EditBuild {
    let site: URL
    let start: BuildStart
    let cache: BuildCache
    let templates: TemplateLibrary

    /// What an edit build makes, in the shape of a full build's; its kept files are every file
    /// the last build left but the changed pages' and those every build writes. Nil when an
    /// edit build cannot make the site (see the type's contract).
    func plan() -> BuildPlan? {
        guard let last = start.last, let replaced = start.replacedInputs, replaced.added == 0, start.outputsAsLeft,
              !start.changedInputs.isEmpty, start.changedInputs.allSatisfy(SiteSkeleton.isDataTable),
              let skeleton = start.skeleton, skeleton.shape == start.shape else { return nil }
        var loader = SiteLoader(site: site, tree: start.tree, diagnostics: Diagnostics())
        loader.inputs = start.inputs
        let settings = loader.settings()
        let pageKeys = PageKeys(inputs: start.inputs, fragmentStamps: [:])
        let collations = Collations(known: cache.indexes)
        var model = SiteModeler.Result(site: Site(settings: settings, tables: [], details: [], assets: []), kept: [:], keys: [:],
                                       pageDiagnostics: [:], summaries: [:])
        var changed: [Read] = []
        for source in start.changedInputs {
            guard let read = read(source, loader, replaced, skeleton) else { return nil }
            changed.append(read)
        }
        // What the changed tables' links lead to, as the full build resolved them.
        let resolver = skeleton.paths.resolver(answering: changed.flatMap(\.references))
        var previousPages: [String: BuildCache.PageRecord] = [:], previousSummaries: [String: StoredSummary] = [:]
        var found: [Diagnostic] = []
        // Each read is handed over to be collated, so that its rows have one owner: the
        // collator then sorts them in place instead of copying them first.
        changed.reverse()
        while let read = changed.popLast() {
            let (source, stored, record) = (read.source, read.stored, read.record)
            guard let collated = collate(consume read, resolver, pageKeys, collations, settings, &model) else { return nil }
            previousPages[collated.page.outputPath] = record
            previousSummaries[source] = stored
            found += collated.parsed + collated.found
            model.site.tables.append(collated.page)
        }
        // The script stays what the last build made it: needed still by a page that needed it.
        let keptScripted = last.outputs[VirtualTable.scriptPath] != nil
        guard !previousPages.values.contains(where: RenderPhase.needsScript) || model.site.tables.allSatisfy(VirtualTable.needsScript) else { return nil }

        model.indexes = collations.madeIndexes
        model.site.links = resolver
        model.untouchedPages = last.pages - previousPages.count
        model.untouchedRows = last.rows - previousPages.values.reduce(0) { $0 + $1.rows }
        var notKept = Set(SiteModeler.generated.keys)
        for record in previousPages.values { notKept.formUnion(record.outputs) }
        var warnings = last.warnings
        for record in previousPages.values {
            for warning in record.warnings { if let i = warnings.firstIndex(of: warning) { warnings.remove(at: i) } }
        }
        let diagnostics = Diagnostics()
        for diagnostic in warnings + found { diagnostics.report(diagnostic) }
        return BuildPlan(model: model, previousPages: previousPages, previousSummaries: previousSummaries,
                         keptFiles: .recorded(last.outputs, but: notKept), keptScripted: keptScripted, diagnostics: diagnostics)
    }

    /// A changed data table as read, with what the last build recorded of it.
    private struct Read {
        var source: String
        var table: TableSpec
        var sourceHash: ContentHash
        var summary: TableSummary
        var stored: StoredSummary
        var record: BuildCache.PageRecord

        /// The content links and images the table names, each with the folder it is written in.
        var references: [(raw: String, isImage: Bool, directory: String)] {
            let directory = table.contentDirectory
            return Array(summary.references.map { raw, _, isImage in (raw, isImage, directory) }.lists.joined())
        }
    }

    /// The changed data table `source` read, when an edit build can make its page so far
    /// (see the type's contract): it reads without error, its summary is as recorded, no page
    /// links into its rows, and its page has a record.
    private func read(_ source: String, _ loader: SiteLoader, _ replaced: InputScan.Replaced, _ skeleton: SiteSkeleton) -> Read? {
        guard let stored = cache.summary(source), var table = loader.dataTable(String(source.dropFirst("Content/".count))),
              stored.hash == SiteLoader.sourceHash(table, { replaced.record($0, now: start.inputs)?.hash }), let sourceHash = table.sourceHash,
              !table.parsedDiagnostics.contains(where: { $0.severity == .error }),
              !skeleton.linkedInto.contains(table.outputPath),
              let record = cache.page(table.outputPath), record.key != BuildCache.PageRecord.unkeyed else { return nil }
        let summary = TableSummary(table, diagnostics: table.parsedDiagnostics)
        guard Self.sameForTheSite(summary, stored.summary) else { return nil }
        table.parent = record.parent
        return Read(source: source, table: table, sourceHash: sourceHash, summary: summary, stored: stored, record: record)
    }

    /// A changed table read (`read`) collated, its key, diagnostics and summary added to
    /// `model`; nil when an edit build cannot make its page (see the type's contract).
    private func collate(_ read: consuming Read, _ resolver: LinkResolver, _ pageKeys: PageKeys, _ collations: Collations, _ settings: SiteSettings,
                         _ model: inout SiteModeler.Result) -> SiteModeler.Collated? {
        let (record, source, sourceHash, summary) = (read.record, read.source, read.sourceHash, read.summary)
        let table = (consume read).table
        let references = TableReferences(table, resolver: resolver, summary: summary)
        guard references.fragmentLinks.isEmpty,
              let key = pageKeys.key(table, sourceHash: sourceHash, cells: summary.cells, parentTitle: record.parentTitle,
                                     references: references) else { return nil }
        let markdownTargets = table.settings.detailTemplate != nil ? references.markdownTargets : nil
        let collated = SiteModeler.collate(consume table, markdownTargets: markdownTargets, templates: templates, links: resolver,
                                           collations: collations, site: settings)
        guard !collated.found.contains(where: { $0.severity == .error }), collated.elsewhere.isEmpty else { return nil }
        model.keys[collated.page.outputPath] = key
        model.pageDiagnostics[collated.page.outputPath] = collated.parsed + collated.found
        model.summaries[source] = StoredSummary(hash: sourceHash, summary: summary)
        if let parent = record.parent, let title = record.parentTitle { model.site.tableTitles[parent] = title }
        return collated
    }

    /// Whether two summaries of a table give the rest of the site the same: all but the row
    /// count and the table's own warnings.
    private static func sameForTheSite(_ a: TableSummary, _ b: TableSummary) -> Bool {
        a.title == b.title && a.settings == b.settings && a.references == b.references && a.cells == b.cells
    }
}
