/// The key a table page's record is made under: everything its files depend on besides its own
/// file. A build keeps a page (makes none of its files) whose key is the one the last build
/// recorded and whose files are still as written.
///
/// Templates and site settings, which every page depends on alike, are hashed once per build
/// (`shared`). A page adds its own file, its place, its back link, the templates of the cells
/// its rows are drawn with, and where each of its links and images leads now: a link's target
/// may come, go or move while the table's file stays the same. Nothing else of the site goes
/// in, so making every page's key takes time in proportion to the site, not to its square,
/// and editing a cell template makes again only the pages drawing rows with it.
struct PageKeys: Sendable {
    /// Templates but cell templates, and `Content/_index.md` (the site settings), by content.
    let shared: ContentHash
    /// The files of `Templates/cells/` (paths and content) by the cell identifier each names
    /// (`TemplateLibrary.canonical` of its name's stem), hashed. A page drawing rows with a
    /// cell no file names draws them with the built-in one, which `shared` covers.
    let cellTemplates: [String: ContentHash]
    /// What each table page's row and section ids are made from (`SiteModeler.fragmentStamps`):
    /// a link to a row of another page holds when that page's stamp is as it was.
    let fragmentStamps: [String: ContentHash]

    init(inputs: [String: InputScan.File], fragmentStamps: [String: ContentHash]) {
        self.fragmentStamps = fragmentStamps
        var digest = DigestBuilder()
        digest.add("tabula-page \(Tabula.version) \(BuildCache.formatVersion)")
        var cellFiles: [String: [String]] = [:]
        for path in inputs.keys.filter({ $0.hasPrefix("Templates/") || $0 == "Content/_index.md" }).sorted() {
            if path.hasPrefix(Self.cellsFolder) {
                cellFiles[TemplateLibrary.canonical(ContentPaths.stem(ContentPaths.name(of: path))), default: []].append(path)
            } else {
                digest.add(path)
                digest.add(inputs[path]!.hash)
            }
        }
        shared = digest.finish()
        cellTemplates = cellFiles.mapValues { paths in
            var digest = DigestBuilder()
            for path in paths {
                digest.add(path)
                digest.add(inputs[path]!.hash)
            }
            return digest.finish()
        }
    }

    private static let cellsFolder = "Templates/cells/"

    /// Adds the templates of `cells` (identifiers, as `TableSummary.cells` gives them).
    private func add(cells: [String], to digest: inout DigestBuilder) {
        digest.add(integer: Int64(cells.count))
        for cell in cells {
            digest.add(cell)
            digest.add(cellTemplates[cell]?.description)
        }
    }

    /// A JSON table page's key; nil when one of its links or images does not resolve (its
    /// page is then made again, which reports the problem).
    func key(_ table: TableSpec, sourceHash: ContentHash, cells: [String], parentTitle: String?, references: TableReferences) -> ContentHash? {
        var digest = DigestBuilder()
        digest.add(shared)
        digest.add(table.outputPath)
        digest.add(sourceHash)
        add(cells: cells, to: &digest)
        digest.add(table.parent)
        digest.add(parentTitle)
        guard add(references, to: &digest) else { return nil }
        return digest.finish()
    }

    /// A folder table's key (the home table's too): its `_index.md` (settings, description,
    /// `sourceHash`: nil when it has none), its place and back link, where its description's
    /// links and images and its rows' images lead, and its rows as the tables and detail
    /// pages it lists make them (title, summary, image, weight, fields, the page each leads
    /// to, the file each comes from). So a one-file edit makes again only the folder listing
    /// that file, and only when its row changed. Nil as for a JSON table.
    func key(folder table: TableSpec, sourceHash: ContentHash?, parentTitle: String?, references: TableReferences) -> ContentHash? {
        var digest = DigestBuilder()
        digest.add(shared)
        digest.add("folder")
        digest.add(table.outputPath)
        digest.add(table.source)
        digest.add(sourceHash.map(\.description))
        add(cells: TableSummary.cells(table), to: &digest)
        digest.add(table.parent)
        digest.add(parentTitle)
        guard add(references, to: &digest) else { return nil }
        digest.add(integer: Int64(table.rows.count))
        for i in table.rows.indices {
            Self.add(table.rows[i], to: &digest)
            digest.add(table.rowSources[i])
        }
        return digest.finish()
    }

    /// Where each reference leads; false when one does not resolve.
    private func add(_ references: TableReferences, to digest: inout DigestBuilder) -> Bool {
        references.resolved.lists.allSatisfy { Self.add($0, to: &digest, fragmentStamps: fragmentStamps) }
    }

    /// Adds where each of `list` leads (a problem too, so two lists resolving differently
    /// never hash alike), with the stamp of a page a link names a fragment of (when
    /// `fragmentStamps` has it); false when one does not resolve.
    static func add(_ list: TableReferences.Resolved, to digest: inout DigestBuilder, fragmentStamps: [String: ContentHash]) -> Bool {
        digest.add(integer: Int64(list.count))
        var resolved = true
        for (raw, resolution) in list {
            digest.add(raw)
            switch resolution {
            case .problem(let problem):
                digest.add(4)
                digest.add(problem)
                resolved = false
            case .link(.external): digest.add(1)
            case .link(.fragment): digest.add(2)
            case .link(.page(let target, let fragment)):
                digest.add(3)
                digest.add(target)
                digest.add(fragment)
                if fragment != nil, let stamp = fragmentStamps[target] { digest.add(stamp) }
            }
        }
        return resolved
    }

    /// Every field of a row as written, positions included (messages name them).
    private static func add(_ row: RowSpec, to digest: inout DigestBuilder) {
        func add(_ located: Located<String>?) {
            digest.add(located?.value)
            digest.add(integer: Int64(located?.position?.line ?? -1))
            digest.add(integer: Int64(located?.position?.column ?? -1))
        }
        digest.add(integer: Int64(row.position?.line ?? -1))
        digest.add(integer: Int64(row.position?.column ?? -1))
        digest.add(row.accessory?.rawValue)
        digest.add(row.targetIsDetail ? 1 : 0)
        digest.add(row.height)
        add(row.id)
        digest.add(row.text)
        digest.add(row.detail)
        add(row.image)
        digest.add(row.imageAlt)
        add(row.link)
        add(row.cell)
        digest.add(row.target)
        digest.add(.object(row.fields.dictionary))
    }
}
