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

    /// Everything the row's HTML on `page` depends on: the fields its context is made of
    /// (`RowContext.fill`, read here straight from the row) and what `RowRenderer` adds.
    func key(_ row: Row, page: String) -> ContentHash {
        var digest = DigestBuilder()
        return key(row, page: page, using: &digest)
    }

    /// The same, with `digest`'s buffer reused (a page's rows take one allocation, not one each).
    func key(_ row: Row, page: String, using digest: inout DigestBuilder) -> ContentHash {
        withUnsafePointer(to: row) { key(rowAt: $0, page: page, using: &digest) }
    }

    /// The key of the row `row` points at, read in place (not copied).
    func key(rowAt row: UnsafePointer<Row>, page: String, using digest: inout DigestBuilder) -> ContentHash {
        digest.reset()
        digest.add(Self.prefix)
        digest.add(row.pointee.cell)
        digest.add(templateHashes[row.pointee.cell] ?? Self.noTemplate)
        digest.add(partials)
        digest.add(page)
        digest.add(row.pointee.id)
        digest.add(row.pointee.text)
        digest.add(row.pointee.detail)
        digest.add(row.pointee.image.map { RelativeURL.href(from: page, to: $0) })
        digest.add(row.pointee.imageAlt)
        digest.add(row.pointee.link.map { RelativeURL.href(from: page, to: $0) })
        digest.add(row.pointee.detailPage.map { RelativeURL.href(from: page, to: $0) })
        digest.add(row.pointee.accessory.rawValue)
        digest.add(row.pointee.height.map { "\($0)" })
        digest.add(UInt8(truncatingIfNeeded: row.pointee.fields.count))
        if row.pointee.fields.count == 1, let (name, value) = row.pointee.fields.first {
            digest.add(name)
            digest.add(value)
        } else if !row.pointee.fields.isEmpty {
            for name in row.pointee.fields.keys.sorted() {
                digest.add(name)
                digest.add(row.pointee.fields[name]!)
            }
        }
        return digest.finish()
    }

    private static let prefix = "tabula-row \(Tabula.version) \(BuildCache.formatVersion)"
    private static let noTemplate = ContentHash.of("")
}
