import Foundation
import GRDB

/// The persistent build cache: one SQLite file in `<site>/.tabula-cache/`.
///
/// Every change is a transaction, so a build killed at any moment leaves either the old or
/// the new state; and the cache only ever lets a build skip work whose inputs are unchanged
/// *and* whose output files are still exactly as that build wrote them.
///
/// A build makes two commits: one forgetting the records of the pages it is about to
/// overwrite (`invalidate`), before it writes any file, and one (`beginStores` … `record`)
/// with the rows it rendered and what it learned, once every file is written.
///
/// Records are GRDB records (see `CacheRecords.swift`); rendered rows are stored as
/// `RowPart`s' bytes.
final class BuildCache: Sendable {
    static let folderName = ".tabula-cache"
    /// Bump when the format of anything stored changes; older caches are then emptied. An
    /// integer: the file keeps it as its `user_version`.
    static let formatVersion = "8"

    private let database: DatabaseQueue

    /// What the last successful build recorded about itself.
    struct LastBuild: Sendable, Codable {
        var digest: ContentHash
        /// Stored a row per file (table `outputs`), not in the record's own row.
        var outputs: [String: OutputStamp] = [:]
        var rows: Int
        var pages: Int
        var warnings: [Diagnostic]

        private enum CodingKeys: String, CodingKey { case digest, rows, pages, warnings }
    }

    /// What a rendered table page produced, keyed by everything it depends on.
    struct PageRecord: Sendable, Codable {
        var key: ContentHash
        var outputs: [String]
        /// The key each output with one was made under (see `OutputKeys`).
        var outputKeys: [String: ContentHash] = [:]
        var rows: Int
        var warnings: [Diagnostic]
    }

    /// - Parameter busyTimeout: how long to wait for another build holding the cache.
    init(site: URL, busyTimeout: TimeInterval = 10) throws {
        let folder = site.appendingPathComponent(Self.folderName)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("cache.sqlite").path
        do {
            database = try Self.open(path, busyTimeout: busyTimeout)
        } catch let error as DatabaseError where [.SQLITE_BUSY, .SQLITE_LOCKED].contains(error.resultCode) {
            throw error  // another build holds it: this one goes without, and leaves it be
        } catch {
            // A cache that cannot be opened is thrown away: it only ever saves time.
            for suffix in ["", "-journal", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
            database = try Self.open(path, busyTimeout: busyTimeout)
        }
    }

    private static func open(_ path: String, busyTimeout: TimeInterval) throws -> DatabaseQueue {
        var configuration = Configuration()
        configuration.busyMode = .timeout(busyTimeout)
        // The rows a build stores go in one transaction, open across the calls that store them.
        configuration.allowsUnsafeTransactions = true
        configuration.prepareDatabase { db in
            // Rows are stored in parts of tens of kilobytes: large pages write them in fewer
            // calls (a new file only; an existing one keeps its size).
            try db.execute(sql: "PRAGMA page_size = 32768")
            // SQLite syncs its own file: each commit syncs the rollback journal, then the file, so
            // a commit is atomic and durable. Not a write-ahead log: a process that ends without
            // closing the file leaves the log to be read whole by the next build's open, and a
            // cold build's rows would be written twice (to the log, then into the file).
            try db.execute(sql: "PRAGMA journal_mode = TRUNCATE")
            try db.execute(sql: "PRAGMA synchronous = NORMAL")
        }
        let queue = try DatabaseQueue(path: path, configuration: configuration)
        try queue.write { db in
            if try Int.fetchOne(db, sql: "PRAGMA user_version") != Int(formatVersion) {
                for table in try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'") {
                    try db.execute(sql: "DROP TABLE \(table.quotedDatabaseIdentifier)")
                }
                try db.execute(sql: "PRAGMA user_version = \(formatVersion)")
            }
            // A page's rendered rows are stored in parts of `RowPart.rows` rows, so
            // a one-row edit rewrites one part, not the page's megabytes.
            try db.execute(sql: """
                CREATE TABLE IF NOT EXISTS meta (name TEXT PRIMARY KEY, value INTEGER NOT NULL);
                CREATE TABLE IF NOT EXISTS inputs (path TEXT PRIMARY KEY, size INTEGER NOT NULL, modified INTEGER NOT NULL,
                                                   inode INTEGER NOT NULL, hash BLOB NOT NULL);
                CREATE TABLE IF NOT EXISTS last (digest BLOB NOT NULL, rows INTEGER NOT NULL, pages INTEGER NOT NULL, warnings TEXT NOT NULL);
                CREATE TABLE IF NOT EXISTS outputs (path TEXT PRIMARY KEY, size INTEGER NOT NULL, modified INTEGER NOT NULL);
                CREATE TABLE IF NOT EXISTS pages (path TEXT PRIMARY KEY, key BLOB NOT NULL, outputs TEXT NOT NULL, outputKeys TEXT NOT NULL,
                                                  rows INTEGER NOT NULL, warnings TEXT NOT NULL);
                CREATE TABLE IF NOT EXISTS summaries (hash BLOB PRIMARY KEY, lastUsed INTEGER NOT NULL, title TEXT NOT NULL, settings TEXT NOT NULL,
                                                      links TEXT NOT NULL, rowCount INTEGER NOT NULL, diagnostics TEXT NOT NULL);
                CREATE TABLE IF NOT EXISTS fragments (page TEXT NOT NULL, part INTEGER NOT NULL, keys BLOB NOT NULL, value BLOB NOT NULL,
                                                      PRIMARY KEY (page, part));
                """)
            _ = try Int.fetchOne(db, sql: "SELECT count(*) FROM pages")  // fails on a corrupt file
        }
        return queue
    }

    // MARK: - Reading

    /// `body`'s result, or nil when the cache cannot be read.
    private func read<T>(_ body: (Database) throws -> T?) -> T? {
        (try? database.read(body)) ?? nil
    }

    var inputs: [String: InputScan.File] {
        read { db in Dictionary(try InputScan.File.fetchAll(db).map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a }) } ?? [:]
    }

    var lastBuild: LastBuild? {
        read { db -> LastBuild? in
            guard var last = try LastBuild.fetchOne(db) else { return nil }
            let stamps = try GRDB.Row.fetchCursor(db, sql: "SELECT path, size, modified FROM outputs")
            while let stamp = try stamps.next() { last.outputs[stamp[0]] = OutputStamp(size: stamp[1], modified: stamp[2]) }
            return last
        }
    }

    var pages: [String: PageRecord] {
        read { db in
            var pages: [String: PageRecord] = [:]
            for row in try GRDB.Row.fetchAll(db, sql: "SELECT * FROM pages") { pages[row["path"]] = try PageRecord(row: row) }
            return pages
        } ?? [:]
    }

    func summary(_ hash: ContentHash) -> TableSummary? {
        read { try TableSummary.fetchOne($0, sql: "SELECT * FROM summaries WHERE hash = ?", arguments: [hash]) }
    }

    /// The rendered rows of a page, with the hash of each part as stored. Only the hashes
    /// are read now; each part is read when first wanted (`part(_:_:)`).
    func fragments(_ page: String) -> RowFragments {
        let hashes = read { db -> [ContentHash] in
            var hashes: [ContentHash] = []
            let parts = try GRDB.Row.fetchCursor(db, sql: "SELECT part, keys FROM fragments WHERE page = ? ORDER BY part", arguments: [page])
            while let part = try parts.next() {
                let number: Int = part["part"]
                let keys: Data = part["keys"]
                guard number == hashes.count, keys.count == 32 else { return [] }
                hashes.append(ContentHash(bytes: keys))
            }
            return hashes
        }
        return RowFragments(storedParts: hashes ?? []) { [self] number in part(page, number) }
    }

    /// Stored part `number` of a page's rows; nil when it is gone or not whole.
    func part(_ page: String, _ number: Int) -> RowPart? {
        read { try Data.fetchOne($0, sql: "SELECT value FROM fragments WHERE page = ? AND part = ?", arguments: [page, number]) }
            .flatMap(RowPart.init(stored:))
    }

    // MARK: - Writing

    /// Before outputs are overwritten: forget the records they replace, so a build killed
    /// while writing can never be taken for a finished one.
    func invalidate(pages: [String]) throws {
        try database.write { db in
            try db.execute(sql: "DELETE FROM last")
            for page in pages { try db.execute(sql: "DELETE FROM pages WHERE path = ?", arguments: [page]) }
        }
    }

    /// A page's rendered rows to store, with the hashes of its parts as stored before.
    struct PageRows: Sendable {
        var rows: TabulaCore.PageRows
        var page: String
        var stored: [ContentHash] = []
    }

    /// Opens the transaction the build's rows are stored in; `record` commits it. A build
    /// killed before then leaves the cache as `invalidate` left it.
    func beginStores() throws {
        try database.writeWithoutTransaction { db in
            if !db.isInsideTransaction { try db.beginTransaction(.immediate) }
        }
    }

    deinit {
        // A build that failed mid-way leaves the cache as it was before `beginStores`.
        try? database.writeWithoutTransaction { db in
            if db.isInsideTransaction { try db.rollback() }
        }
    }

    /// The rendered rows of pages, stored as soon as they are rendered, in the transaction
    /// `beginStores` opened (else in one of their own). A fragment is found only under a key
    /// naming everything its HTML depends on. Only parts whose rows differ from the part
    /// stored under the same number (`stored`, as read before the build) are written.
    func store(_ pages: [PageRows]) throws {
        try inBuildTransaction { db in
            for page in pages {
                for (number, part) in page.rows.parts.enumerated() {
                    let hash = part.keysHash
                    guard number >= page.stored.count || page.stored[number] != hash else { continue }
                    try part.withStoredBytes { value in
                        // Compiled once per connection, not for each of a cold build's hundreds of parts.
                        try db.cachedStatement(sql: "INSERT OR REPLACE INTO fragments (page, part, keys, value) VALUES (?, ?, ?, ?)")
                            .execute(arguments: [page.page, number, hash, value])
                    }
                }
                try db.cachedStatement(sql: "DELETE FROM fragments WHERE page = ? AND part >= ?").execute(arguments: [page.page, page.rows.parts.count])
            }
        }
    }

    /// After a successful build: everything it learned, in one transaction; entries no build
    /// has used for `keepBuilds` builds are collected (fragments of pages that are gone, too).
    /// - Parameters:
    ///   - pages: the record of every table page the build knows; those in `rendered` are new,
    ///     the others are stored already (only missing ones are written).
    ///   - tables: output path of every table page of the site (fragments of others go).
    func record(
        inputs: [String: InputScan.File], last: LastBuild, pages: [String: PageRecord], rendered: Set<String>, tables: Set<String>,
        summaries: [ContentHash: TableSummary], usedSummaries: [ContentHash], keepBuilds: Int = 5
    ) throws {
        try inBuildTransaction(commit: true) { db in
            let build = (try Int.fetchOne(db, sql: "SELECT value FROM meta WHERE name = 'build'") ?? 0) + 1
            try db.execute(sql: "INSERT OR REPLACE INTO meta (name, value) VALUES ('build', ?)", arguments: [build])
            try db.execute(sql: "DELETE FROM inputs; DELETE FROM last; DELETE FROM outputs")
            for file in inputs.values { try file.insert(db) }
            try last.insert(db)
            for (path, stamp) in last.outputs {
                try db.cachedStatement(sql: "INSERT INTO outputs (path, size, modified) VALUES (?, ?, ?)").execute(arguments: [path, stamp.size, stamp.modified])
            }
            let stored = Set(try String.fetchAll(db, sql: "SELECT path FROM pages"))
            for path in stored where pages[path] == nil {
                try db.execute(sql: "DELETE FROM pages WHERE path = ?", arguments: [path])
            }
            for (path, record) in pages where rendered.contains(path) || !stored.contains(path) {
                try db.replace(record, in: "pages", with: ["path": path])
            }
            for page in try String.fetchAll(db, sql: "SELECT DISTINCT page FROM fragments") where !tables.contains(page) {
                try db.execute(sql: "DELETE FROM fragments WHERE page = ?", arguments: [page])
            }
            for (hash, summary) in summaries { try db.replace(summary, in: "summaries", with: ["hash": hash, "lastUsed": build]) }
            for hash in usedSummaries {
                try db.cachedStatement(sql: "UPDATE summaries SET lastUsed = ? WHERE hash = ?").execute(arguments: [build, hash])
            }
            try db.execute(sql: "DELETE FROM summaries WHERE lastUsed < ?", arguments: [build - keepBuilds])
        }
    }

    /// Runs `body` in the open build transaction (committing it when `commit`), or in a
    /// transaction of its own when none is open. An error rolls the transaction back.
    private func inBuildTransaction(commit: Bool = false, _ body: (Database) throws -> Void) throws {
        try database.writeWithoutTransaction { db in
            let own = !db.isInsideTransaction
            if own { try db.beginTransaction(.immediate) }
            do {
                try body(db)
                if own || commit { try db.commit() }
            } catch {
                try? db.rollback()
                throw error
            }
        }
    }

    /// Forgets every table summary (as if none was used for `keepBuilds` builds).
    func removeSummaries() throws {
        try database.write { try $0.execute(sql: "DELETE FROM summaries") }
    }

    /// Deletes the cache folder of a site.
    static func remove(site: URL) throws {
        let folder = site.appendingPathComponent(folderName)
        if FileManager.default.fileExists(atPath: folder.path) { try FileManager.default.removeItem(at: folder) }
    }
}
