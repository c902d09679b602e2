import Foundation

/// Turns what a content file says into a table page: row ids, cells, links, order, sections, index.
struct TableCollator {
    let templates: TemplateLibrary
    let links: LinkResolver
    let collations: Collations
    let diagnostics: Diagnostics
    /// The site keeps raw HTML in Markdown.
    var rawHTML = false

    /// `spec` is consumed: its rows as written are freed once made into rows, before sorting.
    /// Links to rows and sections of other table pages are added to `elsewhere`, to be checked
    /// once every table is collated (`OtherPageFragments`).
    func collate(_ spec: consuming TableSpec, site: SiteSettings, elsewhere: inout [FragmentLink]) -> TablePage {
        let reader = SpecReader(path: spec.source, diagnostics: diagnostics)
        // Where the settings and description are written: a CSV table's settings file, or the table's own.
        let settingsReader = spec.settingsSource.map { SpecReader(path: $0, diagnostics: diagnostics) } ?? reader
        let locale = spec.settings.locale ?? site.locale
        let indexTitles = spec.settings.indexTitles, localePosition = spec.settingPositions["locale"]
        // A table of rows (no sections written) asks for it once its rows are made: the first
        // table of a locale makes its collation from ICU's data (milliseconds) while the other
        // tables make their rows. (Asked for once per table: a fallback is reported once.)
        let collationOf = { collations.collation(locale, indexTitles: indexTitles, reader: settingsReader, position: localePosition) }
        if !templates.interface.covers(locale) {
            reader.warning(spec.settingPositions["locale"], "no interface text for locale '\(locale)': its pages show English words; "
                           + "add Templates/i18n/\(ICULocale.languageTag(locale)).yaml")
        }
        var ids = UniqueIDs()
        reserveExplicitIDs(spec, &ids, reader)
        var page = TablePage(source: spec.source, outputPath: spec.outputPath, title: spec.title,
                             settings: spec.settings, parent: spec.parent)
        let description = spec.description, directory = spec.contentDirectory
        var fragmentLinks: [(link: Located<String>, reader: SpecReader)] = []
        page.settings.locale = locale
        page.settings.search = spec.settings.search ?? site.search
        page.settings.cell = TemplateLibrary.canonical(spec.settings.cell)
        if templates.cell(page.settings.cell) == nil {
            settingsReader.error(spec.settingPositions["cell"], unknownCell(spec.settings.cell))
        }
        page.fieldOrder = spec.fieldOrder
        page.settings.detailTemplate = detailTemplate(spec, settingsReader)
        let order = spec.settings.sort.map(RowOrder.init)
        var sectionIDs = UniqueIDs()

        if var sections = spec.sections.take() {
            let collation = collationOf()
            page.sections = sections.indices.map { index in
                var rows = rows(&sections[index].rows, from: directory, page.settings, page.outputPath, &ids, &fragmentLinks,
                                sources: [:], reader)
                let section = sections[index]
                if let order { order.sort(&rows, collation: collation, page: spec.outputPath) }
                let indexTitle = section.indexTitle ?? section.title.map { title in
                    spec.settings.index == .alphabetic ? collation.indexTitle(for: title) : title
                }
                let id = sectionIDs.unique(section.id ?? Slug.make(section.title ?? ""), fallback: "\(index + 1)")
                return TableSection(id: id, title: section.title, footer: section.footer, indexTitle: indexTitle,
                                    header: header(section.header, reader, default: "default"),
                                    footerTemplate: header(section.footerTemplate, reader, default: "footer"), rows: SectionRows(rows))
            }
        } else {
            var rows = rows(&spec.rows, from: directory, page.settings, page.outputPath, &ids, &fragmentLinks, sources: spec.rowSources, reader)
            spec.rows = []  // the rows as written are freed before sorting: a long table's are large
            let collation = collationOf()
            if let sectionBy = spec.settings.sectionBy {
                let sorted = order?.sortedIndices(rows, collation: collation, page: spec.outputPath).rows ?? Array(rows.indices)
                page.sections = groups(&rows, sorted: sorted, by: sectionBy, page: spec.outputPath, collation: collation,
                                       sortSections: order != nil, &sectionIDs)
            } else if spec.settings.index == .alphabetic {
                let sorted = (order ?? RowOrder("text")).sortedIndices(rows, collation: collation, page: spec.outputPath)
                page.sections = alphabetic(&rows, sorted: sorted.rows, textKeys: sorted.textKeys, collation: collation, &sectionIDs)
            } else {
                if let order { order.sort(&rows, collation: collation, page: spec.outputPath) }
                page.sections = rows.isEmpty ? [] : [TableSection(id: sectionIDs.unique("rows", fallback: "rows"), title: nil, rows: SectionRows(rows))]
            }
        }
        if spec.settings.index == .none {
            for i in page.sections.indices { page.sections[i].indexTitle = nil }
        }
        // The page's ids are gathered only when something links to them.
        var fragments: PageFragments?
        func pageFragments() -> PageFragments {
            if fragments == nil { fragments = PageFragments(page.sections) }
            return fragments!
        }
        for (link, reader) in fragmentLinks {
            guard case .link(let resolved) = links.resolve(link.value, from: directory, field: "link") else { continue }
            if let fragment = resolved.fragment(on: page.outputPath) {
                if let problem = PageFragments.problem(fragment, in: pageFragments(), link: link.value) { reader.error(link.position, problem) }
            } else if let other = FragmentLink.toOtherPage(link, resolved: resolved, in: reader.path, from: page.outputPath) {
                elsewhere.append(other)
            }
        }
        if let description {
            var other: [FragmentLink] = []
            page.descriptionHTML = MarkdownLinks(links: links, rawHTML: rawHTML)
                .html(description, page: page.outputPath, directory: directory, fragments: pageFragments, settingsReader) { other.append($0) }
            elsewhere += other
        }
        return page
    }

    // MARK: - Sections

    /// One section per index title that has rows, in the titles' order; a row is under the
    /// title of its `collationText` (its `reading`, else its `text`).
    /// - Parameters:
    ///   - sorted: row positions in sort order.
    ///   - textKeys: the rows' full `text` keys when sorting made them (else titles take an ICU key each).
    private func alphabetic(_ rows: inout [Row], sorted: [Int], textKeys: [CollationKey]?, collation: Collation,
                            _ ids: inout UniqueIDs) -> [TableSection] {
        let titles = collation.indexTitles
        let placed = SectionedOrder(sorted: sorted, section: Self.indexPositions(rows, textKeys: textKeys, collation: collation),
                                    sectionCount: titles.count)
        return sections(&rows, placed) { number, rows in
            TableSection(id: ids.unique(Slug.make(titles[number]), fallback: "section"), title: titles[number],
                         indexTitle: titles[number], rows: rows)
        }
    }

    /// Each row's place in `collation.indexTitles`, on all cores. (A function of its own: a
    /// copy of `rows` still held when they are permuted in place would make that copy them all.)
    private static func indexPositions(_ rows: [Row], textKeys: [CollationKey]?, collation: Collation) -> [Int] {
        ConcurrentMap.chunks(rows.count, size: 4096) { range in
            range.map { i in
                textKeys.map { collation.indexPosition(for: rows[i].collationText, fullKey: $0[i]) }
                    ?? collation.indexPosition(for: rows[i].collationText)
            }
        }
    }

    /// One section per distinct value of `field`, in order of first appearance in sort order
    /// (collation order of the values when `sortSections`).
    /// - Parameter sorted: row positions in sort order.
    private func groups(_ rows: inout [Row], sorted: [Int], by field: String, page: String, collation: Collation, sortSections: Bool,
                        _ ids: inout UniqueIDs) -> [TableSection] {
        var titles: [String] = []
        var numbers: [String: Int] = [:]
        var section = [Int](repeating: 0, count: rows.count)
        for row in sorted {
            let title = RowContext.value(rows[row], field, page: page).flatMap(Self.text) ?? ""
            if let number = numbers[title] {
                section[row] = number
            } else {
                numbers[title] = titles.count
                section[row] = titles.count
                titles.append(title)
            }
        }
        if sortSections {
            let ranked = collation.sorted(Array(titles.indices)) { titles[$0] }
            var rank = [Int](repeating: 0, count: ranked.count)
            for (place, number) in ranked.enumerated() { rank[number] = place }
            for row in section.indices { section[row] = rank[section[row]] }
            titles = ranked.map { titles[$0] }
        }
        return sections(&rows, SectionedOrder(sorted: sorted, section: section, sectionCount: titles.count)) { number, rows in
            let title = titles[number]
            return TableSection(id: ids.unique(Slug.make(title), fallback: "other"), title: title.isEmpty ? nil : title,
                                indexTitle: title.isEmpty ? nil : collation.indexTitle(for: title), rows: rows)
        }
    }

    /// Moves the rows into page order once, then makes each section that has rows a range of
    /// them (in section order): the page's rows are held in this one array.
    private func sections(_ rows: inout [Row], _ placed: SectionedOrder, _ section: (Int, SectionRows) -> TableSection) -> [TableSection] {
        rows.permute(to: placed.order)
        let storage = SectionRows.Storage(rows)
        return placed.ranges.indices.compactMap { number in
            placed.ranges[number].isEmpty ? nil : section(number, SectionRows(storage: storage, range: placed.ranges[number]))
        }
    }

    static func text(_ value: MustacheValue) -> String? {
        switch value {
        case .string(let s): s
        case .number(let n): n
        case .bool(let b): b ? "true" : "false"
        default: nil
        }
    }

    private func header(_ identifier: Located<String>?, _ reader: SpecReader, default fallback: String) -> String {
        guard let identifier else { return fallback }
        if templates.headers[identifier.value] == nil {
            reader.error(identifier.position, "unknown header template '\(identifier.value)': known are \(templates.headers.keys.sorted().map { "'\($0)'" }.joined(separator: ", ")); add Templates/headers/\(identifier.value).mustache")
        }
        return identifier.value
    }

    // MARK: - Rows

    /// Reserves every id written in `ids` (for the ids `rows` makes from text), reporting
    /// duplicates. When every row has an id, none is made: duplicates are then found by
    /// hashing the ids on all cores, and `ids` is left empty (one set filled on one core is the
    /// slow part of a long table's collation).
    private func reserveExplicitIDs(_ spec: TableSpec, _ ids: inout UniqueIDs, _ reader: SpecReader) {
        let lists = (spec.sections?.map(\.rows) ?? []) + [spec.rows]
        var duplicates: [Located<String>] = []
        if lists.allSatisfy({ rows in rows.indices.allSatisfy { rows[$0].id != nil } }) {
            duplicates = Self.duplicateIDs(lists)
        } else {
            ids.reserveCapacity(lists.reduce(0) { $0 + $1.count })
            for rows in lists {
                for i in rows.indices {  // by index: copying rows out costs more than the check
                    if let id = rows[i].id, !ids.reserve(id.value) { duplicates.append(id) }
                }
            }
        }
        for duplicate in duplicates {
            let first = lists.lazy.flatMap { $0 }.first { $0.id?.value == duplicate.value }?.id?.position
            let previous = first.map { " (first used at line \($0.line))" } ?? ""
            reader.error(duplicate.position, "duplicate row id '\(duplicate.value)'\(previous): row ids must be unique in a table")
        }
    }

    /// Every id written again after its first use, in order: ids are hashed on all cores, and
    /// only ids whose hash was seen before are compared.
    private static func duplicateIDs(_ lists: [[RowSpec]]) -> [Located<String>] {
        // A row's place counts the rows of the lists before its own; `starts[n]` is list n's first.
        let starts = lists.reduce(into: [0]) { $0.append($0.last! + $1.count) }
        @Sendable func locate(_ place: Int) -> (list: Int, row: Int) {
            let list = starts.prefixEnd { $0 <= place } - 1  // the last list starting at or before `place`
            return (list, place - starts[list])
        }
        // Ids hashed in place, a run of one list at a time (rows copied out, or found through a
        // list of every row's place, cost more than the hashing).
        let hashes = ConcurrentMap.chunks(starts.last!, size: 4096) { range -> [Int] in
            var hashes: [Int] = []
            hashes.reserveCapacity(range.count)
            var place = range.lowerBound
            while place < range.upperBound {
                let (list, row) = locate(place)
                let end = min(range.upperBound, starts[list + 1])
                for row in row..<(row + end - place) { hashes.append(lists[list][row].id!.value.hashValue) }
                place = end
            }
            return hashes
        }
        @Sendable func id(_ place: Int) -> Located<String> {
            let (list, row) = locate(place)
            return lists[list][row].id!
        }
        // Ids are split by hash into shards, each checked on its own core; a table of fewer
        // ids than a chunk is checked in one (a site of 100,000 small tables would otherwise
        // wake a helper thread for each).
        let shards = hashes.count <= 4096 ? 1 : 2 * Cores.active
        let found = ConcurrentMap.map(Array(0..<shards)) { shard -> [Int] in
            var first: [Int: Int] = [:]  // hash → first place with it
            first.reserveCapacity(hashes.count / shards + 16)
            var seen: Set<String> = []  // ids whose hash another id had first, compared in full
            var duplicates: [Int] = []
            for (place, hash) in hashes.enumerated() where Int(UInt(bitPattern: hash) % UInt(shards)) == shard {
                guard let earlier = first[hash] else {
                    first[hash] = place
                    continue
                }
                seen.insert(id(earlier).value)
                if !seen.insert(id(place).value).inserted { duplicates.append(place) }
            }
            return duplicates
        }
        return found.flatMap { $0 }.sorted().map(id)
    }

    /// The table's detail template identifier, if it names a known one.
    private func detailTemplate(_ spec: TableSpec, _ reader: SpecReader) -> String? {
        guard let identifier = spec.settings.detailTemplate else { return nil }
        let position = spec.settingPositions["detailTemplate"]
        if spec.kind == .folder {
            reader.error(position, "`detailTemplate` is for JSON, CSV and Markdown tables: a folder table's rows are its own files' pages; remove it")
            return nil
        }
        guard templates.details[identifier] != nil else {
            let known = templates.detailIdentifiers.map { "'\($0)'" }.joined(separator: ", ")
            let hint = Suggestion.closest(to: identifier, in: templates.detailIdentifiers).map { " (did you mean '\($0)'?)" } ?? ""
            reader.error(position, "unknown detail template '\(identifier)'\(hint): known are \(known); or add Templates/details/\(identifier).mustache")
            return nil
        }
        return identifier
    }

    private func unknownCell(_ identifier: String) -> String {
        let known = templates.cellIdentifiers.map { "'\($0)'" }.joined(separator: ", ")
        let hint = Suggestion.closest(to: identifier, in: templates.cellIdentifiers + Array(TemplateLibrary.aliases.keys)).map { " (did you mean '\($0)'?)" } ?? ""
        return "unknown cell identifier '\(identifier)'\(hint): known are \(known); or add Templates/cells/\(identifier).mustache"
    }

    /// Rows as written → rows of the page, in order on the calling thread, into one array sized
    /// once (chunks made on other threads and then joined held the rows twice, and left freed
    /// chunks in those threads' heaps); ids made from text are then given in row order, after
    /// every explicit id was reserved. Each row as written is moved out of `specs` (left
    /// empty), not copied.
    /// A row's link to a fragment of a table page (its own, `outputPath`, or another) is added to `fragmentLinks`,
    /// to be checked once every row has its id. What is wrong in a row is reported in the file
    /// `sources` names for its index, or else with `reader`.
    private func rows(_ specs: inout [RowSpec], from directory: String, _ settings: PageSettings, _ outputPath: String, _ ids: inout UniqueIDs,
                      _ fragmentLinks: inout [(link: Located<String>, reader: SpecReader)], sources: [Int: String], _ reader: SpecReader) -> [Row] {
        let cells = templates.cellTemplates
        var rows: [Row] = []
        rows.reserveCapacity(specs.count)
        for i in specs.indices {
            let rowReader = sources.isEmpty ? reader : sources[i].map { SpecReader(path: $0, diagnostics: reader.diagnostics) } ?? reader
            rows.append(row(specs[i].take(), from: directory, settings, outputPath, cells, &fragmentLinks, rowReader))
        }
        specs = []
        // A row has an empty id only when none was written (an id written empty is an error).
        for i in rows.indices where rows[i].id.isEmpty { rows[i].id = ids.unique(Slug.make(rows[i].text), fallback: "row") }
        if settings.detailTemplate != nil {
            let pages = Row.TableDetailPages(table: outputPath)
            for i in rows.indices { rows[i].setDetailPage(pages) }
        }
        return rows
    }

    /// One row; its id is left empty when it has none written (`rows` makes one).
    private func row(_ spec: consuming RowSpec, from directory: String, _ settings: PageSettings, _ outputPath: String, _ cells: CellTemplates,
                     _ fragmentLinks: inout [(link: Located<String>, reader: SpecReader)], _ reader: SpecReader) -> Row {
        var spec = spec
        var cell = settings.cell
        if let named = spec.cell {
            let resolved = cells.resolve(named.value)
            cell = resolved.cell
            if !resolved.known { reader.error(named.position, unknownCell(named.value)) }
        }
        // The strings are moved out of the row as written, not copied (a copy retains each,
        // and freeing the row as written releases it again, touching every string twice).
        var id = "", text = "", detail: String?, fields: RowFields = [:]
        if spec.id != nil { swap(&id, &spec.id!.value) }
        swap(&text, &spec.text)
        swap(&detail, &spec.detail)
        swap(&fields, &spec.fields)
        let imageAlt = spec.imageAlt  // (in the row's box of rarer fields, read from there)
        var link = spec.link.flatMap { resolve($0, from: directory, field: "link", reader) }
        if let written = spec.link, link?.namesFragment == true { fragmentLinks.append((written, reader)) }
        if settings.detailTemplate != nil {
            // Its detail page shows its Markdown fields: their links to rows and sections of
            // tables (this one's included) are checked as its own link is.
            for name in RowDetailRenderer.markdownFields(settings) {
                guard let value = fields[name], let text = Self.text(value), text.utf8.contains(UInt8(ascii: "]")) else { continue }
                let markdown = MarkdownText(markdown: text, origin: spec.position ?? SourcePosition(line: 1, column: 1), isVerbatim: false)
                for written in MarkdownLinks.fragmentLinks(in: markdown) { fragmentLinks.append((written, reader)) }
            }
        }
        let image = spec.image.flatMap { resolve($0, from: directory, field: "image", isImage: true, reader) }
        var detailPage: Link?
        if let target = spec.target {
            if spec.targetIsDetail { detailPage = .page(target, fragment: nil) }
            if link == nil { link = .page(target, fragment: nil) }
        }
        // A row of a table with detail pages discloses its own page unless it names a link or accessory.
        let hasDetailPage = detailPage != nil || settings.detailTemplate != nil
        let accessory = spec.accessory ?? (link != nil || hasDetailPage ? .disclosureIndicator : .none)
        if accessory.isLink, link == nil, !hasDetailPage {
            reader.error(spec.position, "accessory '\(accessory.rawValue)' is a link but the row has no `link`: add \"link\" or use 'checkmark' or 'none'")
        }
        // Made once, from locals: reading a built row's links copied the whole row.
        return Row(id: id, text: text, detail: detail, image: image, imageAlt: imageAlt, accessory: accessory, link: link,
                   detailPage: detailPage, cell: cell, height: spec.height, fields: fields, position: spec.position)
    }

    private func resolve(_ raw: Located<String>, from directory: String, field: String, isImage: Bool = false, _ reader: SpecReader) -> Link? {
        switch links.resolve(raw.value, from: directory, field: field, isImage: isImage) {
        case .link(let link): return link
        case .problem(let message):
            reader.error(raw.position, message)
            return nil
        }
    }
}
