import Foundation
import GRDB

// Each record of the cache is a row of plain columns (text, integers, hashes, bytes) whose
// last column, `check`, is the hash of the others as they were written (`checked`). A record
// is used only when its check is that of its columns as read: a cache file with bytes
// overwritten gives records that are missing (their work is done again), never wrong ones.
// Values are decoded with GRDB's throwing `decode`, so a column of another type is a record
// that does not verify, not a crash. The tables are made in `BuildCache.open`.

/// A hash is stored as its `ContentHash.size` bytes.
extension ContentHash: DatabaseValueConvertible {
    var databaseValue: DatabaseValue { bytes.databaseValue }

    static func fromDatabaseValue(_ value: DatabaseValue) -> ContentHash? {
        guard let bytes = Data.fromDatabaseValue(value), bytes.count == ContentHash.size else { return nil }
        return ContentHash(bytes: bytes.span)
    }
}

extension GRDB.Row {
    /// The text in column `index`: nil for anything but text or NULL, `.some(nil)` for NULL.
    func optionalString(atIndex index: Int) -> String?? {
        if hasNull(atIndex: index) { return .some(nil) }
        return (try? decode(String.self, atIndex: index)).map { .some($0) }
    }

    /// The hash stored in column `index`, read in place; nil when it holds anything but `ContentHash.size` bytes.
    func contentHash(atIndex index: Int) -> ContentHash? {
        (try? withUnsafeData(atIndex: index) { data -> ContentHash? in
            guard let data, data.count == ContentHash.size else { return nil }
            return ContentHash(bytes: data.span)
        }) ?? nil
    }
}

/// The check of a record of `table`: the hash of the table's name and what `fill` adds
/// (every column but the check, in order). `digest` is reused from record to record.
func checked(_ table: String, _ digest: inout DigestBuilder, _ fill: (inout DigestBuilder) -> Void) -> ContentHash {
    digest.reset()
    digest.add(table)
    fill(&digest)
    return digest.finish()
}

extension BuildCache.LastBuild {
    static let columns = "digest, rows, pages, warnings, parts, checksum"

    /// The check of part `part` of the stamps (`StampParts`), stored in table `stamps`.
    static func check(part: Int, _ value: Data, _ digest: inout DigestBuilder) -> ContentHash {
        checked("stamps", &digest) { $0.add(integer: Int64(part)); $0.add(bytes: value) }
    }

    /// The `parts` column: each stored part of the stamps with its check, as the part's
    /// number in 2 bytes (little-endian) then the check's `ContentHash.size`, in order of part.
    static func partsColumn(_ checks: [Int: ContentHash]) -> Data {
        var bytes: [UInt8] = []
        for (part, check) in checks.sorted(by: { $0.key < $1.key }) {
            bytes += [UInt8(part & 0xFF), UInt8(part >> 8)]
            bytes += check.bytes
        }
        return Data(bytes)
    }

    /// The checks `partsColumn` wrote; nil when the bytes are not in its form.
    private static func partChecks(_ column: Data) -> [Int: ContentHash]? {
        let bytes = [UInt8](column)
        let width = 2 + ContentHash.size
        guard bytes.count % width == 0 else { return nil }
        var checks: [Int: ContentHash] = [:]
        for start in stride(from: 0, to: bytes.count, by: width) {
            let part = Int(bytes[start]) | Int(bytes[start + 1]) << 8
            let check = ContentHash(bytes: bytes[start + 2..<start + width])
            guard part < RecordParts.count, checks.updateValue(check, forKey: part) == nil else { return nil }
        }
        return checks
    }

    func check(warnings: String, parts: Data, _ digest: inout DigestBuilder) -> ContentHash {
        checked("last", &digest) {
            $0.add(self.digest); $0.add(integer: Int64(rows)); $0.add(integer: Int64(pages)); $0.add(warnings); $0.add(bytes: parts)
        }
    }

    /// The record in `row`, when it verifies, with the checks of its stamps' parts
    /// (`partChecks`) but not the stamps, which are read from their own table.
    init?(verified row: GRDB.Row, warnings column: inout JSONColumn<[Diagnostic]>, _ digest: inout DigestBuilder) {
        guard let hash = row.contentHash(atIndex: 0), let rows = try? row.decode(Int.self, atIndex: 1),
              let pages = try? row.decode(Int.self, atIndex: 2), let text = try? row.decode(String.self, atIndex: 3),
              let parts = try? row.decode(Data.self, atIndex: 4), let check = row.contentHash(atIndex: 5),
              let warnings = column.decode(text) else { return nil }
        self.init(digest: hash, rows: rows, pages: pages, warnings: warnings)
        guard self.check(warnings: text, parts: parts, &digest) == check, let checks = Self.partChecks(parts) else { return nil }
        partChecks = checks
    }
}

extension BuildCache.PageRecord {
    static let columns = "path, key, outputs, outputKeys, rows, warnings, parent, parentTitle, checksum"

    /// The columns after the path, as stored (the warnings as JSON text).
    struct Stored {
        var outputs: Data
        var outputKeys: Data
        var warnings: String
    }

    /// Output paths joined by NUL bytes (no path holds one); each output's key as a byte
    /// 1 and its `ContentHash.size` bytes, or a byte 0 when it has none.
    func stored(warnings column: inout JSONColumn<[Diagnostic]>) -> Stored {
        // Each written into its `Data` once (a table has an output per detail page).
        var paths = Data(), keys = Data()
        paths.reserveCapacity(files.entries.reduce(0) { $0 + $1.path.utf8.count + 1 })
        keys.reserveCapacity(files.count * (1 + ContentHash.size))
        for (i, file) in files.entries.enumerated() {
            if i > 0 { paths.append(0) }
            paths.append(contentsOf: file.path.utf8)
            if let key = file.key { keys.append(1); key.append(to: &keys) } else { keys.append(0) }
        }
        return Stored(outputs: paths, outputKeys: keys, warnings: column.encode(warnings))
    }

    func check(_ path: String, _ stored: Stored, _ digest: inout DigestBuilder) -> ContentHash {
        checked("pages", &digest) { digest in
            digest.add(path)
            digest.add(key)
            digest.add(bytes: stored.outputs)
            digest.add(bytes: stored.outputKeys)
            digest.add(integer: Int64(rows))
            digest.add(stored.warnings)
            digest.add(parent)
            digest.add(parentTitle)
        }
    }

    /// The record in `row` (`columns`) and its page's path, when it verifies.
    static func verified(_ row: GRDB.Row, warnings column: inout JSONColumn<[Diagnostic]>,
                         _ digest: inout DigestBuilder) -> (String, Self)? {
        guard let path = try? row.decode(String.self, atIndex: 0), let key = row.contentHash(atIndex: 1),
              let outputs = try? row.decode(Data.self, atIndex: 2), let outputKeys = try? row.decode(Data.self, atIndex: 3),
              let rows = try? row.decode(Int.self, atIndex: 4), let warningsText = try? row.decode(String.self, atIndex: 5),
              let parent = row.optionalString(atIndex: 6), let parentTitle = row.optionalString(atIndex: 7),
              let check = row.contentHash(atIndex: 8) else { return nil }
        let stored = Stored(outputs: outputs, outputKeys: outputKeys, warnings: warningsText)
        guard let warnings = column.decode(warningsText) else { return nil }
        guard let files = outputs.withUnsafeBytes({ Self.files($0, keys: outputKeys) }) else { return nil }
        let record = Self(key: key, files: files, rows: rows, warnings: warnings, parent: parent, parentTitle: parentTitle)
        return record.check(path, stored, &digest) == check ? (path, record) : nil
    }

    /// The files `stored` wrote: paths joined by NUL bytes, read in place (a table has one
    /// per detail page), and their keys; nil when the keys do not match.
    private static func files(_ bytes: some RandomAccessCollection<UInt8>, keys: Data) -> PageFiles? {
        var entries: [PageFiles.Entry] = []
        var at = keys.startIndex
        func add(_ path: some Collection<UInt8>) -> Bool {
            guard at < keys.endIndex else { return false }
            let flag = keys[at]
            at += 1
            guard flag == 1 else {
                entries.append(PageFiles.Entry(path: String(decoding: path, as: UTF8.self), key: nil))
                return flag == 0
            }
            guard keys.endIndex - at >= ContentHash.size else { return false }
            let key = ContentHash(bytes: keys[at..<at + ContentHash.size])
            entries.append(PageFiles.Entry(path: String(decoding: path, as: UTF8.self), key: key))
            at += ContentHash.size
            return true
        }
        if !bytes.isEmpty {
            var start = bytes.startIndex
            while let end = bytes[start...].firstIndex(of: 0) {
                guard add(bytes[start..<end]) else { return nil }
                start = bytes.index(after: end)
            }
            guard add(bytes[start...]) else { return nil }
        }
        return at == keys.endIndex ? PageFiles(entries) : nil
    }
}

/// A JSON table's summary, stored under its file's path with the hash of the file it sums up.
struct StoredSummary: Sendable {
    var hash: ContentHash
    var summary: TableSummary

    static let columns = "path, hash, title, settings, links, images, descriptionLinks, descriptionImages, rowCount, diagnostics, cells, checksum"

    /// What the columns after `hash` and `title` hold as JSON text.
    struct Texts {
        var settings: String
        var links: String
        var images: String
        var descriptionLinks: String
        var descriptionImages: String
        var diagnostics: String
        var cells: String
    }

    /// Encoders (or decoders) of the JSON columns, each distinct value coded once.
    struct Columns {
        var settings = JSONColumn<PageSettings>()
        var lists = JSONColumn<[String]>()
        var diagnostics = JSONColumn<[Diagnostic]>()
    }

    func texts(_ columns: inout Columns) -> Texts {
        Texts(settings: columns.settings.encode(summary.settings), links: columns.lists.encode(summary.links),
              images: columns.lists.encode(summary.images), descriptionLinks: columns.lists.encode(summary.descriptionLinks),
              descriptionImages: columns.lists.encode(summary.descriptionImages), diagnostics: columns.diagnostics.encode(summary.diagnostics),
              cells: columns.lists.encode(summary.cells))
    }

    func check(_ path: String, _ texts: Texts, _ digest: inout DigestBuilder) -> ContentHash {
        checked("summaries", &digest) {
            $0.add(path); $0.add(hash); $0.add(summary.title); $0.add(texts.settings); $0.add(texts.links); $0.add(texts.images)
            $0.add(texts.descriptionLinks); $0.add(texts.descriptionImages); $0.add(integer: Int64(summary.rowCount)); $0.add(texts.diagnostics)
            $0.add(texts.cells)
        }
    }

    /// The summary in `row` (`columns`) and its table's path, when it verifies.
    static func verified(_ row: GRDB.Row, _ columns: inout Columns, _ digest: inout DigestBuilder) -> (String, Self)? {
        guard let path = try? row.decode(String.self, atIndex: 0), let hash = row.contentHash(atIndex: 1),
              let title = try? row.decode(String.self, atIndex: 2), let settings = try? row.decode(String.self, atIndex: 3),
              let links = try? row.decode(String.self, atIndex: 4), let images = try? row.decode(String.self, atIndex: 5),
              let descriptionLinks = try? row.decode(String.self, atIndex: 6), let descriptionImages = try? row.decode(String.self, atIndex: 7),
              let rowCount = try? row.decode(Int.self, atIndex: 8), let diagnostics = try? row.decode(String.self, atIndex: 9),
              let cells = try? row.decode(String.self, atIndex: 10), let check = row.contentHash(atIndex: 11) else { return nil }
        let texts = Texts(settings: settings, links: links, images: images, descriptionLinks: descriptionLinks,
                          descriptionImages: descriptionImages, diagnostics: diagnostics, cells: cells)
        guard let decodedSettings = columns.settings.decode(settings), let decodedLinks = columns.lists.decode(links),
              let decodedImages = columns.lists.decode(images), let decodedDescriptionLinks = columns.lists.decode(descriptionLinks),
              let decodedDescriptionImages = columns.lists.decode(descriptionImages),
              let decodedDiagnostics = columns.diagnostics.decode(diagnostics), let decodedCells = columns.lists.decode(cells) else { return nil }
        let summary = TableSummary(title: title, settings: decodedSettings, links: decodedLinks, images: decodedImages,
                                   descriptionLinks: decodedDescriptionLinks, descriptionImages: decodedDescriptionImages,
                                   rowCount: rowCount, diagnostics: decodedDiagnostics, cells: decodedCells)
        let stored = Self(hash: hash, summary: summary)
        return stored.check(path, texts, &digest) == check ? (path, stored) : nil
    }
}

extension SiteSkeleton {
    static let columns = "value, checksum"

    static func check(_ value: Data, _ digest: inout DigestBuilder) -> ContentHash {
        checked("skeleton", &digest) { $0.add(bytes: value) }
    }

    /// The skeleton in `row` (`columns`), when it verifies.
    static func verified(_ row: GRDB.Row, _ digest: inout DigestBuilder) -> Self? {
        guard let value = try? row.decode(Data.self, atIndex: 0), let check = row.contentHash(atIndex: 1),
              Self.check(value, &digest) == check else { return nil }
        return Self(stored: value)
    }
}

/// A part of a page's rendered rows (`RowPart`'s stored bytes), under the page and its number.
enum FragmentRecord {
    static func check(page: String, part: Int, keys: ContentHash, value: Data) -> ContentHash {
        var digest = DigestBuilder()
        return checked("fragments", &digest) { digest in
            digest.add(page)
            digest.add(integer: Int64(part))
            digest.add(keys)
            digest.add(bytes: value)
        }
    }
}

/// Values stored as JSON text, each distinct value encoded (or text decoded) once: the
/// tables of a large site mostly share their settings and have no warnings.
struct JSONColumn<Value: Codable & Hashable> {
    private var decoded: [String: Value] = [:]
    private var encoded: [Value: String] = [:]

    mutating func decode(_ text: String) -> Value? {
        if let value = decoded[text] { return value }
        guard let value = try? JSONDecoder().decode(Value.self, from: Data(text.utf8)) else { return nil }
        decoded[text] = value
        return value
    }

    mutating func encode(_ value: Value) -> String {
        if let text = encoded[value] { return text }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let text = String(decoding: (try? encoder.encode(value)) ?? Data("null".utf8), as: UTF8.self)
        encoded[value] = text
        return text
    }
}

/// A locale's section index (`CollationIndex`) as ICU's data made it, under the locale, with
/// the ICU version it was made with (`ICUStringList.version`): read back only while that is
/// the version in use. Titles and sections as JSON text; boundaries (primary sort keys, which
/// never hold a 0 byte) each followed by a 0 byte.
enum IndexRecord {
    static let columns = "locale, icu, titles, boundaries, sections, checksum"

    struct Stored {
        var titles: String
        var boundaries: Data
        var sections: String
    }

    static func stored(_ index: CollationIndex) -> Stored {
        var titles = JSONColumn<[String]>(), sections = JSONColumn<[Int]>()
        var boundaries = Data()
        for key in index.boundaries.dropFirst() {
            boundaries.append(contentsOf: key.bytes)
            boundaries.append(0)
        }
        return Stored(titles: titles.encode(index.titles), boundaries: boundaries, sections: sections.encode(Array(index.sections.dropFirst())))
    }

    static func check(_ locale: String, icu: String, _ stored: Stored, _ digest: inout DigestBuilder) -> ContentHash {
        checked("indexes", &digest) { digest in
            digest.add(locale)
            digest.add(icu)
            digest.add(stored.titles)
            digest.add(bytes: stored.boundaries)
            digest.add(stored.sections)
        }
    }

    /// The index in `row` (`columns`) and its locale, when it verifies and was made with `icu`.
    static func verified(_ row: GRDB.Row, icu: String, _ digest: inout DigestBuilder) -> (String, CollationIndex)? {
        guard let locale = try? row.decode(String.self, atIndex: 0), let madeWith = try? row.decode(String.self, atIndex: 1),
              let titlesText = try? row.decode(String.self, atIndex: 2), let boundaries = try? row.decode(Data.self, atIndex: 3),
              let sectionsText = try? row.decode(String.self, atIndex: 4), let check = row.contentHash(atIndex: 5), madeWith == icu
        else { return nil }
        let stored = Stored(titles: titlesText, boundaries: boundaries, sections: sectionsText)
        var titleColumn = JSONColumn<[String]>(), sectionColumn = JSONColumn<[Int]>()
        guard Self.check(locale, icu: madeWith, stored, &digest) == check, let titles = titleColumn.decode(titlesText),
              let sections = sectionColumn.decode(sectionsText) else { return nil }
        let keys = boundaries.split(separator: 0, omittingEmptySubsequences: false).dropLast().map { CollationKey(bytes: Array($0)) }
        guard keys.count == sections.count, sections.allSatisfy({ (0...titles.count).contains($0) }) else { return nil }
        return (locale, CollationIndex(titles: titles, boundaries: keys, sections: sections))
    }
}
