import Foundation
import GRDB

// The cache's records are GRDB records, coded by GRDB from their `Codable` form: each property
// is a column of the record's table, and a nested value (a list of warnings, a page's settings)
// is stored by GRDB as JSON text. The tables are made in `BuildCache.open`.

/// A hash is stored as its 32 bytes.
extension ContentHash: DatabaseValueConvertible {
    var databaseValue: DatabaseValue { bytes.databaseValue }

    static func fromDatabaseValue(_ value: DatabaseValue) -> ContentHash? {
        guard let bytes = Data.fromDatabaseValue(value), bytes.count == 32 else { return nil }
        return ContentHash(bytes: bytes)
    }
}

extension InputScan.File: FetchableRecord, PersistableRecord {
    static let databaseTableName = "inputs"
}

/// The last build's own row; its output stamps are rows of `outputs`.
extension BuildCache.LastBuild: FetchableRecord, PersistableRecord {
    static let databaseTableName = "last"
}

/// Stored under its page's path (`Database.replace`).
extension BuildCache.PageRecord: FetchableRecord, EncodableRecord {}

/// Stored under the hash of its table's file (`Database.replace`).
extension TableSummary: FetchableRecord, EncodableRecord {}

extension Database {
    /// Stores `record`'s columns and `key`'s in `table`, replacing the row with the same key.
    func replace(_ record: some EncodableRecord, in table: String, with key: [String: any DatabaseValueConvertible]) throws {
        let columns = try record.databaseDictionary.merging(key.mapValues(\.databaseValue)) { $1 }.sorted { $0.key < $1.key }
        let names = columns.map(\.key.quotedDatabaseIdentifier).joined(separator: ", ")
        try cachedStatement(sql: "INSERT OR REPLACE INTO \(table) (\(names)) VALUES (\(databaseQuestionMarks(count: columns.count)))")
            .execute(arguments: StatementArguments(columns.map(\.value)))
    }
}
