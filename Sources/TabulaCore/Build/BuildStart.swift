import Foundation
import Synchronization

/// Phase 1 of a build, scan: the inputs as they are now, the output folder as it is, and what
/// the last build recorded of both. Decides whether the build is a no-op.
struct BuildStart: Sendable {
    /// The input folders' files and folders (those that cannot be read left out).
    var tree: InputTree
    /// Every input file (`Content/`, `Templates/`) with its content hash.
    var inputs: [String: InputScan.File]
    /// What is wrong with the input folders' entries: the build fails with these.
    var problems: [Diagnostic]
    /// What the scan replaced of the inputs' records the cache held (nil for a clean build or
    /// no cache).
    var replacedInputs: InputScan.Replaced?
    /// The inputs not found as the cache recorded them (new, or with another stamp).
    var changedInputs: [String]
    /// One hash of every input and of what else the output depends on.
    var digest: ContentHash
    /// The digest of the site's shape (`SiteSkeleton.shape`).
    var shape: ContentHash
    /// What the last finished build recorded (nil for a clean build or no cache).
    var last: BuildCache.LastBuild?
    /// The output folder's files and folders as this build found them, when not exactly as
    /// the last build recorded them (`existing`).
    private var listed: FileTree.Listing?
    /// Output files still exactly as the last build wrote them, with the stamp it recorded.
    var intact: [String: OutputStamp]
    /// Output folders whose entries are still exactly those the last build recorded, with
    /// their stamps (`FileTree.Recorded`).
    var intactFolders: [String: OutputStamp]
    /// Whether a killed build left its staging folder in the output folder.
    var leftStaging: Bool

    /// Summaries of the data tables the last build read, by source path, when the scan found
    /// an input changed (nil otherwise, and for a clean build or no cache: see `summaries(from:)`).
    private var summariesRead: [String: StoredSummary]?
    /// The last full build's skeleton, when the scan found only data tables changed (nil
    /// otherwise, and for a clean build or no cache): what an edit build (`EditBuild`) needs.
    private(set) var skeleton: SiteSkeleton?

    /// Scans inputs (reusing the hashes of files the cache knows unchanged) and outputs. The
    /// input folders are walked while the cache's records are read; the output folder is
    /// listed where it changed since the last build recorded it (`FileTree.Recorded`). Table
    /// summaries, which only a build that is not a no-op reads, are read once the walk found
    /// an input changed, while the output folder is checked; when only data tables changed,
    /// the site's skeleton is read instead (an edit build may need no summaries).
    init(site: URL, output: URL, cache: BuildCache?) {
        let root = output.path + "/"
        // The inputs' records: read by whichever branch asks first (the cache is read by one
        // thread at a time), then taken by the walk's, which then holds their only reference.
        let recordedInputs = Mutex<[String: InputScan.File]??>(nil)
        @Sendable func readInputs() {
            recordedInputs.withLock { read in if read == nil { read = .some(cache?.inputs) } }
        }
        @Sendable func takeInputs() -> [String: InputScan.File]? {
            recordedInputs.withLock { read in
                let inputs = read ?? cache?.inputs
                read = .some(nil)
                return inputs
            }
        }
        // The walk, then the inputs scanned and digested (their records are read beside the
        // walk); beside it all, the output folder checked against the last build's record.
        let (walked, stored) = ConcurrentMap.both({ () -> Walked in
            var tree = InputTree.scan(site: site, output: output)
            let previous = takeInputs()
            let hadRecords = previous != nil
            let scan = InputScan(site: site).scan(tree, previous: (consume previous) ?? [:])
            let change = hadRecords ? Self.change(scan) : .other
            // Digested before the files that could not be read are left out: they have no hash.
            let digests = InputScan.digests(scan, in: tree, extra: [Tabula.version, BuildCache.formatVersion, output.path])
            tree.leaveOut(Set(scan.problems.map(\.path)))
            var walked = Walked(tree: tree, scan: scan, digests: digests, hadRecords: hadRecords)
            switch change {
            case .none: break
            case .dataTables: walked.skeleton = cache?.skeleton
            case .other: walked.summaries = cache?.summaries
            }
            return walked
        }, {
            let last = cache?.lastBuild
            readInputs()
            let found = last.map { FileTree.walk(output.path, recorded: FileTree.Recorded(files: $0.outputs.keys, folders: $0.folders)) }
            return (last, found ?? (FileTree.walk(output.path), [:]), Self.intact(last?.outputs ?? [:], root: root))
        })
        (tree, summariesRead, skeleton) = (walked.tree, walked.summaries, walked.skeleton)
        replacedInputs = walked.hadRecords ? walked.scan.replaced : nil
        (last, (listed, intactFolders), intact) = stored
        inputs = walked.scan.files
        changedInputs = walked.scan.changed
        problems = tree.problems + walked.scan.problems
        (digest, shape) = walked.digests
        leftStaging = access(root + OutputSink.stagingName, F_OK) == 0
    }

    /// What the walk and the input scan found.
    private struct Walked: Sendable {
        var tree: InputTree
        var scan: InputScan.Scanned
        var digests: (inputs: ContentHash, shape: ContentHash)
        /// Whether the cache had the inputs' records.
        var hadRecords: Bool
        var summaries: [String: StoredSummary]?
        var skeleton: SiteSkeleton?
    }

    private enum Change { case none, dataTables, other }

    /// How the inputs a scan found differ from the records it was given: not at all, only in
    /// the content of data tables (`SiteSkeleton.isDataTable`), or otherwise (an input new or
    /// gone).
    private static func change(_ scan: InputScan.Scanned) -> Change {
        let replaced = scan.replaced
        guard replaced.gone.isEmpty, replaced.added == 0 else { return .other }
        if scan.changed.isEmpty { return .none }
        return scan.changed.allSatisfy(SiteSkeleton.isDataTable) ? .dataTables : .other
    }

    /// Summaries of the data tables the last build read, by source path (nil for a clean
    /// build or no cache): those the scan read, or else read now from `cache`.
    func summaries(from cache: BuildCache?) -> [String: StoredSummary]? {
        summariesRead ?? cache?.summaries
    }

    /// The output files (under `root`) still with the stamp recorded for them: a stat per
    /// file, on all cores.
    private static func intact(_ recorded: [String: OutputStamp], root: String) -> [String: OutputStamp] {
        let folder = OpenFolder(root)
        let changed = ConcurrentMap.filter(recorded, size: 512) { path, stamp in folder.stamp(path) != stamp }
        var intact = recorded
        for (path, _) in changed { intact[path] = nil }
        return intact
    }

    /// The output folder's files and folders as this build found them.
    var existing: FileTree.Listing {
        if let listed { return listed }
        guard let last else { return FileTree.Listing() }
        return FileTree.Recorded(files: last.outputs.keys, folders: last.folders).listing
    }

    /// True when the last build had these very inputs and left the output folder exactly as
    /// it is now: nothing to do.
    var isUnchanged: Bool {
        guard let last, last.digest == digest else { return false }
        return outputsAsLeft
    }

    /// The files and folders the output folder holds: those the last build recorded, when it
    /// is as that build left it (not copied into sets of their own).
    var presentFiles: OutputPaths {
        if outputsAsLeft, let last { return .recorded(last.outputs) }
        return .these(Set(existing.files))
    }

    var presentFolders: OutputPaths {
        if foldersAsLeft, let last { return .recorded(last.folders) }
        return .these(Set(existing.folders))
    }

    /// True when the last build recorded its folders' stamps and every folder is still as
    /// recorded (`FileTree.Recorded`).
    var foldersAsLeft: Bool { last.map { !$0.folders.isEmpty && intactFolders.count == $0.folders.count } ?? false }

    /// True when the output folder is exactly as the last build left it (and nothing is
    /// wrong with the inputs' entries).
    var outputsAsLeft: Bool {
        guard let last, intact.count == last.outputs.count, problems.isEmpty, !leftStaging else { return false }
        // Every folder as recorded: the output folder holds the recorded files, all intact,
        // and no folder without a file.
        if foldersAsLeft { return true }
        return Set(existing.files) == Set(intact.keys) && existing.childless.isEmpty
    }
}
