/// The key a rendered row is cached under: the cell template's identifier and content hash,
/// the row's content hash, and everything else its HTML depends on (renderer version, the
/// page it is on, which makes its links relative, and the partials the template may include).
struct RowKeys: Sendable {
    private let templateHashes: [String: ContentHash]
    private let partials: ContentHash

    init(templates: TemplateLibrary) {
        var hashes: [String: ContentHash] = [:]
        for (id, template) in templates.cells { hashes[id] = ContentHash.of(template.source) }
        templateHashes = hashes
        var digest = DigestBuilder()
        for name in templates.partialSources.keys.sorted() {
            digest.add(name)
            digest.add(templates.partialSources[name]!)
        }
        partials = digest.finish()
    }

    func key(_ row: Row, page: String, context: MustacheValue) -> ContentHash {
        var digest = DigestBuilder()
        digest.add("tabula-row \(Tabula.version) \(BuildCache.formatVersion)")
        digest.add(row.cell)
        digest.add(templateHashes[row.cell] ?? ContentHash.of(""))
        digest.add(partials)
        digest.add(page)
        digest.add(context)
        digest.add(row.detailPage.map { RelativeURL.href(from: page, to: $0) } ?? "")
        digest.add(row.height.map { "\($0)" } ?? "")
        return digest.finish()
    }
}
