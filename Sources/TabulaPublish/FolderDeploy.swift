import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Makes a folder equal to a build: new and changed files written, stale ones removed,
/// unchanged ones kept with their modification time. The new tree is prepared beside the
/// folder (unchanged files hard-linked from it) and swapped in atomically, so a reader of
/// the folder never sees a half-published site. Hidden entries of the folder (`.git`,
/// `.well-known`) are kept.
public struct FolderDeploy: Sendable {
    public let build: URL
    public let destination: URL

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

    /// Deploys the build; returns what changed. Changes nothing when nothing differs.
    @discardableResult
    public func deploy() throws -> ChangeSet {
        let fm = FileManager.default
        let (changes, unchanged) = try compare()
        let exists = fm.fileExists(atPath: destination.path)
        if exists && changes.isEmpty { return changes }
        let parent = destination.deletingLastPathComponent()
        try fm.createDirectory(at: parent, withIntermediateDirectories: true)
        let staging = parent.appendingPathComponent(".\(destination.lastPathComponent).tabula-publish-\(UUID().uuidString)", isDirectory: true)
        try fm.createDirectory(at: staging, withIntermediateDirectories: false)
        do {
            for path in try BuildTree.files(in: build) {
                let target = staging.appendingPathComponent(path)
                try fm.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                if unchanged.contains(path) {
                    try linkOrCopy(destination.appendingPathComponent(path), to: target)
                } else {
                    try fm.copyItem(at: build.appendingPathComponent(path), to: target)
                }
            }
            for path in try hiddenFiles() {
                let target = staging.appendingPathComponent(path)
                try fm.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try linkOrCopy(destination.appendingPathComponent(path), to: target)
            }
            if exists {
                try AtomicExchange.exchange(staging, destination)
            } else {
                try fm.moveItem(at: staging, to: destination)
            }
        } catch {
            try? fm.removeItem(at: staging)
            throw error
        }
        // After the swap, `staging` holds the old tree.
        try? fm.removeItem(at: staging)
        return changes
    }

    public struct Refused: Error, CustomStringConvertible {
        public var description: String
    }

    /// Changes, and the build paths whose bytes the destination already has.
    private func compare() throws -> (changes: ChangeSet, unchanged: Set<String>) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: destination.path, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw Refused(description: "\(destination.path) is a file, not a folder; choose a folder to publish into")
        }
        let new = try BuildTree.files(in: build)
        let old = Set(try BuildTree.files(in: destination, hidden: false))
        var added: [String] = []
        var changed: [String] = []
        var unchanged: Set<String> = []
        for path in new {
            if !old.contains(path) {
                added.append(path)
            } else if try sameBytes(build.appendingPathComponent(path), destination.appendingPathComponent(path)) {
                unchanged.insert(path)
            } else {
                changed.append(path)
            }
        }
        let removed = old.subtracting(new)
        return (ChangeSet(added: added, changed: changed, removed: Array(removed)), unchanged)
    }

    private func hiddenFiles() throws -> [String] {
        let visible = Set(try BuildTree.files(in: destination, hidden: false))
        return try BuildTree.files(in: destination).filter { !visible.contains($0) }
    }

    private func sameBytes(_ a: URL, _ b: URL) throws -> Bool {
        let fm = FileManager.default
        let sizeA = try fm.attributesOfItem(atPath: a.path)[.size] as? Int
        let sizeB = try fm.attributesOfItem(atPath: b.path)[.size] as? Int
        guard sizeA == sizeB else { return false }
        return try Data(contentsOf: a) == Data(contentsOf: b)
    }

    /// Hard-links `source` at `target` (same inode, so the same modification time); copies
    /// and keeps the modification time when the file system cannot link.
    private func linkOrCopy(_ source: URL, to target: URL) throws {
        if link(source.path, target.path) == 0 { return }
        let fm = FileManager.default
        try fm.copyItem(at: source, to: target)
        if let date = try fm.attributesOfItem(atPath: source.path)[.modificationDate] {
            try fm.setAttributes([.modificationDate: date], ofItemAtPath: target.path)
        }
    }
}
