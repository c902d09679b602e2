import Foundation

/// Reads a site and collates it into the model a build renders (what `inspect` prints).
struct SiteModeler: Sendable {
    let site: URL
    /// The input folders as the build found them.
    let tree: InputTree
    let diagnostics: Diagnostics

    func model(templates: TemplateLibrary) -> Site {
        model(load(), templates: templates, incremental: nil).site
    }

    /// What an incremental build knows from the cache once the site is read.
    struct Incremental: Sendable {
        var inputs: [String: InputScan.File]
        var previousPages: [String: BuildCache.PageRecord]
        /// Output files as the last build left them, verified on disk.
        var intactOutputs: [String: OutputStamp]
        /// Section indexes of locales an earlier build made with this ICU (`Collations`).
        var indexes: [String: CollationIndex] = [:]
    }

    /// The site as read, before collation: every table (an unchanged data table as its
    /// cache summary), where their links lead, and each table's parent and folder rows.
    struct Loaded: Sendable {
        var site: LoadedSite
        var resolver: LinkResolver
        var references: [TableReferences]
    }

    struct Result: Sendable {
        var site: Site
        /// Table pages not rendered again: their outputs are still right.
        var kept: [String: BuildCache.PageRecord]
        /// Dependency key of every table page, by output path.
        var keys: [String: ContentHash]
        /// Diagnostics per rendered table page, for its cache record.
        var pageDiagnostics: [String: [Diagnostic]]
        /// Summaries of the JSON tables read whole (not summarized by the cache), by source path.
        var summaries: [String: StoredSummary]
        /// Section indexes this build made from ICU's data, by locale, for the cache.
        var indexes: [String: CollationIndex] = [:]
        /// Table pages some page links into by row or section (for `SiteSkeleton`).
        var linkedInto: Set<String> = []
        /// Pages, and their rows, neither kept nor rendered by this build but still as the
        /// last build made them (an edit build's: `EditBuild`).
        var untouchedPages = 0
        var untouchedRows = 0
    }

    /// Reads the site. With `inputs` (an incremental build's, with their hashes), a data table
    /// whose summary the cache holds for its file as it is (`summaries`, by source path) is not read.
    func load(inputs: [String: InputScan.File]? = nil, summaries: [String: StoredSummary] = [:]) -> Loaded {
        let loader = SiteLoader(site: site, tree: tree, diagnostics: diagnostics, inputs: inputs) { path, hash in
            summaries[path].flatMap { $0.hash == hash ? $0.summary : nil }
        }
        var loaded = loader.load()
        checkOutputCollisions(&loaded)
        let resolver = linkResolver(loaded)
        let references: [TableReferences]
        do {  // (the tables are let go before `assignParents` changes them: not copied)
            let tables = loaded.tables
            references = ConcurrentMap.map(indices: tables.count) { TableReferences(tables[$0], resolver: resolver) }
        }
        assignParents(&loaded, references)
        addFolderRows(&loaded)
        return Loaded(site: loaded, resolver: resolver, references: references)
    }

    /// Collates what `load` read, keeping the pages whose files are still right (`incremental`).
    func model(_ read: consuming Loaded, templates: TemplateLibrary, incremental: Incremental?) -> Result {
        let resolver = read.resolver, references = read.references
        var loaded = read.site
        read.site.tables = []  // `loaded` holds the only reference to the rows, which collation frees as it goes
        let reader = SiteLoader(site: site, tree: tree, diagnostics: diagnostics)
        let collations = Collations(known: incremental?.indexes ?? [:])
        var result = Result(site: Site(settings: loaded.settings, tables: [], details: [], assets: loaded.assets), kept: [:], keys: [:],
                            pageDiagnostics: [:], summaries: [:])
        let titles = Dictionary(loaded.tables.map { ($0.outputPath, $0.title) }, uniquingKeysWith: { a, _ in a })
        let targets = Self.fragmentTargets(references)
        let pageKeys = incremental.map { PageKeys(inputs: $0.inputs, fragmentStamps: fragmentStamps(loaded, of: targets, $0.inputs)) }
        // Folder detail pages are made on every build: their Markdown links to rows of tables
        // are checked with the rows' links, once those tables are collated (below).
        let markdown = MarkdownLinks(links: resolver, rawHTML: loaded.settings.rawHTML)
        var detailsElsewhere: [FragmentLink] = []
        result.site.details = loaded.details.map { detail in
            let reader = SpecReader(path: detail.source, diagnostics: diagnostics)
            // What is wrong with the image is reported with the detail's row, in its folder's table.
            let image = detail.row.image.flatMap { raw -> Link? in
                if case .link(let link) = resolver.resolve(raw.value, from: detail.contentDirectory, field: "image", isImage: true) { return link }
                return nil
            }
            var fields = detail.row.fields.dictionary
            fields["detail"] = detail.row.detail.map(MustacheValue.string) ?? fields["detail"]
            let body = markdown.html(detail.body, page: detail.outputPath, directory: detail.contentDirectory, fragments: { nil }, reader) {
                detailsElsewhere.append($0)
            }
            return DetailPage(source: detail.source, outputPath: detail.outputPath, title: detail.title, bodyHTML: body,
                              fields: fields, image: image, parent: detail.parent)
        }
        // Pages whose files are still right, then the pages collated: the rest, and every
        // page one of those links a row or section of (its rows check that link).
        var keepable = [Bool](repeating: false, count: loaded.tables.count)
        if let incremental, let pageKeys {
            let planned = plan(loaded.tables, references, pageKeys, incremental, titles)
            result.keys.reserveCapacity(planned.count)
            for (i, page) in planned.enumerated() {
                if let summary = page.summary { result.summaries[loaded.tables[i].source] = summary }
                result.keys[loaded.tables[i].outputPath] = page.key
                keepable[i] = page.keepable
            }
        }
        let linkedInto = Self.fragmentTargets(loaded.tables.indices.filter { !keepable[$0] }.map { references[$0] })
            .union(detailsElsewhere.map(\.target))
        result.linkedInto = targets.union(detailsElsewhere.map(\.target))
        var toCollate: [TableSpec] = []
        var markdownTargets: [String: ContentHash] = [:]
        result.kept.reserveCapacity(loaded.tables.count)
        for i in loaded.tables.indices {
            if let incremental, keepable[i], !linkedInto.contains(loaded.tables[i].outputPath) {
                keep(loaded.tables[i], incremental, &result)
                continue
            }
            if loaded.tables[i].settings.detailTemplate != nil { markdownTargets[loaded.tables[i].outputPath] = references[i].markdownTargets }
            toCollate.append(loaded.tables[i])
        }
        // Tables are collated on all cores, one at a time per core; a table the cache summarized
        // (a stub: its file is unchanged) is read first. Each table's diagnostics stay with it,
        // in order.
        let siteSettings = loaded.settings, detailTargets = markdownTargets
        // Each table is handed over, not copied, so collating it frees its rows as written:
        // the loaded site lets go of them first.
        loaded.tables = []
        let parts = reader.parts(toCollate.lazy.filter { $0.stub != nil }.map(\.source))
        let collated = ConcurrentMap.map(handingOver: consume toCollate) { table -> Collated? in
            var table = table
            if table.stub != nil {
                guard let full = reader.loadData(table, parts: parts[table.source] ?? 1) else { return nil }
                table = full
            }
            let targets = detailTargets[table.outputPath]
            return Self.collate(consume table, markdownTargets: targets, templates: templates, links: resolver, collations: collations,
                                site: siteSettings)
        }
        var elsewhere = detailsElsewhere
        for case let collated? in collated {
            for diagnostic in collated.found { diagnostics.report(diagnostic) }
            result.pageDiagnostics[collated.page.outputPath] = collated.parsed + collated.found
            result.site.tables.append(collated.page)
            elsewhere += collated.elsewhere
        }
        OtherPageFragments(pages: result.site.tables, linkedInto: Set(elsewhere.map(\.target))).check(elsewhere, diagnostics: diagnostics)
        result.indexes = collations.madeIndexes
        result.site.tableTitles = titles
        result.site.links = resolver
        return result
    }

    /// What an incremental build learns of a table page before collating: its key (nil for a
    /// Markdown table, or when a link does not resolve), whether the last build's page can
    /// be kept (`canKeep`), and the summary to record of a data table read whole.
    private struct PlannedPage: Sendable {
        var key: ContentHash?
        var keepable: Bool
        var summary: StoredSummary?
    }

    /// `PlannedPage` of every table, in order, on all cores: each depends only on its own
    /// table and what the build already knows.
    private func plan(_ tables: [TableSpec], _ references: [TableReferences], _ pageKeys: PageKeys, _ incremental: Incremental,
                      _ titles: [String: String]) -> [PlannedPage] {
        ConcurrentMap.map(indices: tables.count) { i in
            let (key, summary) = pageKey(tables[i], references[i], pageKeys, incremental, titles)
            return PlannedPage(key: key, keepable: key.map { canKeep(tables[i], key: $0, incremental) } ?? false, summary: summary)
        }
    }

    /// The key of a JSON or folder table's page (nil for a Markdown table, or when a link
    /// does not resolve), with the summary of a data table read whole: the summary of every
    /// table read whole (kept or not) is recorded, so the next build need not read it.
    private func pageKey(_ table: TableSpec, _ references: TableReferences, _ pageKeys: PageKeys, _ incremental: Incremental,
                         _ titles: [String: String]) -> (ContentHash?, StoredSummary?) {
        let parentTitle = table.parent.flatMap { titles[$0] }
        switch table.kind {
        case .json, .csv:
            guard let hash = table.sourceHash else { return (nil, nil) }
            var summary: StoredSummary?
            if table.stub == nil, !table.parsedDiagnostics.contains(where: { $0.severity == .error }) {
                // Not a stub: `references` were made from this table's rows as read.
                let read = TableSummary(table, diagnostics: table.parsedDiagnostics, references: references.written)
                summary = StoredSummary(hash: hash, summary: read)
            }
            let cells = table.stub?.cells ?? summary?.summary.cells ?? TableSummary.cells(table)
            return (pageKeys.key(table, sourceHash: hash, cells: cells, parentTitle: parentTitle, references: references), summary)
        case .folder:
            // Its rows are in now: their images count too.
            let key = pageKeys.key(folder: table, sourceHash: incremental.inputs[table.source]?.hash, parentTitle: parentTitle,
                                   references: TableReferences(table, resolver: references.resolver))
            return (key, nil)
        case .markdown:
            return (nil, nil)
        }
    }

    /// Whether the page the last build made under `key` is still right (its files as it left them).
    private func canKeep(_ table: TableSpec, key: ContentHash, _ incremental: Incremental) -> Bool {
        guard let previous = incremental.previousPages[table.outputPath], previous.key == key else { return false }
        return previous.outputs.allSatisfy { incremental.intactOutputs[$0] != nil }
    }

    /// Keeps the page the last build made (`canKeep`), reporting its warnings again.
    private func keep(_ table: TableSpec, _ incremental: Incremental, _ result: inout Result) {
        let previous = incremental.previousPages[table.outputPath]!
        // A table read while loading reported its own file's problems then.
        if !previous.warnings.isEmpty {
            let reported = Set(table.parsedDiagnostics)
            for diagnostic in previous.warnings where !reported.contains(diagnostic) { diagnostics.report(diagnostic) }
        }
        result.kept[table.outputPath] = previous
    }

    /// What collating one table gave: its page; the diagnostics collating found, not yet
    /// reported (`found`); those reading its file gave (`parsed`); its rows' links into
    /// other pages' rows or sections, for those pages to check (`elsewhere`).
    struct Collated: Sendable {
        var page: TablePage
        var found: [Diagnostic]
        var parsed: [Diagnostic]
        var elsewhere: [FragmentLink]
    }

    /// Collates one table as every build does (the full build's and `EditBuild`'s): its rows
    /// sorted and sectioned, their links resolved, its cell templates checked for fields no row
    /// has. `markdownTargets` is the table's `TableReferences.markdownTargets` when its rows
    /// have detail pages.
    static func collate(_ table: consuming TableSpec, markdownTargets: ContentHash?, templates: TemplateLibrary, links: LinkResolver,
                        collations: Collations, site: SiteSettings) -> Collated {
        let local = Diagnostics()
        let collator = TableCollator(templates: templates, links: links, collations: collations, diagnostics: local, rawHTML: site.rawHTML)
        let parsed = table.parsedDiagnostics
        var elsewhere: [FragmentLink] = []
        var page = collator.collate(consume table, site: site, elsewhere: &elsewhere)
        CellFieldCheck(templates: templates, diagnostics: local).check(page)
        if let markdownTargets { page.markdownTargets = markdownTargets }
        return Collated(page: page, found: local.all, parsed: parsed, elsewhere: elsewhere)
    }

    /// The table pages whose rows or sections `references` link to (or name as an image) by fragment.
    private static func fragmentTargets(_ references: [TableReferences]) -> Set<String> {
        var targets: Set<String> = []
        for table in references { targets.formUnion(table.fragmentLinks.filter(table.resolver.isTablePage)) }
        return targets
    }

    /// What the row and section ids of each table page of `targets` are made from, by output
    /// path: a page that links to one of its rows or sections holds it in its key
    /// (`PageKeys`). A JSON, CSV (with its settings file) or Markdown table's own file; a
    /// folder table's `_index.md` and its rows.
    private func fragmentStamps(_ loaded: LoadedSite, of targets: Set<String>, _ inputs: [String: InputScan.File]) -> [String: ContentHash] {
        var stamps: [String: ContentHash] = [:]
        for table in loaded.tables where targets.contains(table.outputPath) {
            switch table.kind {
            case .json, .csv, .markdown:
                if let hash = table.sourceHash ?? inputs[table.source]?.hash { stamps[table.outputPath] = hash }
            case .folder:
                var digest = DigestBuilder()
                digest.add(inputs[table.source]?.hash.description)
                for row in table.rows {
                    digest.add(row.id?.value)
                    digest.add(row.text)
                }
                stamps[table.outputPath] = digest.finish()
            }
        }
        return stamps
    }

    private func linkResolver(_ loaded: LoadedSite) -> LinkResolver {
        var pages = [String: String](minimumCapacity: loaded.tables.count + loaded.details.count)
        for table in loaded.tables {
            let relative = String(table.source.dropFirst("Content/".count))
            pages[relative] = table.outputPath
            if table.kind == .folder {
                let folder = ContentPaths.directory(of: relative)
                pages[folder] = table.outputPath
            }
        }
        for detail in loaded.details { pages[String(detail.source.dropFirst("Content/".count))] = detail.outputPath }
        var pageIsTable = [String: Bool](minimumCapacity: loaded.tables.count + loaded.details.count)
        for detail in loaded.details { pageIsTable[detail.outputPath] = false }
        for table in loaded.tables { pageIsTable[table.outputPath] = true }
        return LinkResolver(pagesBySource: pages, pageIsTable: pageIsTable, files: Set(loaded.assets.map(\.outputPath)))
    }

    /// Two sources must not become the same output file, and no source may become a file the
    /// build writes itself (`generated`): either would silently replace the other. A refused
    /// source is left out of the model, so it causes no further errors (a repeated row id).
    private func checkOutputCollisions(_ loaded: inout LoadedSite) {
        var owners: [String: String] = [:]
        var refused: Set<String> = []
        let sources = loaded.tables.map { ($0.outputPath, $0.source) } + loaded.details.map { ($0.outputPath, $0.source) }
            + loaded.assets.map { ($0.outputPath, $0.source) }
        for (output, source) in sources {
            if let generated = Self.generated[output] {
                diagnostics.error(source, .wholeFile, "this file would replace \(output), \(generated): rename it")
                refused.insert(source)
            } else if let owner = owners[output], owner != source {
                diagnostics.error(source, .wholeFile, "this file and \(owner) both become \(output): rename one of them")
                refused.insert(source)
            } else {
                owners[output] = source
            }
        }
        guard !refused.isEmpty else { return }
        loaded.tables.removeAll { refused.contains($0.source) }
        loaded.details.removeAll { refused.contains($0.source) }
        loaded.assets.removeAll { refused.contains($0.source) }
    }

    /// Files every build may write besides the site's pages and assets, whatever the site holds
    /// (so a clean and an incremental build refuse the same content), and what they are.
    static let generated = [
        PageRenderer.stylesheetPath: "the stylesheet Tabula writes",
        VirtualTable.scriptPath: "the script of long tables Tabula writes",
        PageRenderer.notFoundPath: "the not-found page Tabula writes (Templates/404.mustache shapes it)",
    ]

    /// A table's parent (for its back link) is the folder listing it, or else the first table linking to it.
    private func assignParents(_ loaded: inout LoadedSite, _ references: [TableReferences]) {
        var indexByOutput = [String: Int](minimumCapacity: loaded.tables.count)
        for (i, table) in loaded.tables.enumerated() { indexByOutput[table.outputPath] = i }
        for i in loaded.tables.indices { loaded.tables[i].parent = loaded.tables[i].listedIn }
        for (i, references) in references.enumerated() {
            let source = loaded.tables[i].outputPath
            for target in references.linkedPages {
                guard let j = indexByOutput[target], target != source, target != "index.html", loaded.tables[j].parent == nil else { continue }
                loaded.tables[j].parent = source
            }
        }
        // Tables nobody lists or links to are rows of the home table.
        for i in loaded.tables.indices where loaded.tables[i].parent == nil && loaded.tables[i].outputPath != "index.html" {
            loaded.tables[i].listedIn = "index.html"
            loaded.tables[i].parent = "index.html"
        }
    }

    /// Folder tables (home included) get a row per table and detail page they hold, in the
    /// order the walk found them (details first); each row is reported in the file it comes from.
    private func addFolderRows(_ loaded: inout LoadedSite) {
        var rows: [String: [(row: RowSpec, source: String)]] = [:]
        for detail in loaded.details { rows[detail.parent, default: []].append((detail.row, detail.source)) }
        for table in loaded.tables {
            if let folder = table.listedIn, folder != table.outputPath { rows[folder, default: []].append((listingRow(table), table.source)) }
        }
        for i in loaded.tables.indices where loaded.tables[i].kind == .folder {
            for (row, source) in rows[loaded.tables[i].outputPath] ?? [] {
                loaded.tables[i].rowSources[loaded.tables[i].rows.count] = source
                loaded.tables[i].rows.append(row)
            }
        }
    }

    private func listingRow(_ table: TableSpec) -> RowSpec {
        var row = RowSpec(position: nil, text: table.title, fields: [:])
        row.id = Located(Slug.make(ContentPaths.stem(ContentPaths.name(of: ContentPaths.directory(of: table.outputPath)))), at: nil)
        row.detail = table.listing.summary
        if let image = table.listing.image {
            let value = image.value.hasPrefix("/") || URLSafety.scheme(of: image.value) != nil
                ? image.value : "/" + [table.contentDirectory, image.value].filter { !$0.isEmpty }.joined(separator: "/")
            row.image = Located(value, at: image.position)
        }
        row.target = table.outputPath
        row.fields["text"] = .string(table.title)
        if let summary = table.listing.summary { row.fields["detail"] = .string(summary) }
        row.fields["weight"] = .number(String(table.listing.weight))
        return row
    }
}
