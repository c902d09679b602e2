import Foundation
import GRDB
import Synchronization

/// The persistent build cache: one SQLite file in `<site>/.tabula-cache/`.
///
/// Every change is a transaction, so a build killed at any moment leaves either the old or
/// the new state; and the cache only ever lets a build skip work whose inputs are unchanged
/// *and* whose output files are still exactly as that build wrote them.
///
/// A build makes two commits: one forgetting the records of the pages it is about to
/// overwrite (`invalidate`), before it writes any file, and one (`beginStores` … `record`)
/// with the rows it rendered and what it learned, once every file is written. Each commit
/// syncs the journal and the database to disk, a few milliseconds each on this VM: one
/// commit per table page made a template edit of ten tables 200 ms slower.
final class BuildCache: Sendable {
    static let folderName = ".tabula-cache"
    /// Bump when the format of anything stored changes; older caches are then ignored.
    static let formatVersion = "7"

    private let database: DatabaseQueue
    private let path: String
    /// Syncs stored rows to disk during the build's transaction (see `CacheWriteback`).
    private let writeback = Mutex<CacheWriteback?>(nil)

    /// What the last successful build recorded about itself.
    struct LastBuild: Sendable, BinaryRecord {
        var digest: ContentHash
        var outputs: [String: OutputStamp]
        var rows: Int
        var pages: Int
        var warnings: [Diagnostic]
    }

    /// What a rendered table page produced, keyed by everything it depends on.
    struct PageRecord: Sendable, BinaryRecord {
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
        self.path = path
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
        // A rollback journal, not a write-ahead log: rows stored by a cold build are new pages
        // at the end of the file, which a rollback journal does not copy, where a log writes
        // them twice (to the log, then checkpointed into the file, read back on the way).
        // A transaction is atomic either way, and the build holds the only connection.
        configuration.prepareDatabase { db in
            // Rows are stored in parts of tens of kilobytes: 32 KB pages write them with an
            // eighth of the calls 4 KB pages took (a new file only; an existing one keeps its size).
            try db.execute(sql: "PRAGMA page_size = 32768")
            try db.execute(sql: "PRAGMA journal_mode = TRUNCATE")
            try db.execute(sql: "PRAGMA synchronous = NORMAL")
        }
        // A new file's schema is committed without syncing it to disk (the build's own commit
        // syncs the whole file later): a cold build waited 2-4 ms for those syncs before it
        // read anything. Lost to a power cut, the file fails to open and is made again.
        let isNew = access(path, F_OK) != 0
        let queue = try DatabaseQueue(path: path, configuration: configuration)
        if isNew { try queue.writeWithoutTransaction { try $0.execute(sql: "PRAGMA synchronous = OFF") } }
        try queue.write { db in
            try db.execute(sql: "CREATE TABLE IF NOT EXISTS meta (name TEXT PRIMARY KEY, value BLOB NOT NULL)")
            let version = try String.fetchOne(db, sql: "SELECT CAST(value AS TEXT) FROM meta WHERE name = 'format'")
            if version != formatVersion {
                try db.execute(sql: "DELETE FROM meta; DROP TABLE IF EXISTS summaries; DROP TABLE IF EXISTS pages; DROP TABLE IF EXISTS fragments;")
                try db.execute(sql: "INSERT INTO meta (name, value) VALUES ('format', CAST(? AS BLOB))", arguments: [formatVersion])
            }
            // A page's rendered rows are stored in parts of `RowPart.rows` rows, so
            // a one-row edit rewrites one part, not the page's megabytes.
            try db.execute(sql: """
                CREATE TABLE IF NOT EXISTS summaries (hash BLOB PRIMARY KEY, value BLOB NOT NULL, lastUsed INTEGER NOT NULL);
                CREATE TABLE IF NOT EXISTS pages (path TEXT PRIMARY KEY, value BLOB NOT NULL);
                CREATE TABLE IF NOT EXISTS fragments (page TEXT NOT NULL, part INTEGER NOT NULL, keys BLOB NOT NULL, value BLOB NOT NULL,
                                                      PRIMARY KEY (page, part));
                """)
            _ = try Int.fetchOne(db, sql: "SELECT count(*) FROM pages")  // fails on a corrupt file
        }
        if isNew { try queue.writeWithoutTransaction { try $0.execute(sql: "PRAGMA synchronous = NORMAL") } }
        return queue
    }

    // MARK: - Reading

    private func meta(_ name: String) -> Data? {
        try? database.read { try Data.fetchOne($0, sql: "SELECT value FROM meta WHERE name = ?", arguments: [name]) }
    }

    var buildNumber: Int { meta("build").flatMap { try? JSONDecoder().decode(Int.self, from: $0) } ?? 0 }
    var inputs: [String: InputScan.File] { meta("inputs").flatMap(InputScan.Files.init(binary:))?.files ?? [:] }
    var lastBuild: LastBuild? { meta("last").flatMap(LastBuild.init(binary:)) }

    var pages: [String: PageRecord] {
        let rows = (try? database.read { try GRDB.Row.fetchAll($0, sql: "SELECT path, value FROM pages") }) ?? []
        var pages: [String: PageRecord] = [:]
        for row in rows {
            if let record = PageRecord(binary: row["value"] as Data) { pages[row["path"]] = record }
        }
        return pages
    }

    func summary(_ hash: ContentHash) -> TableSummary? {
        guard let data = try? database.read({
            try Data.fetchOne($0, sql: "SELECT value FROM summaries WHERE hash = ?", arguments: [hash.bytes])
        }) else { return nil }
        return try? JSONDecoder().decode(TableSummary.self, from: data)
    }

    /// The rendered rows of a page, with the hash of each part as stored. Only the hashes
    /// are read now; each part is read when first wanted (`part(_:_:)`).
    func fragments(_ page: String) -> RowFragments {
        let hashes = try? database.read { db -> [ContentHash] in
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
        guard let value = try? database.read({
            try Data.fetchOne($0, sql: "SELECT value FROM fragments WHERE page = ? AND part = ?", arguments: [page, number])
        }) else { return nil }
        return RowPart(stored: value)
    }

    // MARK: - Writing

    /// Before outputs are overwritten: forget the records they replace, so a build killed
    /// while writing can never be taken for a finished one.
    func invalidate(pages: [String]) throws {
        try database.write { db in
            try db.execute(sql: "DELETE FROM meta WHERE name = 'last'")
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
        writeback.withLock { $0 = $0 ?? CacheWriteback(path: path) }
    }

    /// Closes the writeback's file, once no transaction holds locks it could release.
    private func endWriteback() {
        writeback.withLock { writeback in
            writeback?.close()
            writeback = nil
        }
    }

    deinit {
        // A build that failed mid-way rolls back before the writeback's file is closed.
        try? database.writeWithoutTransaction { db in
            if db.isInsideTransaction { try db.rollback() }
        }
        endWriteback()
    }

    /// The rendered rows of pages, stored as soon as they are rendered, in the transaction
    /// `beginStores` opened (else in one of their own). A fragment is found only under a key
    /// naming everything its HTML depends on. Only parts whose rows differ from the part
    /// stored under the same number (`stored`, as read before the build) are written.
    func store(_ pages: [PageRows]) throws {
        let writeback = self.writeback.withLock { $0 }
        try inBuildTransaction { db in
            var unsynced = 0
            for page in pages {
                for (number, part) in page.rows.parts.enumerated() {
                    let hash = part.keysHash
                    guard number >= page.stored.count || page.stored[number] != hash else { continue }
                    unsynced += try part.withStoredBytes { value in
                        // Compiled once per connection, not for each of a cold build's hundreds of parts.
                        try db.cachedStatement(sql: "INSERT OR REPLACE INTO fragments (page, part, keys, value) VALUES (?, ?, ?, ?)")
                            .execute(arguments: [page.page, number, hash.bytes, value])
                        return value.count
                    }
                    // A big page's rows go to disk while the rest of them are stored.
                    if unsynced >= CacheWriteback.batchBytes {
                        writeback?.kick()
                        unsynced = 0
                    }
                }
                try db.cachedStatement(sql: "DELETE FROM fragments WHERE page = ? AND part >= ?").execute(arguments: [page.page, page.rows.parts.count])
            }
        }
        writeback?.kick()
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
        let encoder = JSONEncoder()
        let build = buildNumber + 1
        try inBuildTransaction(commit: true) { db in
            func setMeta(_ name: String, _ value: Data) throws {
                try db.execute(sql: "INSERT OR REPLACE INTO meta (name, value) VALUES (?, ?)", arguments: [name, value])
            }
            try setMeta("build", try encoder.encode(build))
            try setMeta("inputs", InputScan.Files(files: inputs).binary)
            try setMeta("last", last.binary)
            let stored = Set(try String.fetchAll(db, sql: "SELECT path FROM pages"))
            for path in stored where pages[path] == nil {
                try db.execute(sql: "DELETE FROM pages WHERE path = ?", arguments: [path])
            }
            for (path, record) in pages where rendered.contains(path) || !stored.contains(path) {
                try db.cachedStatement(sql: "INSERT OR REPLACE INTO pages (path, value) VALUES (?, ?)").execute(arguments: [path, record.binary])
            }
            for page in try String.fetchAll(db, sql: "SELECT DISTINCT page FROM fragments") where !tables.contains(page) {
                try db.execute(sql: "DELETE FROM fragments WHERE page = ?", arguments: [page])
            }
            for (hash, summary) in summaries {
                try db.cachedStatement(sql: "INSERT OR REPLACE INTO summaries (hash, value, lastUsed) VALUES (?, ?, ?)")
                    .execute(arguments: [hash.bytes, try encoder.encode(summary), build])
            }
            for hash in usedSummaries {
                try db.cachedStatement(sql: "UPDATE summaries SET lastUsed = ? WHERE hash = ?").execute(arguments: [build, hash.bytes])
            }
            try db.execute(sql: "DELETE FROM summaries WHERE lastUsed < ?", arguments: [build - keepBuilds])
        }
        endWriteback()
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
