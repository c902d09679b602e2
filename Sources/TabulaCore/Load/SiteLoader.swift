import Foundation

/// Walks `Content/` and reads every table, detail page and asset in it.
struct SiteLoader {
    let site: URL
    /// The entries of `Content/` (see `InputTree`): the loader reads no other.
    let tree: InputTree
    let diagnostics: Diagnostics
    /// Input files of an incremental build ("Content/x.json" → hash); nil for a full read.
    var inputs: [String: InputScan.File]? = nil
    /// Summaries of data (JSON, CSV) tables the cache knows, by source path and file hash.
    var summaries: (@Sendable (String, ContentHash) -> TableSummary?)? = nil

    func load() -> LoadedSite {
        var loaded = LoadedSite(settings: SiteSettings(), tables: [], details: [], assets: [])
        guard tree.isFolder("Content") else {
            // A Content that is there but not a folder is one of the tree's problems.
            if !tree.problems.contains(where: { $0.path == "Content" }) {
                diagnostics.error("Content", nil, "no Content/ folder in \(site.path): create it and add a .json or .md table (or run `tabula new`)")
            }
            return loaded
        }
        let rootIndex = readMarkdown("_index.md")
        if let rootIndex { loaded.settings = siteSettings(rootIndex.front) }
        var home = TableSpec(kind: .folder, source: "Content/_index.md", contentDirectory: "", outputPath: "index.html",
                             title: loaded.settings.title, settings: PageSettings())
        home.settings.style = .insetGrouped
        home.settings.cell = "subtitle"
        if let rootIndex {
            readFolderIndex(rootIndex, into: &home)
        }
        loaded.tables.append(home)
        walk("", folderTable: "index.html", into: &loaded)
        readUnread(&loaded)
        return loaded
    }

    /// Reads the JSON tables the walk found (on all cores, one table per core, or a long one
    /// in parts), rows and all: the rest of the site needs their titles, settings and links
    /// before any table is collated. A table that cannot be read is left out.
    private func readUnread(_ loaded: inout LoadedSite) {
        let unread = loaded.tables.indices.filter { loaded.tables[$0].unread }
        guard !unread.isEmpty else { return }
        let parts = parts(unread.map { loaded.tables[$0].source })
        let read = ConcurrentMap.map(unread.map { loaded.tables[$0] }) { loadData($0, parts: parts[$0.source] ?? 1) }
        var unreadable: Set<Int> = []
        for (index, spec) in zip(unread, read) {
            if let spec { loaded.tables[index] = spec } else { unreadable.insert(index) }
        }
        if !unreadable.isEmpty {
            loaded.tables = loaded.tables.indices.filter { !unreadable.contains($0) }.map { loaded.tables[$0] }
        }
    }

    // MARK: - Walking

    private func walk(_ directory: String, folderTable: String?, into loaded: inout LoadedSite) {
        let entries = tree.entries(in: directory.isEmpty ? "Content" : "Content/\(directory)").filter { !$0.name.hasPrefix("_") }
        let files = Set(entries.filter { !$0.isFolder }.map(\.name))
        for entry in entries {
            let name = entry.name
            let path = directory.isEmpty ? name : "\(directory)/\(name)"
            if entry.isFolder {
                folder(path, listedIn: folderTable, into: &loaded)
                continue
            }
            let fileExtension = ContentPaths.fileExtension(name)
            switch fileExtension {
            case "json":
                loaded.tables.append(foundDataTable(path, .json, listedIn: folderTable))
            case _ where CSVTableLoader.separators[fileExtension] != nil:
                loaded.tables.append(foundDataTable(path, .csv, settings: csvSettings(path, files), listedIn: folderTable))
            case _ where CSVTableLoader.settingsExtensions.contains(fileExtension)
                && CSVTableLoader.separators.keys.contains(where: { files.contains(ContentPaths.stem(name) + "." + $0) }):
                continue  // a CSV table's settings, read with it
            case "md", "markdown":
                if let folderTable, folderTable != "index.html" {  // in a folder table (not the home page): a detail page
                    if let detail = detail(path, parent: folderTable) { loaded.details.append(detail) }
                } else if let table = markdownTable(path, listedIn: folderTable) {
                    loaded.tables.append(table)
                }
            default:
                loaded.assets.append((source: "Content/\(path)", outputPath: path))
            }
        }
    }

    /// The settings file (from `Content/`) of the CSV table at `path`, of the names in its folder (`files`).
    private func csvSettings(_ path: String, _ files: Set<String>) -> String? {
        let directory = ContentPaths.directory(of: path)
        let settings = CSVTableLoader.settingsExtensions.lazy.map { ContentPaths.stem(ContentPaths.name(of: path)) + "." + $0 }.first(where: files.contains)
        return settings.map { directory.isEmpty ? $0 : "\(directory)/\($0)" }
    }

    /// The site's settings (`Content/_index.md`), its problems left unreported: for an edit
    /// build (`EditBuild`), which the last build's reports stand for.
    func settings() -> SiteSettings {
        let quiet = SiteLoader(site: site, tree: tree, diagnostics: Diagnostics())
        return quiet.readMarkdown("_index.md").map { quiet.siteSettings($0.front) } ?? SiteSettings()
    }

    /// The data table (JSON or CSV) at `path` (from `Content/`), read whole as the walk would
    /// read it but for its place (`listedIn`, `parent`): for an edit build (`EditBuild`), which
    /// reads one at a time, on all cores. Nil when the file cannot be read, or is no data table.
    func dataTable(_ path: String) -> TableSpec? {
        let fileExtension = ContentPaths.fileExtension(path)
        if fileExtension == "json" { return loadData(foundDataTable(path, .json, listedIn: nil), parts: Cores.active) }
        guard CSVTableLoader.separators[fileExtension] != nil else { return nil }
        let directory = ContentPaths.directory(of: path)
        let files = Set(tree.entries(in: directory.isEmpty ? "Content" : "Content/\(directory)").filter { !$0.isFolder }.map(\.name))
        return loadData(foundDataTable(path, .csv, settings: csvSettings(path, files), listedIn: nil))
    }

    private func folder(_ path: String, listedIn parent: String?, into loaded: inout LoadedSite) {
        guard let index = readMarkdown("\(path)/_index.md") else {
            // A folder without `_index.md` only groups files; its tables are listed where they are linked from.
            walk(path, folderTable: nil, into: &loaded)
            return
        }
        let name = ContentPaths.name(of: path)
        var spec = TableSpec(kind: .folder, source: "Content/\(path)/_index.md", contentDirectory: path,
                             outputPath: ContentPaths.outputPath(forFolder: path), title: ContentPaths.humanTitle(name),
                             settings: PageSettings(), listedIn: parent)
        spec.settings.sort = "weight,text"
        readFolderIndex(index, into: &spec)
        loaded.tables.append(spec)
        walk(path, folderTable: spec.outputPath, into: &loaded)
    }

    // MARK: - Files

    private func reader(_ contentPath: String) -> SpecReader {
        SpecReader(path: "Content/\(contentPath)", diagnostics: diagnostics)
    }

    /// The file's bytes (not copied into an array: a JSON table can be tens of megabytes).
    private func bytes(_ contentPath: String) -> Data? {
        do {
            return try InputFile.read(site.path + "/Content/" + contentPath)
        } catch {
            diagnostics.report(error.diagnostic("Content/\(contentPath)"))
            return nil
        }
    }

    private struct MarkdownFile {
        var path: String
        var front: JSONNode
        var body: String
        var bodyFirstLine: Int
    }

    private func readMarkdown(_ contentPath: String) -> MarkdownFile? {
        let path = "Content/\(contentPath)"
        guard tree.isFile(path), let text = InputFile.text(path, in: site, diagnostics: diagnostics) else { return nil }
        do {
            let front = try FrontMatter.parse(text)
            var fields = front.fields
            if case .object = fields.value {} else {
                reader(contentPath).error(fields.position, "front matter must be a mapping of `key: value` lines, found \(fields.typeName)")
                fields = FrontMatter.empty
            }
            return MarkdownFile(path: contentPath, front: fields, body: front.body, bodyFirstLine: front.bodyFirstLine)
        } catch {
            diagnostics.report(error.diagnostic(in: path))
            return nil
        }
    }

    private func siteSettings(_ front: JSONNode) -> SiteSettings {
        var settings = SiteSettings()
        let reader = self.reader("_index.md")
        for member in front.members {
            switch member.key {
            case "title": if let v = reader.text(member) { settings.title = v }
            case "locale": if let v = reader.string(member) { settings.locale = v }
            case "baseURL": settings.baseURL = reader.string(member)
            case "rawHTML": if let v = reader.bool(member) { settings.rawHTML = v }
            case "search": if let v = reader.bool(member) { settings.search = v }
            default: break
            }
        }
        return settings
    }

    private func readFolderIndex(_ file: MarkdownFile, into spec: inout TableSpec) {
        let reader = self.reader(file.path)
        SettingsDecoder.read(file.front, into: &spec, reader)
        readListing(file.front, into: &spec.listing, reader)
        spec.description = .body(file.body, firstLine: file.bodyFirstLine)
    }

    private func readListing(_ front: JSONNode, into listing: inout Listing, _ reader: SpecReader) {
        for member in front.members {
            switch member.key {
            case "summary", "detail": listing.summary = reader.text(member)
            case "image": listing.image = reader.string(member).map { Located($0, at: member.node.position) }
            case "weight": listing.weight = weight(member, reader)
            default: break
            }
        }
    }

    /// A listing's `weight`: a number (0 when it is not one, which is an error).
    private func weight(_ member: JSONMember, _ reader: SpecReader) -> Double {
        if let weight = member.node.numberValue, weight.isFinite { return weight }
        reader.error(member.node.position, "`weight` must be a number (rows sort by weight, then title), found \(reader.describe(member.node))")
        return 0
    }

    /// A JSON, CSV or TSV table, with a CSV or TSV table's settings file (`settings`, from
    /// `Content/`) if it has one. One the cache has a summary of is a stub (read only if its
    /// page must be made again); any other is read once the walk is done.
    private func foundDataTable(_ path: String, _ kind: TableSpec.Kind, settings: String? = nil, listedIn: String?) -> TableSpec {
        let name = ContentPaths.name(of: path)
        var spec = TableSpec(kind: kind, source: "Content/\(path)", contentDirectory: ContentPaths.directory(of: path),
                             outputPath: ContentPaths.outputPath(forFile: path), title: ContentPaths.humanTitle(ContentPaths.stem(name)),
                             settings: PageSettings(), listedIn: listedIn)
        spec.settingsSource = settings.map { "Content/\($0)" }
        spec.sourceHash = inputs.flatMap { inputs in Self.sourceHash(spec) { inputs[$0]?.hash } }
        if let hash = spec.sourceHash, let summary = summaries?(spec.source, hash) {
            spec.title = summary.title
            spec.settings = summary.settings
            // Its warnings come back with its page record, or when it is read again.
            spec.stub = summary
        } else {
            spec.unread = true  // read on all cores once the walk is done
        }
        return spec
    }

    /// What a data table is made from, hashed from `inputs`: its file, and a CSV table's
    /// settings file; nil when `inputs` lacks its file.
    static func sourceHash(_ spec: TableSpec, _ inputHash: (String) -> ContentHash?) -> ContentHash? {
        guard let hash = inputHash(spec.source) else { return nil }
        guard spec.kind == .csv else { return hash }
        var digest = DigestBuilder()
        digest.add("csv")
        digest.add(hash)
        digest.add(spec.settingsSource.flatMap(inputHash) ?? ContentHash.of(""))
        return digest.finish()
    }

    /// How many parts each of the data tables at `sources`, read at once, is read in
    /// (`JSONParser.parseTable`): a table larger than its share of the work (all their bytes
    /// over the cores) would leave cores idle while it is read, so it is read in one part per
    /// core; the others (by default) whole. With many tables, the cores share them.
    func parts(_ sources: some Collection<String>) -> [String: Int] {
        guard Cores.active > 1, !sources.isEmpty, sources.count <= 64 else { return [:] }
        let wanted = Set(sources)
        var sizes: [String: Int64] = [:]
        for file in tree.files where wanted.contains(file.path) { sizes[file.path] = file.size }
        let total = sizes.values.reduce(0, +)
        return sizes.filter { $0.value * Int64(Cores.active) > total }.mapValues { _ in Cores.active }
    }

    /// Parses a data table's file (and a CSV table's settings) into `spec` (replacing a stub or an unread table),
    /// reporting what it finds; nil when the file cannot be read. A JSON table's long lists of
    /// rows are read in up to `parts` parts on all cores.
    func loadData(_ stub: TableSpec, parts: Int = 1) -> TableSpec? {
        var spec = stub
        spec.stub = nil
        spec.unread = false
        let local = Diagnostics()
        if spec.kind == .csv, let settings = spec.settingsSource {
            // The settings first: a CSV table's rows are decoded with them (its cell, its fields).
            guard let bytes = bytes(String(settings.dropFirst("Content/".count))) else { return nil }
            CSVTableLoader.loadSettings(bytes, into: &spec, SpecReader(path: settings, diagnostics: local))
        }
        guard let bytes = bytes(String(spec.source.dropFirst("Content/".count))) else { return nil }
        let reader = SpecReader(path: spec.source, diagnostics: local)
        if spec.kind == .csv {
            let separator = CSVTableLoader.separators[ContentPaths.fileExtension(spec.source)] ?? UInt8(ascii: ",")
            CSVTableLoader.load(bytes, separator: separator, into: &spec, reader)
        } else {
            JSONTableLoader.load(bytes, into: &spec, reader, parts: parts)
        }
        spec.parsedDiagnostics = local.all
        for diagnostic in local.all { diagnostics.report(diagnostic) }
        return spec
    }

    private func markdownTable(_ path: String, listedIn: String?) -> TableSpec? {
        guard let file = readMarkdown(path) else { return nil }
        let reader = self.reader(path)
        var spec = TableSpec(kind: .markdown, source: "Content/\(path)", contentDirectory: ContentPaths.directory(of: path),
                             outputPath: ContentPaths.outputPath(forFile: path), title: "", settings: PageSettings(), listedIn: listedIn)
        SettingsDecoder.read(file.front, into: &spec, reader)
        readListing(file.front, into: &spec.listing, reader)
        MarkdownTableLoader.load(file.body, bodyFirstLine: file.bodyFirstLine, into: &spec, reader)
        if spec.title.isEmpty { spec.title = ContentPaths.humanTitle(ContentPaths.stem(ContentPaths.name(of: path))) }
        return spec
    }

    private func detail(_ path: String, parent: String) -> DetailSpec? {
        guard let file = readMarkdown(path) else { return nil }
        let reader = self.reader(path)
        let stem = ContentPaths.stem(ContentPaths.name(of: path))
        var row = RowSpec(position: SourcePosition(line: 1, column: 1), text: ContentPaths.humanTitle(stem), fields: [:])
        var sawText = false
        var weight = 0.0
        for member in file.front.members {
            let key = member.key == "title" ? "text" : member.key
            let renamed = JSONMember(key: key, keyPosition: member.keyPosition, node: member.node)
            row.fields[key] = member.node.mustacheValue
            if key == "summary" { row.detail = reader.text(member) }
            if key == "weight" { weight = self.weight(member, reader) }
            RowDecoder.apply(renamed, to: &row, reader, sawText: &sawText)
        }
        if row.id == nil { row.id = Located(ContentPaths.urlSafe(stem), at: nil) }
        let output = ContentPaths.outputPath(forFile: path)
        row.target = output
        row.targetIsDetail = true
        row.fields["text"] = .string(row.text)
        return DetailSpec(source: "Content/\(path)", contentDirectory: ContentPaths.directory(of: path), outputPath: output,
                          title: row.text, body: .body(file.body, firstLine: file.bodyFirstLine), row: row, weight: weight, parent: parent)
    }
}
