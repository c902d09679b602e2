/// The key a rendered row is cached under: the cell template's identifier and content hash,
/// the row's content hash, and everything else its HTML depends on (renderer version, the
/// page it is on, which makes its links relative, the partials the template may include, and
/// the accessories' words in the page's language).
struct RowKeys: Sendable {
    private let templateHashes: [String: ContentHash]
    private let partials: ContentHash

    /// The keys of rows rendered with `templates`, before any table's labels are known: made
    /// once per build (hashing every template), then `labeled` per table.
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

    private init(templateHashes: [String: ContentHash], partials: ContentHash) {
        self.templateHashes = templateHashes
        self.partials = partials
    }

    /// The keys of rows of a table whose interface text gives `labels`: rows render them.
    func labeled(_ labels: RowLabels) -> RowKeys {
        var digest = DigestBuilder()
        digest.add(partials)
        digest.add(labels.digest)
        return RowKeys(templateHashes: templateHashes, partials: digest.finish())
    }

    /// What a row's key says about where it is rendered, for a page and cell identifier:
    /// the renderer, the cell template's identifier and content, the partials and the page.
    /// Hashed once per page and cell, so each row hashes only its own fields after it.
    func cellPrefix(_ cell: String, page: String) -> ContentHash {
        var digest = DigestBuilder()
        digest.add(Self.prefix)
        digest.add(cell)
        digest.add(templateHashes[cell] ?? Self.noTemplate)
        digest.add(partials)
        digest.add(page)
        return digest.finish()
    }

    private static let prefix = "tabula-row \(Tabula.version) \(BuildCache.formatVersion) cell-prefix"
    private static let noTemplate = ContentHash.of("")
}

/// Row keys on one page: each row's key is the hash of its cell's prefix on the page
/// (`RowKeys.cellPrefix`) and its own fields.
struct PageRowKeys: Sendable {
    let keys: RowKeys
    let page: String
    /// Prefixes of the cells met so far: a site has a handful, compared in a short list.
    private var cells: [String] = []
    private var prefixes: [ContentHash] = []
    /// The field names of the last row with several, and their indices in order of name: a
    /// table's rows mostly have the same (`RowFields` shares them), so a row's names are
    /// sorted only when they differ from the row's before.
    private var namesSorted: [String] = []
    private var sortedIndices: [Int] = []

    init(keys: RowKeys, page: String) {
        self.keys = keys
        self.page = page
    }

    /// One byte for each accessory (the key's format is versioned with `RowKeys.prefix`).
    private static func tag(_ accessory: Accessory) -> UInt8 {
        switch accessory {
        case .none: 0
        case .disclosureIndicator: 1
        case .detailButton: 2
        case .detailDisclosureButton: 3
        case .checkmark: 4
        }
    }

    private mutating func prefix(_ cell: String) -> ContentHash {
        for index in cells.indices where cells[index] == cell { return prefixes[index] }
        let prefix = keys.cellPrefix(cell, page: page)
        cells.append(cell)
        prefixes.append(prefix)
        return prefix
    }

    /// The key of `row`: the fields its context is made of (`RowContext.fill`, read here
    /// straight from the row) and what `RowRenderer` adds. `digest`'s buffer is reused (a
    /// page's rows take one allocation, not one each).
    ///
    /// It is the hash of the row's own fields, exclusive-ored with its cell's prefix on the
    /// page: two rows' keys are then equal only if their hashes differ by exactly the
    /// difference of two prefixes, which is as unlikely as any other collision of the hash.
    /// Hashed apart from the prefix, and with one-byte lengths, a short row's key hashes few
    /// bytes.
    mutating func key(_ row: borrowing Row, using digest: inout DigestBuilder) -> ContentHash {
        let prefix = prefix(row.cell)
        digest.reset()
        digest.addShort(row.id)
        digest.addShort(row.text)
        digest.addShort(row.detail)
        digest.addShort(row.image.map { RelativeURL.href(from: page, to: $0) })
        digest.addShort(row.imageAlt)
        digest.addShort(row.link.map { RelativeURL.href(from: page, to: $0) })
        digest.addShort(row.detailPage.map { RelativeURL.href(from: page, to: $0) })
        digest.add(Self.tag(row.accessory))
        digest.add(row.height)
        digest.add(UInt8(truncatingIfNeeded: row.fields.count))
        if row.fields.count == 1 {
            digest.add(row.fields.names[0])
            digest.add(row.fields.values[0])
        } else if !row.fields.isEmpty {
            // In order of name; rows sharing their names (`RowFields`) share the order too.
            if row.fields.names != namesSorted {
                namesSorted = row.fields.names
                sortedIndices = namesSorted.indices.sorted { namesSorted[$0] < namesSorted[$1] }
            }
            for index in sortedIndices {
                digest.add(row.fields.names[index])
                digest.add(row.fields.values[index])
            }
        }
        return digest.finish() ^ prefix
    }
}
