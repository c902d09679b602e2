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
            range.compactMap { offset -> (number: Int, keys: ContentHash, check: ContentHash)? in
                let number = numbers.lowerBound + offset, part = rows.part(number)
                let keys = part.keysHash
                guard number >= stored.count || stored[number] != keys || number >= firstBad else { return nil }
                return (number, keys, part.withStoredBytes { FragmentRecord.check(page: page, part: number, keys: keys, value: $0) })
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
                let value = skeleton.stored
                try db.execute(sql: "DELETE FROM skeleton")
                try db.execute(sql: "INSERT INTO skeleton (\(SiteSkeleton.columns)) VALUES (?, ?)", arguments: [value, SiteSkeleton.check(value, &digest)])
            }
            let icu = ICUStringList.version
            for (locale, index) in learned.indexes {
                let stored = IndexRecord.stored(index)
                try db.cachedStatement(sql: "INSERT OR REPLACE INTO indexes (\(IndexRecord.columns)) VALUES (?, ?, ?, ?, ?, ?)")
                    .execute(arguments: [locale, icu, stored.titles, stored.boundaries, stored.sections,
                                         IndexRecord.check(locale, icu: icu, stored, &digest)])
            }
            // New summaries, and none of files that are gone. Into a file with none read (or
            // replaced), the summaries read that still match their file are written again.
            var columns = StoredSummary.Columns()
            let insertSummary = try db.cachedStatement(sql: "INSERT OR REPLACE INTO summaries (\(StoredSummary.columns)) VALUES (\(databaseQuestionMarks(count: 12)))")
            func insert(_ path: String, _ stored: StoredSummary) throws {
                let texts = stored.texts(&columns)
                try insertSummary.execute(arguments: [path, stored.hash, stored.summary.title, texts.settings, texts.links, texts.images, texts.descriptionLinks,
                                                      texts.descriptionImages, stored.summary.rowCount, texts.diagnostics, texts.cells,
                                                      stored.check(path, texts, &digest)])
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
                guard let row = try GRDB.Row.fetchOne(db, sql: "SELECT value, checksum FROM inputs WHERE part = ?", arguments: [part]) else { return [] }
                guard let value = try? row.decode(Data.self, atIndex: 0), let check = row.contentHash(atIndex: 1),
                      InputParts.check(part: part, value, &digest) == check else { return nil }
                return InputParts.files(value, part: part)?.map(\.path)
            }, bytes: { InputParts.entries($0, of: inputs) })
            if let remade {
                for (part, value) in remade { try writePart(part, value, in: "inputs", check: value.map { InputParts.check(part: part, $0, &digest) }, db) }
                return
            }
        }
        try db.execute(sql: "DELETE FROM inputs")
        try writeAll(InputParts.stored(inputs), in: "inputs", db) { InputParts.check(part: $0, $1, &digest) }
    }

    /// Writes every part of `parts` that is not empty into table `table`, each with its check
    /// (kept beside it when `keepsCheck`); returns the checks. Each part's bytes are let go
    /// once written, so that they are not held twice.
    @discardableResult
    private static func writeAll(_ parts: consuming [[UInt8]], in table: String, keepsCheck: Bool = true, _ db: Database,
                                 check: (Int, Data) -> ContentHash) throws -> [Int: ContentHash] {
        var checks: [Int: ContentHash] = [:]
        for part in parts.indices where !parts[part].isEmpty {
            let value = Data(parts[part])
            parts[part] = []
            checks[part] = check(part, value)
            try writePart(part, value, in: table, check: keepsCheck ? checks[part] : nil, db)
        }
        return checks
    }

    /// Writes part `part` of table `table` (with its check, when the table keeps one beside
    /// it), or deletes it when `value` is nil.
    private static func writePart(_ part: Int, _ value: Data?, in table: String, check: ContentHash?, _ db: Database) throws {
        guard let value else {
            try db.cachedStatement(sql: "DELETE FROM \(table) WHERE part = ?").execute(arguments: [part])
            return
        }
        if let check {
            try db.cachedStatement(sql: "INSERT OR REPLACE INTO \(table) (part, value, checksum) VALUES (?, ?, ?)").execute(arguments: [part, value, check])
        } else {
            try db.cachedStatement(sql: "INSERT OR REPLACE INTO \(table) (part, value) VALUES (?, ?)").execute(arguments: [part, value])
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
        var checks: [Int: ContentHash]
        if let remade {
            checks = previous!
            for (part, value) in remade {
                checks[part] = value.map { LastBuild.check(part: part, $0, &digest) }
                try writePart(part, value, in: "stamps", check: nil, db)
            }
        } else {
            try db.execute(sql: "DELETE FROM stamps")
            checks = try writeAll(StampParts.stored(outputs: last.outputs, folders: last.folders), in: "stamps", keepsCheck: false, db) {
                LastBuild.check(part: $0, $1, &digest)
            }
        }
        let text = warnings.encode(last.warnings), column = LastBuild.partsColumn(checks)
        try db.execute(sql: "DELETE FROM last")
        try db.execute(sql: "INSERT INTO last (\(LastBuild.columns)) VALUES (?, ?, ?, ?, ?, ?)",
                       arguments: [last.digest, last.rows, last.pages, text, column, last.check(warnings: text, parts: column, &digest)])
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
        let insert = try db.cachedStatement(sql: "INSERT OR REPLACE INTO pages (\(PageRecord.columns)) VALUES (\(databaseQuestionMarks(count: 9)))")
        // In order of path, the table's key: each row then goes beside the one before in its
        // index, not to a random page of it.
        let written = previous == nil ? pages.keys.sorted() : rendered.filter { pages[$0] != nil }.sorted()
        for path in written {
            let page = pages[path]!, stored = page.stored(warnings: &warnings)
            try insert.execute(arguments: [path, page.key, stored.outputs, stored.outputKeys, page.rows, stored.warnings,
                                           page.parent, page.parentTitle, page.check(path, stored, &digest)])
        }
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
