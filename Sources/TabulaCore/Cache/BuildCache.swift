import Foundation
import GRDB
import Synchronization

/// The persistent build cache: one SQLite file in `<site>/.tabula-cache/`.
///
/// Every change is a transaction, so a build killed at any moment leaves either the old or
/// the new state; and the cache only ever lets a build skip work whose inputs are unchanged
/// *and* whose output files are still exactly as that build wrote them.
///
/// A build makes two commits: one forgetting the last build (`invalidate`: output stamps
/// are trusted only while its record is there), before it writes any file, and one
/// (`beginStores` … `record`) with the rows it rendered and what it learned, once every file
/// is written. Only the records that changed are written; the inputs' records and the
/// output stamps, which every build reads whole, are stored in parts (`RecordParts`), and
/// only the parts holding what changed are rewritten.
///
/// Nothing read from the file is taken on trust: every record carries a check of its
/// columns (`CacheRecords.swift`) and one that fails it is ignored, as if never stored (its
/// work is done again and it is written anew). A file SQLite reports damaged is replaced by
/// an empty one before the build writes to it (`replaceIfDamaged`).
final class BuildCache: Sendable {
    static let folderName = ".tabula-cache"
    /// Bump when the format of anything stored changes; older caches are then emptied. An
    /// integer: the file keeps it as its `user_version`.
    static let formatVersion = "21"

    private let path: String
    private let busyTimeout: TimeInterval
    /// The open file. Every use of it holds this lock (the file is used by one thread at a
    /// time anyway), so the file is never replaced under a reader.
    private let state: Mutex<State>

    private struct State: ~Copyable {
        var database: DatabaseQueue?
        /// SQLite reported the file damaged: it is read no more, and replaced before a write.
        var damaged = false
        /// Pages whose stored rows did not verify: their parts from this number on go at `record`.
        var badParts: [String: Int] = [:]
        /// Rows of each table that did not verify, by rowid (deleted by `record`).
        var badRows: [String: [Int64]] = [:]
        /// The file was replaced since it was opened.
        var replaced = false
    }

    /// What the last successful build recorded about itself.
    struct LastBuild: Sendable {
        var digest: ContentHash
        /// The stamp of every output file the build left.
        var outputs: [String: OutputStamp] = [:]
        /// The stamp of every folder of those files, once they were all in place (`FileTree.Recorded`).
        var folders: [String: OutputStamp] = [:]
        var rows: Int
        var pages: Int
        var warnings: [Diagnostic]
        /// The check of each stored part of the stamps (`StampParts`), as read from the cache
        /// (empty for a record not read from it).
        var partChecks: [Int: ContentHash] = [:]
    }

    /// What a rendered table page produced, keyed by everything it depends on.
    struct PageRecord: Sendable {
        var key: ContentHash
        /// Every file the page produced, with the key each was made under (see `OutputKeys`).
        var files: PageFiles
        var rows: Int
        var warnings: [Diagnostic]
        /// The page's back link as it was made (`TablePage.parent`, and that page's title).
        var parent: String? = nil
        var parentTitle: String? = nil
        /// Whether the page loads the script (`VirtualTable.needsScript`).
        var scripted = false

        /// The key of a page made on every build (a folder or Markdown table): it is never
        /// kept, but its record says its rows are stored and which files it wrote.
        static let unkeyed = ContentHash(bytes: [])

        /// Every file the page produced, in order.
        var outputs: LazyMapSequence<[PageFiles.Entry], String> { files.paths }
    }

    /// - Parameter busyTimeout: how long to wait for another build holding the cache.
    init(site: URL, busyTimeout: TimeInterval = 10) throws {
        let folder = site.appendingPathComponent(Self.folderName)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        path = folder.appendingPathComponent("cache.sqlite").path
        self.busyTimeout = busyTimeout
        do {
            state = Mutex(State(database: try Self.open(path, busyTimeout: busyTimeout)))
        } catch let error as DatabaseError where [.SQLITE_BUSY, .SQLITE_LOCKED].contains(error.resultCode) {
            throw error  // another build holds it: this one goes without, and leaves it be
        } catch {
            // A cache that cannot be opened is thrown away: it only ever saves time.
            Self.removeFiles(path)
            state = Mutex(State(database: try Self.open(path, busyTimeout: busyTimeout)))
        }
    }

    private static func removeFiles(_ path: String) {
        for suffix in ["", "-journal", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
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
            // a one-row edit rewrites one part, not the page's megabytes. Every table's last
            // column checks the others (`CacheRecords.swift`).
            try db.execute(sql: """
                CREATE TABLE IF NOT EXISTS inputs (part INTEGER PRIMARY KEY, value BLOB NOT NULL, checksum BLOB NOT NULL);
                CREATE TABLE IF NOT EXISTS last (digest BLOB NOT NULL, rows INTEGER NOT NULL, pages INTEGER NOT NULL, warnings TEXT NOT NULL,
                                                 parts BLOB NOT NULL, checksum BLOB NOT NULL);
                CREATE TABLE IF NOT EXISTS stamps (part INTEGER PRIMARY KEY, value BLOB NOT NULL);
                CREATE TABLE IF NOT EXISTS pages (path TEXT PRIMARY KEY, key BLOB NOT NULL, outputs BLOB NOT NULL, outputKeys BLOB NOT NULL,
                                                  rows INTEGER NOT NULL, warnings TEXT NOT NULL, parent TEXT, parentTitle TEXT,
                                                  scripted INTEGER NOT NULL, checksum BLOB NOT NULL);
                CREATE TABLE IF NOT EXISTS summaries (path TEXT PRIMARY KEY, hash BLOB NOT NULL, title TEXT NOT NULL, settings TEXT NOT NULL,
                                                      links TEXT NOT NULL, images TEXT NOT NULL, descriptionLinks TEXT NOT NULL,
                                                      descriptionImages TEXT NOT NULL, rowCount INTEGER NOT NULL,
                                                      diagnostics TEXT NOT NULL, cells TEXT NOT NULL, checksum BLOB NOT NULL);
                CREATE TABLE IF NOT EXISTS indexes (locale TEXT PRIMARY KEY, icu TEXT NOT NULL, titles TEXT NOT NULL, boundaries BLOB NOT NULL,
                                                    sections TEXT NOT NULL, checksum BLOB NOT NULL);
                CREATE TABLE IF NOT EXISTS skeleton (shape BLOB NOT NULL, linkedInto BLOB NOT NULL, paths BLOB NOT NULL, checksum BLOB NOT NULL);
                CREATE TABLE IF NOT EXISTS fragments (page TEXT NOT NULL, part INTEGER NOT NULL, keys BLOB NOT NULL, value BLOB NOT NULL,
                                                      checksum BLOB NOT NULL, PRIMARY KEY (page, part));
                """)
            _ = try Int.fetchOne(db, sql: "SELECT count(*) FROM pages")  // fails on a corrupt file
        }
        return queue
    }

    /// Whether `error` says the file itself is damaged (not busy, full or interrupted).
    private static func isDamage(_ error: any Error) -> Bool {
        guard let error = error as? DatabaseError else { return false }
        return ![.SQLITE_BUSY, .SQLITE_LOCKED, .SQLITE_INTERRUPT, .SQLITE_FULL, .SQLITE_NOMEM].contains(error.resultCode)
    }

    // MARK: - Reading

    /// `body`'s result, or nil when the file cannot be read (it is then marked damaged if
    /// SQLite says so: it is read no more). Run as it is, not in a read-only transaction:
    /// each body is one statement, and a page's reads would otherwise spend more on toggling
    /// SQLite's read-only mode than on reading.
    private func read<T: Sendable>(_ body: (Database) throws -> T?) -> T? {
        state.withLock { state in
            guard !state.damaged, let database = state.database else { return nil }
            do {
                return try database.inDatabase(body)
            } catch {
                if Self.isDamage(error) { state.damaged = true }
                return nil
            }
        }
    }

    /// Every record of `table` that verifies (`CacheRecord`), decoded, by the path (or other
    /// key) `decoded` gives it. Records that do not verify or decode are noted, and deleted by
    /// `record`. Nil when the table cannot be read, or holds two records under one key: its
    /// index no longer finds rows (an insert did not replace the row it should have), and the
    /// file is taken as damaged.
    private func readAll<Value: Sendable>(_ table: String, _ columns: String, where path: String? = nil,
                                          _ decoded: ([DatabaseValue]) -> (String, Value)?) -> [String: Value]? {
        var records: [(String, Value)] = []
        var bad: [Int64] = []
        var digest = DigestBuilder()
        let count = columns.split(separator: ",").count
        let read = read { db -> Bool in
            let rows = try GRDB.Row.fetchCursor(db.cachedStatement(sql: "SELECT \(columns), checksum, rowid FROM \(table)" + (path == nil ? "" : " WHERE path = ?")),
                                                arguments: path.map { [$0] } ?? [])
            while let row = try rows.next() {
                if let record = CacheRecord.verified(row, table, count: count, &digest).flatMap(decoded) {
                    records.append(record)
                } else if let rowid = try? row.decode(Int64.self, atIndex: row.count - 1) {
                    bad.append(rowid)
                }
            }
            return true
        } ?? false
        // Sized once, for every record read.
        var values: [String: Value] = Dictionary(minimumCapacity: records.count)
        var duplicated = false
        for (key, value) in records where values.updateValue(value, forKey: key) != nil { duplicated = true }
        return state.withLock { state in
            state.badRows[table, default: []] += bad
            if duplicated { state.damaged = true }
            return read && !duplicated ? values : nil
        }
    }

    /// The inputs' records, by path: those of every part that verifies (`InputParts`).
    var inputs: [String: InputScan.File] {
        let parts = readAll("inputs", "part, value") { values -> (String, (part: Int, value: Data))? in
            guard let part = values.integer(0), let value = values.bytes(1) else { return nil }
            return (String(part), (part, value))
        } ?? [:]
        // Sized once, for records of at least 64 bytes; each part's records let go once keyed.
        var inputs = [String: InputScan.File](minimumCapacity: parts.values.reduce(0) { $0 + $1.value.count } / 64)
        for (part, value) in parts.values {
            for file in InputParts.files(value, part: part) ?? [] { inputs[file.path] = file }
        }
        return inputs
    }

    /// The last build's record, with the stamp of every output file and folder it left; nil
    /// when it, or a part of its stamps, does not verify (a build was killed, or the record is
    /// damaged). A part verifies against the check the record holds for it.
    var lastBuild: LastBuild? {
        var warnings = JSONColumn<[Diagnostic]>()
        guard var last = readAll("last", LastBuild.columns, { values in LastBuild(values, warnings: &warnings).map { ("", $0) } })?[""]
        else { return nil }
        let checks = last.partChecks
        var digest = DigestBuilder()
        let parts = read { db -> [Data]? in
            var parts: [Data] = []
            let rows = try GRDB.Row.fetchCursor(db, sql: "SELECT part, value FROM stamps")
            while let row = try rows.next() {
                guard let part = try? row.decode(Int.self, atIndex: 0), let value = try? row.decode(Data.self, atIndex: 1),
                      let check = checks[part], LastBuild.check(part: part, value, &digest) == check else { return nil }
                parts.append(value)
            }
            return parts
        }
        guard let parts, parts.count == checks.count, let stamps = StampParts.stamps(parts) else { return nil }
        (last.outputs, last.folders) = stamps
        return last
    }

    var pages: [String: PageRecord] {
        var warnings = JSONColumn<[Diagnostic]>()
        return readAll("pages", PageRecord.columns) { PageRecord.decoded($0, warnings: &warnings) } ?? [:]
    }

    /// The section index of each locale an earlier build made with this ICU, by locale.
    var indexes: [String: CollationIndex] {
        let icu = ICUStringList.version
        return readAll("indexes", IndexRecord.columns) { IndexRecord.decoded($0, icu: icu) } ?? [:]
    }

    /// The record of one page, when it verifies.
    func page(_ path: String) -> PageRecord? {
        var warnings = JSONColumn<[Diagnostic]>()
        return readAll("pages", PageRecord.columns, where: path) { PageRecord.decoded($0, warnings: &warnings) }?[path]
    }

    /// The summary of one data table, by source path, when it verifies.
    func summary(_ path: String) -> StoredSummary? {
        var columns = StoredSummary.Columns()
        return readAll("summaries", StoredSummary.columns, where: path) { StoredSummary.decoded($0, &columns) }?[path]
    }

    /// What the last full build learned of the site as a whole (`SiteSkeleton`); nil when
    /// none verifies.
    var skeleton: SiteSkeleton? {
        readAll("skeleton", SiteSkeleton.columns) { values in SiteSkeleton(values).map { ("", $0) } }?[""]
    }

    /// The summary of every JSON table read by an earlier build, by source path.
    var summaries: [String: StoredSummary] {
        var columns = StoredSummary.Columns()
        return readAll("summaries", StoredSummary.columns) { StoredSummary.decoded($0, &columns) } ?? [:]
    }

    /// The rendered rows of a page, with the hash of each part as stored. Only the hashes
    /// are read now; each part is read (and verified) when first wanted (`part(_:_:)`).
    func fragments(_ page: String) -> RowFragments {
        let hashes = read { db -> [ContentHash] in
            var hashes: [ContentHash] = []
            let parts = try GRDB.Row.fetchCursor(db.cachedStatement(sql: "SELECT part, keys FROM fragments WHERE page = ? ORDER BY part"),
                                                 arguments: [page])
            while let part = try parts.next() {
                guard let number = try? part.decode(Int.self, atIndex: 0), number == hashes.count,
                      let keys = part.contentHash(atIndex: 1) else { return hashes }
                hashes.append(keys)
            }
            return hashes
        }
        return RowFragments(storedParts: hashes ?? []) { [self] number in part(page, number) }
    }

    /// Stored part `number` of a page's rows; nil when it is gone or does not verify.
    func part(_ page: String, _ number: Int) -> RowPart? {
        let stored = read { db -> (keys: ContentHash, value: Data, check: ContentHash)? in
            guard let row = try GRDB.Row.fetchOne(db.cachedStatement(sql: "SELECT keys, value, checksum FROM fragments WHERE page = ? AND part = ?"),
                                                  arguments: [page, number]),
                  let keys = row.contentHash(atIndex: 0), let value = try? row.decode(Data.self, atIndex: 1),
                  let check = row.contentHash(atIndex: 2) else { return nil }
            return (keys, value, check)
        }
        guard let stored else { return nil }
        // Verified here, not holding the file: a part is tens of kilobytes.
        var digest = DigestBuilder()
        guard Self.fragmentCheck(page: page, part: number, keys: stored.keys, value: stored.value, &digest) == stored.check,
              let part = RowPart(stored: stored.value), part.keysHash == stored.keys else {
            state.withLock { $0.badParts[page] = min($0.badParts[page] ?? number, number) }
            return nil
        }
        return part
    }

    // MARK: - Writing

    /// Runs `body` on the file (for the cache's own files: `BuildCache+Writing.swift`),
    /// replacing the file first when it was found damaged, and when `body` finds it so (then
    /// running `body` again). `body` is told whether the file was replaced since this cache
    /// was opened: what the build read from it is then not in it. It must not use the cache.
    func write(_ body: (Database, _ replaced: Bool) throws -> Void) throws {
        try state.withLock { state in
            try Self.replaceIfDamaged(&state, path: path, busyTimeout: busyTimeout)
            guard let database = state.database else { return }
            let replaced = state.replaced
            do {
                try database.writeWithoutTransaction { try body($0, replaced) }
            } catch where Self.isDamage(error) {
                state.damaged = true
                try Self.replaceIfDamaged(&state, path: path, busyTimeout: busyTimeout)
                try state.database?.writeWithoutTransaction { try body($0, true) }
            }
        }
    }

    /// The first stored part of `page` found so far not to verify (`store` writes the parts
    /// from it on again).
    func badPart(of page: String) -> Int? {
        state.withLock { $0.badParts[page] }
    }

    /// The same, forgotten as it is read (once the page's parts are all stored: `record`
    /// would otherwise delete them).
    func takeBadPart(of page: String) -> Int? {
        state.withLock { $0.badParts.removeValue(forKey: page) }
    }

    /// What did not verify and was not stored again, forgotten as it is read (`record`
    /// deletes it): pages' stored parts, by page, from the first such part; rows of each
    /// table, by rowid.
    func takeUnverified() -> (parts: [String: Int], rows: [String: [Int64]]) {
        state.withLock { state in
            defer { (state.badParts, state.badRows) = ([:], [:]) }
            return (state.badParts, state.badRows)
        }
    }

    /// A file SQLite found damaged is closed (its open transaction rolled back), deleted, and
    /// replaced by an empty one: a build then writes everything it knows into it. Nothing
    /// stored by this build before goes with it, which only costs the next build work.
    private static func replaceIfDamaged(_ state: inout State, path: String, busyTimeout: TimeInterval) throws {
        guard state.damaged else { return }
        if let database = state.database {
            try? database.writeWithoutTransaction { db in if db.isInsideTransaction { try db.rollback() } }
            try? database.close()
        }
        state.database = nil
        state.badParts = [:]
        state.badRows = [:]
        removeFiles(path)
        state.database = try open(path, busyTimeout: busyTimeout)
        state.damaged = false
        state.replaced = true
    }

    /// Before outputs are overwritten: forget the last build, so a build killed while
    /// writing can never be taken for a finished one (output stamps are trusted only with
    /// its record, and a page is kept only with intact outputs, so page records can stay).
    func invalidate() throws {
        try write { db, _ in try db.execute(sql: "DELETE FROM last") }
    }

    /// Opens the transaction the build's rows are stored in; `record` commits it. A build
    /// killed before then leaves the cache as `invalidate` left it.
    func beginStores() throws {
        try write { db, _ in
            if !db.isInsideTransaction { try db.beginTransaction(.immediate) }
        }
    }

    deinit {
        // A build that failed mid-way leaves the cache as it was before `beginStores`.
        state.withLock { state in
            try? state.database?.writeWithoutTransaction { db in
                if db.isInsideTransaction { try db.rollback() }
            }
        }
    }
}
