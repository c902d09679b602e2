import Foundation

/// Phase 1 of a build, scan: the inputs as they are now, the output folder as it is, and what
/// the last build recorded of both. Decides whether the build is a no-op.
struct BuildStart: Sendable {
    /// Every input file (`Content/`, `Templates/`) with its content hash.
    var inputs: [String: InputScan.File]
    /// One hash of every input and of what else the output depends on.
    var digest: ContentHash
    /// What the last finished build recorded (nil for a clean build or no cache).
    var last: BuildCache.LastBuild?
    /// The output folder's files and folders as this build found them.
    var existing: FileTree.Listing
    /// Output files still exactly as the last build wrote them, with the stamp it recorded.
    var intact: [String: OutputStamp]

    /// Scans inputs (reusing the hashes of files the cache knows unchanged) and outputs.
    init(site: URL, output: URL, cache: BuildCache?) throws {
        inputs = try InputScan(site: site).scan(previous: cache?.inputs ?? [:])
        digest = InputScan.digest(inputs, extra: [Tabula.version, BuildCache.formatVersion, output.path])
        last = cache?.lastBuild
        existing = FileTree.walk(output.path)
        let root = output.path + "/"
        let recorded = Array(last?.outputs ?? [:])
        // A stat per recorded file, on all cores.
        let stillIntact = ConcurrentMap.chunks(recorded.count, size: 512) { range in
            recorded[range].filter { OutputStamp.of(path: root + $0.key) == $0.value }
        }
        intact = Dictionary(uniqueKeysWithValues: stillIntact.map { ($0.key, $0.value) })
    }

    /// True when the last build had these very inputs and left the output folder exactly as
    /// it is now: nothing to do.
    var isUnchanged: Bool {
        guard let last, last.digest == digest, intact.count == last.outputs.count else { return false }
        return Set(existing.files) == Set(intact.keys) && existing.childless.isEmpty
    }
}
