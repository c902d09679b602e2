import Foundation
import GRDB

// Each record of the cache is a row of plain columns (text, integers, hashes, bytes) whose
// last column, `checksum`, is the hash of the table's name and of the other columns as they
// were written, each with its type (`CacheRecord.check`). A record is used only when its
// check is that of its columns as read: a cache file with bytes overwritten gives records
// that are missing (their work is done again), never wrong ones. A record that verifies holds
// the types it was written with; its values are still decoded with failable conversions, so
// a wrong one is a record that does not decode, not a crash. The tables are made in
// `BuildCache.open`; each record type below names its table's columns and decodes them.

/// A hash is stored as its `ContentHash.size` bytes.
extension ContentHash: DatabaseValueConvertible {
    var databaseValue: DatabaseValue { bytes.databaseValue }

    static func fromDatabaseValue(_ value: DatabaseValue) -> ContentHash? {
        guard let bytes = Data.fromDatabaseValue(value), bytes.count == ContentHash.size else { return nil }
        return ContentHash(bytes: bytes.span)
    }
}

enum CacheRecord {
    /// The check of a record of `table` whose columns but the check hold `values`, in order.
    /// `digest` is reused from record to record.
    static func check(_ table: String, _ values: [DatabaseValue], _ digest: inout DigestBuilder) -> ContentHash {
        digest.reset()
        digest.add(table)
        for value in values { add(value, to: &digest) }
        return digest.finish()
    }

    /// `check` of the values as written (no array of them is made).
    static func check(_ table: String, _ values: [(any DatabaseValueConvertible)?], _ digest: inout DigestBuilder) -> ContentHash {
        digest.reset()
        digest.add(table)
        for value in values { add(value?.databaseValue ?? .null, to: &digest) }
        return digest.finish()
    }

    private static func add(_ value: DatabaseValue, to digest: inout DigestBuilder) {
        switch value.storage {
        case .null: digest.add(0)
        case .int64(let number): digest.add(1); digest.add(integer: number)
        case .double(let number): digest.add(2); digest.add(number)
        case .string(let text): digest.add(3); digest.add(text)
        case .blob(let bytes): digest.add(4); digest.add(bytes: bytes)
        }
    }

    /// The values of `row`'s first `count` columns, when column `count` holds their check as
    /// a record of `table`.
    static func verified(_ row: GRDB.Row, _ table: String, count: Int, _ digest: inout DigestBuilder) -> [DatabaseValue]? {
        let values = Array(row.databaseValues.prefix(count))
        guard values.count == count, row.count > count, let check = row.contentHash(atIndex: count),
              check == Self.check(table, values, &digest) else { return nil }
        return values
    }
}

/// Writes records of one table (replacing any under the same key), each with its check: the
/// statement is prepared once for all the records written through it.
struct RecordWriter {
    private let table: String
    private let statement: Statement

    init(_ db: Database, _ table: String, _ columns: String) throws {
        self.table = table
        let count = columns.split(separator: ",").count + 1
        statement = try db.cachedStatement(sql: "INSERT OR REPLACE INTO \(table) (\(columns), checksum) VALUES (\(databaseQuestionMarks(count: count)))")
    }

    /// Writes a record: `values` under the columns, then their check.
    func write(_ values: [(any DatabaseValueConvertible)?], _ digest: inout DigestBuilder) throws {
        var arguments = values
        arguments.append(CacheRecord.check(table, values, &digest))
        try statement.execute(arguments: StatementArguments(arguments))
    }
}

extension GRDB.Row {
    /// The hash stored in column `index`, read in place; nil when it holds anything but `ContentHash.size` bytes.
    func contentHash(atIndex index: Int) -> ContentHash? {
        (try? withUnsafeData(atIndex: index) { data -> ContentHash? in
            guard let data, data.count == ContentHash.size else { return nil }
            return ContentHash(bytes: data.span)
        }) ?? nil
    }
}

/// Decoding a record's values: nil for a value of another type.
extension [DatabaseValue] {
    func text(_ index: Int) -> String? { String.fromDatabaseValue(self[index]) }
    func integer(_ index: Int) -> Int? { Int.fromDatabaseValue(self[index]) }
    func bytes(_ index: Int) -> Data? { Data.fromDatabaseValue(self[index]) }
    func hash(_ index: Int) -> ContentHash? { ContentHash.fromDatabaseValue(self[index]) }

    /// Text or NULL: nil for anything else, `.some(nil)` for NULL.
    func optionalText(_ index: Int) -> String?? { self[index].isNull ? .some(nil) : text(index).map { .some($0) } }
}

extension BuildCache.LastBuild {
    static let columns = "digest, rows, pages, warnings, parts"

    /// The check of part `part` of the stamps (`StampParts`), which the record keeps (table
    /// `stamps` has no check column: a part is only as good as the record naming it).
    static func check(part: Int, _ value: Data, _ digest: inout DigestBuilder) -> ContentHash {
        CacheRecord.check("stamps", [part.databaseValue, value.databaseValue], &digest)
    }

    /// The record's values: the `parts` column holds each stored part of the stamps with its
    /// check, as the part's number in 2 bytes (little-endian) then the check's
    /// `ContentHash.size` bytes, in order of part.
    func values(_ warnings: inout JSONColumn<[Diagnostic]>, partChecks: [Int: ContentHash]) -> [(any DatabaseValueConvertible)?] {
        var parts: [UInt8] = []
        for (part, check) in partChecks.sorted(by: { $0.key < $1.key }) {
            parts += [UInt8(part & 0xFF), UInt8(part >> 8)]
            parts += check.bytes
        }
        return [digest, rows, pages, warnings.encode(self.warnings), Data(parts)]
    }

    /// The record `values` wrote, with the checks of its stamps' parts but not the stamps,
    /// which are read from their own table.
    init?(_ values: [DatabaseValue], warnings column: inout JSONColumn<[Diagnostic]>) {
        guard let hash = values.hash(0), let rows = values.integer(1), let pages = values.integer(2),
              let warnings = values.text(3).flatMap({ column.decode($0) }), let parts = values.bytes(4) else { return nil }
        let width = 2 + ContentHash.size
        guard parts.count % width == 0 else { return nil }
        self.init(digest: hash, rows: rows, pages: pages, warnings: warnings)
        let bytes = [UInt8](parts)
        for start in stride(from: 0, to: bytes.count, by: width) {
            let part = Int(bytes[start]) | Int(bytes[start + 1]) << 8
            let check = ContentHash(bytes: bytes[start + 2..<start + width])
            guard part < RecordParts.count, partChecks.updateValue(check, forKey: part) == nil else { return nil }
        }
    }
}

extension BuildCache.PageRecord {
    static let columns = "path, key, outputs, outputKeys, rows, warnings, parent, parentTitle, scripted"

    /// The record's values under its page's path. Output paths are joined by NUL bytes (no
    /// path holds one); each output's key is a byte 1 and its `ContentHash.size` bytes, or a
    /// byte 0 when it has none.
    func values(_ path: String, warnings column: inout JSONColumn<[Diagnostic]>) -> [(any DatabaseValueConvertible)?] {
        // Each written into its `Data` once (a table has an output per detail page).
        var paths = Data(), keys = Data()
        paths.reserveCapacity(files.entries.reduce(0) { $0 + $1.path.utf8.count + 1 })
        keys.reserveCapacity(files.count * (1 + ContentHash.size))
        for (i, file) in files.entries.enumerated() {
            if i > 0 { paths.append(0) }
            paths.append(contentsOf: file.path.utf8)
            if let key = file.key { keys.append(1); key.append(to: &keys) } else { keys.append(0) }
        }
        return [path, key, paths, keys, rows, column.encode(warnings), parent, parentTitle, scripted]
    }

    /// The record `values` wrote, and its page's path.
    static func decoded(_ values: [DatabaseValue], warnings column: inout JSONColumn<[Diagnostic]>) -> (String, Self)? {
        guard let path = values.text(0), let key = values.hash(1), let outputs = values.bytes(2), let outputKeys = values.bytes(3),
              let rows = values.integer(4), let warnings = values.text(5).flatMap({ column.decode($0) }),
              let parent = values.optionalText(6), let parentTitle = values.optionalText(7), let scripted = values.integer(8),
              let files = outputs.withUnsafeBytes({ Self.files($0, keys: outputKeys) }) else { return nil }
        return (path, Self(key: key, files: files, rows: rows, warnings: warnings, parent: parent, parentTitle: parentTitle,
                           scripted: scripted != 0))
    }
    /// The files `values` wrote: paths joined by NUL bytes, read in place (a table has one
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

    static let columns = "path, hash, title, settings, links, images, descriptionLinks, descriptionImages, rowCount, diagnostics, cells"

    /// Encoders (or decoders) of the JSON columns, each distinct value coded once.
    struct Columns {
        var settings = JSONColumn<PageSettings>()
        var lists = JSONColumn<[String]>()
        var diagnostics = JSONColumn<[Diagnostic]>()
    }

    /// The record's values under its table's path.
    func values(_ path: String, _ columns: inout Columns) -> [(any DatabaseValueConvertible)?] {
        [path, hash, summary.title, columns.settings.encode(summary.settings)] + summary.references.lists.map { columns.lists.encode($0) }
            + [summary.rowCount, columns.diagnostics.encode(summary.diagnostics), columns.lists.encode(summary.cells)]
    }

    /// The summary `values` wrote, and its table's path.
    static func decoded(_ values: [DatabaseValue], _ columns: inout Columns) -> (String, Self)? {
        func list(_ index: Int) -> [String]? { values.text(index).flatMap { columns.lists.decode($0) } }
        guard let path = values.text(0), let hash = values.hash(1), let title = values.text(2),
              let settings = values.text(3).flatMap({ columns.settings.decode($0) }), let links = list(4), let images = list(5),
              let descriptionLinks = list(6), let descriptionImages = list(7), let rowCount = values.integer(8),
              let diagnostics = values.text(9).flatMap({ columns.diagnostics.decode($0) }), let cells = list(10) else { return nil }
        let references = References(links: links, images: images, descriptionLinks: descriptionLinks, descriptionImages: descriptionImages)
        let summary = TableSummary(title: title, settings: settings, references: references, rowCount: rowCount, diagnostics: diagnostics, cells: cells)
        return (path, Self(hash: hash, summary: summary))
    }
}

extension SiteSkeleton {
    static let columns = "shape, linkedInto, paths"

    /// The skeleton's values: the pages linked into, each ended by a NUL byte, and the
    /// paths' entries (`SitePaths`).
    var values: [(any DatabaseValueConvertible)?] {
        var pages = Data()
        for page in linkedInto.sorted() {
            pages.append(contentsOf: page.utf8)
            pages.append(0)
        }
        return [shape, pages, paths.bytes]
    }

    /// The skeleton `values` wrote.
    init?(_ values: [DatabaseValue]) {
        guard let shape = values.hash(0), let pages = values.bytes(1), pages.last ?? 0 == 0, let bytes = values.bytes(2),
              let paths = SitePaths(bytes: bytes) else { return nil }
        let linkedInto = pages.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
        self.init(shape: shape, paths: paths, linkedInto: Set(linkedInto))
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
    static let columns = "locale, icu, titles, boundaries, sections"

    static func values(_ locale: String, _ index: CollationIndex) -> [(any DatabaseValueConvertible)?] {
        var titles = JSONColumn<[String]>(), sections = JSONColumn<[Int]>()
        var boundaries = Data()
        for key in index.boundaries.dropFirst() {
            boundaries.append(contentsOf: key.bytes)
            boundaries.append(0)
        }
        return [locale, ICUStringList.version, titles.encode(index.titles), boundaries, sections.encode(Array(index.sections.dropFirst()))]
    }

    /// The index `values` wrote and its locale, when it was made with `icu`.
    static func decoded(_ values: [DatabaseValue], icu: String) -> (String, CollationIndex)? {
        var titleColumn = JSONColumn<[String]>(), sectionColumn = JSONColumn<[Int]>()
        guard let locale = values.text(0), values.text(1) == icu, let titles = values.text(2).flatMap({ titleColumn.decode($0) }),
              let boundaries = values.bytes(3), let sections = values.text(4).flatMap({ sectionColumn.decode($0) }) else { return nil }
        let keys = boundaries.split(separator: 0, omittingEmptySubsequences: false).dropLast().map { CollationKey(bytes: Array($0)) }
        guard keys.count == sections.count, sections.allSatisfy({ (0...titles.count).contains($0) }) else { return nil }
        return (locale, CollationIndex(titles: titles, boundaries: keys, sections: sections))
    }
}
