import Foundation

/// The files a build reads (`Content/`, `Templates/`, as `InputTree` found them), with content
/// hashes. A file whose size, modification time and inode match the last scan keeps its hash
/// without being read; the others are hashed on all cores (a big one in parallel chunks, see
/// `ContentHash.ofFile`).
struct InputScan {
    struct File: Sendable, Equatable {
        var path: String
        var size: Int64
        var modified: Int64
        /// The inode number's bits (an SQLite integer is signed).
        var inode: Int64
        var hash: ContentHash
    }

    let site: URL

    /// What `scan` found.
    struct Scanned: Sendable {
        var files: [String: File]
        /// Each walked file's hash, in walk order (`InputTree.files`); nil for one left out.
        var hashes: [ContentHash?]
        var changed: [String]
        var problems: [Diagnostic]
        /// What it replaced of the records it was given.
        var replaced: Replaced
    }

    /// What a scan replaced of the records it was given (the last build's).
    struct Replaced: Sendable {
        /// How many records there were.
        var count: Int
        /// The records of the inputs found changed that had one, as they were.
        var changed: [String: File]
        /// How many inputs found changed had none (new since).
        var added: Int
        /// The inputs recorded but not found.
        var gone: [String]

        /// The record `path` had, given the records the scan gave (`inputs`): an input not
        /// changed has the same (and so, here, has one new since: see `added`).
        func record(_ path: String, now inputs: [String: File]) -> File? {
            changed[path] ?? inputs[path]
        }
    }

    /// The files of `tree` with their hashes: a file whose stamp matches `previous` keeps its
    /// record unread; the others (`changed`, new ones too) are hashed, and one that cannot be
    /// read is left out, with the reason in `problems`. When no recorded input is gone, the
    /// records are `previous` with the changed ones replaced in place: hand over its only
    /// reference, so that it is not copied.
    func scan(_ tree: InputTree, previous: consuming [String: File]) -> Scanned {
        var changed: [File] = [], changedAt: [Int] = []
        var hashes = [ContentHash?](repeating: nil, count: tree.files.count)
        var recorded = 0  // files of `tree` that `previous` has a record of, changed or not
        for (at, file) in tree.files.enumerated() {
            if let known = previous[file.path] {
                recorded += 1
                if Self.isUnchanged(known, file) {
                    hashes[at] = known.hash
                    continue
                }
            }
            changed.append(File(path: file.path, size: file.size, modified: file.modified, inode: file.inode, hash: ContentHash(bytes: [])))
            changedAt.append(at)
        }
        var replaced = Replaced(count: previous.count, changed: [:], added: 0, gone: [])
        for file in changed {
            if let old = previous[file.path] { replaced.changed[file.path] = old } else { replaced.added += 1 }
        }
        // Unchanged files keep their records: all of `previous` when none of its files is gone
        // (not copied record by record), else the ones still there.
        var files: [String: File]
        if recorded == previous.count {
            files = consume previous
        } else {
            files = Dictionary(minimumCapacity: tree.files.count)
            var walked = Set<String>(minimumCapacity: tree.files.count)
            for file in tree.files {
                walked.insert(file.path)
                if let known = previous[file.path], Self.isUnchanged(known, file) { files[file.path] = known }
            }
            replaced.gone = previous.keys.filter { !walked.contains($0) }
        }
        let root = site.path + "/"
        let hashed = ConcurrentMap.map(changed) { file in
            Result { () throws(InputReadError) -> File in
                var file = file
                file.hash = try ContentHash.ofFile(root + file.path, size: file.size)
                return file
            }
        }
        var problems: [Diagnostic] = []
        for ((file, at), result) in zip(zip(changed, changedAt), hashed) {
            switch result {
            case .success(let file):
                files[file.path] = file
                hashes[at] = file.hash
            case .failure(let error):
                files[file.path] = nil  // its last record, if any, is not this file's
                problems.append(error.diagnostic(file.path))
            }
        }
        return Scanned(files: files, hashes: hashes, changed: changed.map(\.path), problems: problems, replaced: replaced)
    }

    private static func isUnchanged(_ known: File, _ found: InputTree.File) -> Bool {
        known.size == found.size && known.modified == found.modified && known.inode == found.inode
    }

    /// One digest of every input and what it depends on, for the no-op check: the inputs in
    /// the order `tree` walked them (names sorted in each folder, so the same inputs always
    /// give the same order), without sorting every path again. With it, in the same pass,
    /// the digest of the site's shape (`SiteSkeleton.shape`): every input's path, and the
    /// content of each but the data tables. `scan` is what `scan` found of this very `tree`
    /// (its hashes are in the tree's walk order).
    static func digests(_ scan: Scanned, in tree: InputTree, extra: [String]) -> (inputs: ContentHash, shape: ContentHash) {
        precondition(scan.hashes.count == tree.files.count, "the digests are of the tree the scan walked")
        var digest = DigestBuilder(), shape = DigestBuilder()
        for part in extra { digest.add(part) }
        shape.add("tabula-shape \(Tabula.version) \(BuildCache.formatVersion)")
        for (file, hash) in zip(tree.files, scan.hashes) {
            guard let hash else { continue }
            digest.add(file.path)
            digest.add(hash)
            shape.add(file.path)
            if !SiteSkeleton.isDataTable(file.path) { shape.add(hash) }
        }
        return (digest.finish(), shape.finish())
    }
}
