import Foundation

/// Makes a folder equal to a build: new and changed files written, stale ones removed,
/// unchanged ones kept with their modification time. The new tree is prepared beside the
/// folder (unchanged files hard-linked from it) and swapped in atomically, so a reader of
/// the folder never sees a half-published site. Hidden entries of the folder (`.git`,
/// `.well-known`) are kept.
///
/// A deploy never destroys what it did not make without being told: it refuses a non-empty
/// folder that no publish made (`force` lifts that), and a deploy that would remove more than
/// `maxDeletes` entries (as `hugo deploy` does).
public struct FolderDeploy: Sendable {
    /// How many entries a deploy may remove unless told otherwise (`hugo deploy`'s default).
    public static let defaultMaxDeletes = 256

    public let build: URL
    public let destination: URL
    /// Deploy into a non-empty folder that no publish made (its visible files are replaced).
    public var force = false
    /// The most entries a deploy may remove; nil for no limit.
    public var maxDeletes: Int? = defaultMaxDeletes

    public init(build: URL, destination: URL) {
        self.build = build.standardizedFileURL
        self.destination = destination.standardizedFileURL
    }

    /// Why `destination` must not receive a deploy of `site`, or nil: a deploy makes the
    /// folder equal to the build, so it must not hold the site or its sources.
    public static func refusal(destination: URL, site: URL) -> String? {
        func folderPath(_ url: URL) -> String {
            let path = url.standardizedFileURL.resolvingSymlinksInPath().path
            return path.hasSuffix("/") ? path : path + "/"
        }
        let target = folderPath(destination)
        if folderPath(site).hasPrefix(target) {
            return "\(destination.path) holds the site itself; deploy to a folder outside \(site.path)"
        }
        for source in ["Content", "Templates"] where target.hasPrefix(folderPath(site.appendingPathComponent(source))) {
            return "\(destination.path) is inside the site's \(source)/ folder; deploy to a folder outside it"
        }
        return nil
    }

    /// What a deploy would change.
    public func plan() throws -> ChangeSet {
        try compare().changes
    }

    /// Deploys the build; returns what changed. Changes nothing when nothing differs, and
    /// throws `Refused` (changing nothing) when `refusals` has any. First removes what killed
    /// deploys to this folder left beside it.
    @discardableResult
    public func deploy() throws -> ChangeSet {
        let fm = FileManager.default
        let parent = destination.deletingLastPathComponent()
        ScratchFolder.removeAbandoned(in: parent, prefix: scratchPrefix)
        let (changes, unchanged, entries) = try compare()
        let problems = refusals(changes, entries: entries)
        if !problems.isEmpty { throw Refused(description: problems.joined(separator: "\n")) }
        let exists = fm.fileExists(atPath: destination.path)
        if exists && changes.isEmpty && entries.hidden.contains(Self.markName) { return changes }
        try fm.createDirectory(at: parent, withIntermediateDirectories: true)
        let scratch = try ScratchFolder.create(in: parent, prefix: scratchPrefix)
        let staging = scratch.url
        do {
            for path in try BuildTree.files(in: build) {
                let target = staging.appendingPathComponent(path)
                try fm.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                if unchanged.contains(path) {
                    try FolderEntries.linkOrCopy(destination.appendingPathComponent(path), to: target)
                } else {
                    try fm.copyItem(at: build.appendingPathComponent(path), to: target)
                }
            }
            for path in entries.hidden {
                let target = staging.appendingPathComponent(path)
                try fm.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try FolderEntries.replicate(destination.appendingPathComponent(path), to: target)
            }
            if !entries.hidden.contains(Self.markName) {
                try Data(Self.markText.utf8).write(to: staging.appendingPathComponent(Self.markName))
            }
            if exists {
                try AtomicExchange.exchange(staging, destination)
            } else {
                try fm.moveItem(at: staging, to: destination)
            }
        } catch {
            scratch.remove()
            throw error
        }
        // After the swap, the scratch folder holds the old tree.
        scratch.remove()
        return changes
    }

    public struct Refused: Error, CustomStringConvertible {
        public var description: String
    }

    /// Names of the folders a deploy prepares beside the destination.
    var scratchPrefix: String { ".\(destination.lastPathComponent).tabula-publish-" }

    /// Changes, the build paths whose bytes the destination already has, and what the
    /// destination holds.
    private func compare() throws -> (changes: ChangeSet, unchanged: Set<String>, entries: FolderEntries) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: destination.path, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw Refused(description: "\(destination.path) is a file, not a folder; choose a folder to publish into")
        }
        let new = try BuildTree.files(in: build)
        let entries = try FolderEntries(destination)
        var added: [String] = []
        var changed: [String] = []
        var unchanged: Set<String> = []
        for path in new {
            guard let isFile = entries.visible[path] else {
                added.append(path)
                continue
            }
            if isFile, try sameBytes(build.appendingPathComponent(path), destination.appendingPathComponent(path)) {
                unchanged.insert(path)
            } else {
                changed.append(path)
            }
        }
        let removed = Set(entries.visible.keys).subtracting(new)
        return (ChangeSet(added: added, changed: changed, removed: Array(removed)), unchanged, entries)
    }

    private func sameBytes(_ a: URL, _ b: URL) throws -> Bool {
        let fm = FileManager.default
        let sizeA = try fm.attributesOfItem(atPath: a.path)[.size] as? Int
        let sizeB = try fm.attributesOfItem(atPath: b.path)[.size] as? Int
        guard sizeA == sizeB else { return false }
        return try Data(contentsOf: a) == Data(contentsOf: b)
    }
}
