/// The key a table page's record is made under: everything its files depend on besides its own
/// file. A build keeps a page (makes none of its files) whose key is the one the last build
/// recorded and whose files are still as written.
///
/// Templates and site settings, which every page depends on alike, are hashed once per build
/// (`shared`). A page adds its own file, its place, its back link, and where each of its
/// links and images leads now: a link's target may come, go or move while the table's file
/// stays the same. Nothing else of the site goes in, so making every page's key takes time
/// in proportion to the site, not to its square.
struct PageKeys: Sendable {
    /// Templates and `Content/_index.md` (the site settings), by content.
    let shared: ContentHash

    init(inputs: [String: InputScan.File]) {
        var digest = DigestBuilder()
        digest.add("tabula-page \(Tabula.version) \(BuildCache.formatVersion)")
        for path in inputs.keys.filter({ $0.hasPrefix("Templates/") || $0 == "Content/_index.md" }).sorted() {
            digest.add(path)
            digest.add(inputs[path]!.hash)
        }
        shared = digest.finish()
    }

    /// A JSON table page's key; nil when one of its links or images does not resolve (its
    /// page is then made again, which reports the problem).
    func key(_ table: TableSpec, sourceHash: ContentHash, parentTitle: String?, references: TableReferences) -> ContentHash? {
        var digest = DigestBuilder()
        digest.add(shared)
        digest.add(table.outputPath)
        digest.add(sourceHash)
        digest.add(table.parent)
        digest.add(parentTitle)
        for (kind, list) in [("link", references.links), ("image", references.images), ("description link", references.descriptionLinks),
                             ("description image", references.descriptionImages)] {
            digest.add(kind)
            digest.add(String(list.count))
            for (raw, resolution) in list {
                digest.add(raw)
                switch resolution {
                case .problem: return nil
                case .link(.external): digest.add(1)
                case .link(.fragment): digest.add(2)
                case .link(.page(let target, let fragment)):
                    digest.add(3)
                    digest.add(target)
                    digest.add(fragment)
                }
            }
        }
        return digest.finish()
    }
}
