import Foundation
import GRDB

extension BuildCache {
    /// Parts `numbers` of a page's rendered rows (held in `rows`), stored as soon as they are
    /// rendered, in the transaction `beginStores` opened (else in one of their own). A
    /// fragment is found only under a key naming everything its HTML depends on. Only parts
    /// whose rows differ from the part stored under the same number (`stored`, as read before
    /// the build) are written, and parts from `firstBad` on (found not to verify).
    func store(_ rows: PageRows, parts numbers: Range<Int>, page: String, stored: [ContentHash], firstBad: Int) throws {
        // The parts to write and their checks, made on all cores (a long table's rows are
        // hashed whole), not while holding the file.
        let writes = ConcurrentMap.chunks(numbers.count, size: 16) { range in
            var digest = DigestBuilder()
            return range.compactMap { offset -> (number: Int, keys: ContentHash, check: ContentHash)? in
                let number = numbers.lowerBound + offset, part = rows.part(number)
                let keys = part.keysHash
                guard number >= stored.count || stored[number] != keys || number >= firstBad else { return nil }
                return (number, keys, part.withStoredBytes { Self.fragmentCheck(page: page, part: number, keys: keys, value: $0, &digest) })
            }
        }
        guard !writes.isEmpty else { return }
        try inBuildTransaction { db, _ in
            // Compiled once per connection, not once per part.
            let insert = try db.cachedStatement(sql: #"INSERT OR REPLACE INTO fragments (page, part, keys, value, checksum) VALUES (?, ?, ?, ?, ?)"#)
            for (number, keys, check) in writes {
                try rows.part(number).withStoredBytes { value in try insert.execute(arguments: [page, number, keys, value, check]) }
            }
        }
    }

    /// The check of a stored part of a page's rows (`CacheRecord.check`), made where its bytes
    /// lie: the record is written with it beside them, not through `RecordWriter`.
    static func fragmentCheck(page: String, part: Int, keys: ContentHash, value: Data, _ digest: inout DigestBuilder) -> ContentHash {
        CacheRecord.check("fragments", [page.databaseValue, part.databaseValue, keys.databaseValue, value.databaseValue], &digest)
    }

    /// Forgets the stored parts of a page from part `count` on (the page now has fewer).
    func storePartCount(_ count: Int, page: String, stored: [ContentHash]) throws {
        guard stored.count > count else { return }
        try inBuildTransaction { db, _ in
            try db.cachedStatement(sql: "DELETE FROM fragments WHERE page = ? AND part >= ?").execute(arguments: [page, count])
        }
    }

    /// Everything a successful build learned, for `record`. Each `previous…` is what the
    /// build read from the cache (nil when it did not read it: all is then written).
    struct Learned {
        var inputs: [String: InputScan.File]
        /// What the scan replaced of the records the build read (nil: it read none).
        var replacedInputs: InputScan.Replaced?
        /// The inputs not recorded as they are now (the others are, unchanged).
        var changedInputs: [String]
        var last: LastBuild
        /// The outputs whose stamps may differ from the ones the build read, named as
        /// `StampParts.name(folder:)` says (nil: any), and the checks of the parts of the stamps
        /// it read (nil: it read none).
        var changedOutputs: [String]? = nil
        var previousParts: [Int: ContentHash]? = nil
        /// The record of every table page of the site.
        var pages: [String: PageRecord]
        var previousPages: [String: PageRecord]?
        /// Pages whose records are new (the others are stored already, unless missing).
        var rendered: Set<String>
        /// Summaries of the JSON tables the build read whole, by source path.
        var summaries: [String: StoredSummary]
        /// The summaries the build read (those of files that are gone are deleted).
        var previousSummaries: [String: StoredSummary]?
        /// Section indexes the build made from ICU's data, by locale.
        var indexes: [String: CollationIndex] = [:]
        /// The site's skeleton as a full build made it; nil for an edit build, which leaves
        /// the one recorded (`SiteSkeleton`: it made the same).
        var skeleton: SiteSkeleton?
    }

    /// After a successful build: what it learned, in one transaction, written where it
    /// differs from what the build read (all of it into a file replaced since). Records of
    /// what is gone go, with the rendered rows of pages that are gone.
    func record(_ learned: Learned) throws {
        let (badParts, badRows) = takeUnverified()
        try inBuildTransaction(commit: true) { db, replaced in
            // Rows that did not verify go first (their rowids may be given to new rows).
            if !replaced {
                for (table, rowids) in badRows {
                    for rowid in rowids { try db.execute(sql: "DELETE FROM \(table) WHERE rowid = ?", arguments: [rowid]) }
                }
            }
            try Self.writeInputs(learned.inputs, over: replaced ? nil : learned.replacedInputs, changed: learned.changedInputs, db)
            var digest = DigestBuilder()
            var warnings = JSONColumn<[Diagnostic]>()
            try Self.writeLast(learned.last, changed: learned.changedOutputs, over: replaced ? nil : learned.previousParts, db, &warnings)
            let previousPages = replaced ? nil : learned.previousPages
            let noPageGone = try Self.writePages(learned.pages, over: previousPages, rendered: learned.rendered, db, &warnings)
            // Rendered rows of pages that are gone; of pages whose stored rows did not verify,
            // from the first such part on (unless stored again since).
            if let previousPages {
                for page in noPageGone ? [] : Array(previousPages.keys) where learned.pages[page] == nil {
                    try db.cachedStatement(sql: "DELETE FROM fragments WHERE page = ?").execute(arguments: [page])
                }
                for (page, first) in badParts {
                    try db.cachedStatement(sql: "DELETE FROM fragments WHERE page = ? AND part >= ?").execute(arguments: [page, first])
                }
            } else {
                for page in try String.fetchAll(db, sql: "SELECT DISTINCT page FROM fragments") where learned.pages[page] == nil {
                    try db.execute(sql: "DELETE FROM fragments WHERE page = ?", arguments: [page])
                }
            }
            if let skeleton = learned.skeleton {
                try db.execute(sql: "DELETE FROM skeleton")
                try RecordWriter(db, "skeleton", SiteSkeleton.columns).write(skeleton.values, &digest)
            }
            let indexes = try RecordWriter(db, "indexes", IndexRecord.columns)
            for (locale, index) in learned.indexes { try indexes.write(IndexRecord.values(locale, index), &digest) }
            // New summaries, and none of files that are gone. Into a file with none read (or
            // replaced), the summaries read that still match their file are written again.
            var columns = StoredSummary.Columns()
            let summaries = try RecordWriter(db, "summaries", StoredSummary.columns)
            func insert(_ path: String, _ stored: StoredSummary) throws {
                try summaries.write(stored.values(path, &columns), &digest)
            }
            if let previous = replaced ? nil : learned.previousSummaries {
                for path in previous.keys where learned.inputs[path] == nil {
                    try db.cachedStatement(sql: "DELETE FROM summaries WHERE path = ?").execute(arguments: [path])
                }
                for path in learned.summaries.keys.filter({ previous[$0]?.hash != learned.summaries[$0]!.hash }).sorted() { try insert(path, learned.summaries[path]!) }
            } else {
                try db.execute(sql: "DELETE FROM summaries")
                for path in learned.summaries.keys.sorted() { try insert(path, learned.summaries[path]!) }
                for (path, stored) in learned.previousSummaries ?? [:] where learned.summaries[path] == nil && learned.inputs[path]?.hash == stored.hash {
                    try insert(path, stored)
                }
            }
        }
    }

    /// The inputs' records (`InputParts`): the parts holding an input changed or gone since
    /// the records the scan was given (`replaced`) are made again (every part, when nil or when
    /// one cannot be read back).
    private static func writeInputs(_ inputs: [String: InputScan.File], over replaced: InputScan.Replaced?, changed: [String],
                                    _ db: Database) throws {
        var digest = DigestBuilder()
        if let replaced {
            let names = changed + replaced.gone
            let remade = try RecordParts.remade(names, part: { RecordParts.part(of: $0) }, held: { part -> [String]? in
                guard let row = try GRDB.Row.fetchOne(db, sql: "SELECT part, value, checksum FROM inputs WHERE part = ?", arguments: [part]) else { return [] }
                guard let value = CacheRecord.verified(row, "inputs", count: 2, &digest)?.bytes(1) else { return nil }
                return InputParts.files(value, part: part)?.map(\.path)
            }, bytes: { InputParts.entries($0, of: inputs) })
            if let remade {
                for (part, value) in remade { try writePart(part, value, in: "inputs", db, &digest) }
                return
            }
        }
        try db.execute(sql: "DELETE FROM inputs")
        for (part, value) in InputParts.stored(inputs).enumerated() where !value.isEmpty { try writePart(part, Data(value), in: "inputs", db, &digest) }
    }

    /// Writes part `part` of table `inputs` (a record, with its check) or `stamps` (checked by
    /// the last build's record), or deletes it when `value` is nil.
    private static func writePart(_ part: Int, _ value: Data?, in table: String, _ db: Database, _ digest: inout DigestBuilder) throws {
        guard let value else {
            try db.cachedStatement(sql: "DELETE FROM \(table) WHERE part = ?").execute(arguments: [part])
            return
        }
        if table == "stamps" {
            try db.cachedStatement(sql: "INSERT OR REPLACE INTO stamps (part, value) VALUES (?, ?)").execute(arguments: [part, value])
        } else {
            try RecordWriter(db, table, "part, value").write([part, value], &digest)
        }
    }

    /// The last build's record, and its stamps (`StampParts`): the parts holding an output
    /// that may have changed (`changed`, named as `StampParts.name(folder:)` says) are made
    /// again (every part, when either is nil or a part cannot be read back); `previous` holds
    /// the checks of the parts the build read. The record holds every part's check.
    private static func writeLast(_ last: LastBuild, changed: [String]?, over previous: [Int: ContentHash]?, _ db: Database,
                                  _ warnings: inout JSONColumn<[Diagnostic]>) throws {
        var digest = DigestBuilder()
        var remade: [Int: Data?]?
        if let previous, let changed {
            remade = try RecordParts.remade(changed, part: StampParts.part, held: { part -> [String]? in
                guard let check = previous[part] else { return [] }
                guard let value = try Data.fetchOne(db, sql: "SELECT value FROM stamps WHERE part = ?", arguments: [part]),
                      LastBuild.check(part: part, value, &digest) == check else { return nil }
                return StampParts.names(in: value)
            }, bytes: { StampParts.entries($0, outputs: last.outputs, folders: last.folders) })
        }
        var checks: [Int: ContentHash] = remade == nil ? [:] : previous!
        func write(_ part: Int, _ value: Data?) throws {
            checks[part] = value.map { LastBuild.check(part: part, $0, &digest) }
            try writePart(part, value, in: "stamps", db, &digest)
        }
        if let remade {
            for (part, value) in remade { try write(part, value) }
        } else {
            try db.execute(sql: "DELETE FROM stamps")
            var stored = StampParts.stored(outputs: last.outputs, folders: last.folders)
            for part in stored.indices where !stored[part].isEmpty {
                try write(part, Data(stored[part]))
                stored[part] = []  // let go once written, so that the bytes are not held twice
            }
        }
        try db.execute(sql: "DELETE FROM last")
        try RecordWriter(db, "last", LastBuild.columns).write(last.values(&warnings, partChecks: checks), &digest)
    }

    /// Makes table `pages` hold `pages`. Without `previous` (the records the build read) the
    /// table is emptied and every record written; else only the records of `rendered` pages
    /// (new ones), and those of `previous` pages that are gone are deleted: every other record
    /// must be in `previous`, as it is there (a kept page). Returns whether no page of
    /// `previous` is gone.
    private static func writePages(_ pages: [String: PageRecord], over previous: [String: PageRecord]?, rendered: Set<String>,
                                   _ db: Database, _ warnings: inout JSONColumn<[Diagnostic]>) throws -> Bool {
        var digest = DigestBuilder()
        if previous == nil { try db.execute(sql: "DELETE FROM pages") }
        // In order of path, the table's key: each row then goes beside the one before in its
        // index, not to a random page of it.
        let written = previous == nil ? pages.keys.sorted() : rendered.filter { pages[$0] != nil }.sorted()
        let records = try RecordWriter(db, "pages", PageRecord.columns)
        for path in written { try records.write(pages[path]!.values(path, warnings: &warnings), &digest) }
        // Every page is in `previous` but those written anew: when fewer, some of it is gone.
        guard let previous, pages.count - written.count(where: { previous[$0] == nil }) < previous.count else { return true }
        for path in previous.keys where pages[path] == nil {
            try db.cachedStatement(sql: "DELETE FROM pages WHERE path = ?").execute(arguments: [path])
        }
        return false
    }

    /// Runs `body` in the open build transaction (committing it when `commit`), or in a
    /// transaction of its own when none is open. An error rolls the transaction back.
    private func inBuildTransaction(commit: Bool = false, _ body: (Database, _ replaced: Bool) throws -> Void) throws {
        try write { db, replaced in
            let own = !db.isInsideTransaction
            if own { try db.beginTransaction(.immediate) }
            do {
                try body(db, replaced)
                if own || commit { try db.commit() }
            } catch {
                try? db.rollback()
                throw error
            }
        }
    }

    /// Deletes the cache folder of a site.
    static func remove(site: URL) throws {
        let folder = site.appendingPathComponent(folderName)
        if FileManager.default.fileExists(atPath: folder.path) { try FileManager.default.removeItem(at: folder) }
    }
}
