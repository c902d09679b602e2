import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The output folder as the last build recorded it, so a build lists only the folders
/// changed since.
///
/// Contract: adding, removing or renaming an entry of a folder changes the folder's
/// modification time. So a folder whose stamp (`OutputStamp`: size and modification time) is
/// the one recorded once the last build's files were in place still holds exactly the entries
/// it held then, and its files are the recorded ones. `recorded.folders` must hold every folder
/// of a recorded file up to the output folder itself (`""`): `folderStamps` makes it so. As
/// with output files' stamps, a change made within the file system's timestamp granularity
/// after the stamp was taken goes unseen.
extension FileTree {
    /// What a finished build left in the output folder: its files, and the stamp of every
    /// folder holding one (the output folder itself as `""`).
    struct Recorded: Sendable {
        var files: [String]
        var folders: [String: OutputStamp]
    }

    /// The listing of `root` (as `walk(_:)` gives it), reading only folders whose stamp is not
    /// the recorded one; the others' files are the recorded ones. Every recorded folder is
    /// stat'ed, on all cores. Without a record of the output folder itself, a full walk.
    /// `unchanged`: the folders found with their recorded stamp (all of them: the listing is
    /// exactly the recorded files and folders).
    static func walk(_ root: String, recorded: Recorded) -> (listing: Listing, unchanged: [String: OutputStamp]) {
        guard recorded.folders[""] != nil else { return (walk(root), [:]) }
        let folders = Array(recorded.folders), open = OpenFolder(root)
        let states = ConcurrentMap.chunks(folders.count, size: 512) { range in
            range.map { i -> FolderState in
                guard let stamp = open.folderStamp(folders[i].key) else { return .gone }
                return stamp == folders[i].value ? .same : .changed
            }
        }
        var listing = Listing()
        var unsure: Set<String> = []
        var changed: [String] = []
        for ((folder, _), state) in zip(folders, states) {
            if state != .gone, !folder.isEmpty { listing.folders.append(folder) }
            if state == .changed { changed.append(folder) }
            if state != .same { unsure.insert(folder) }
        }
        if unsure.isEmpty {
            listing.files = recorded.files
            listing.everyFolderHoldsAFile = true  // recorded folders are those of recorded files
            return (listing, recorded.folders)
        }
        guard !unsure.contains("") || changed.contains("") else { return (Listing(), [:]) }  // no output folder
        var unchanged: [String: OutputStamp] = [:]
        for ((folder, stamp), state) in zip(folders, states) where state == .same { unchanged[folder] = stamp }
        listing.files = recorded.files.filter { !unsure.contains(ContentPaths.directory(of: $0)) }
        // Each changed folder is listed; a folder in it that no build recorded is walked whole.
        let known = Set(listing.folders)
        let relisted = ConcurrentMap.map(changed) { folder -> Listing in
            var found = Listing()
            var pending = list(root, folder, into: &found).filter { !known.contains($0) }
            found.folders.removeAll { known.contains($0) }
            while let relative = pending.popLast() { pending += list(root, relative, into: &found) }
            return found
        }
        for found in relisted {
            listing.files += found.files
            listing.folders += found.folders
        }
        return (listing, unchanged)
    }

    /// The stamp of every folder of `files` (paths under `root`) up to `root` itself (`""`),
    /// for `Recorded`; nil when one cannot be stat'ed. Stat'ed on all cores.
    static func folderStamps(_ root: String, files: some Sequence<String>) -> [String: OutputStamp]? {
        var folders: Set<String> = [""]
        for file in files {
            var folder = ContentPaths.directory(of: file)
            while folders.insert(folder).inserted { folder = ContentPaths.directory(of: folder) }
        }
        return stamps(root, Array(folders), into: [:])
    }

    /// The stamps of the folders after a build that found `recorded` (the last build's folder
    /// stamps) and `unchanged` of them as recorded (`walk(_:recorded:)`), then added entries
    /// to or removed entries from `touched` only (every folder it wrote a file into or removed
    /// something from, with the folders holding them). Only the touched folders, and those not
    /// found unchanged, are stat'ed; a folder that is gone is left out.
    static func folderStamps(_ root: String, recorded: [String: OutputStamp], unchanged: [String: OutputStamp],
                             touched: Set<String>) -> [String: OutputStamp] {
        // All found as recorded (a one-file edit): the recorded stamps, with the touched ones taken again.
        if unchanged.count == recorded.count { return stamps(root, Array(touched), into: recorded, droppingGone: true) ?? recorded }
        var result: [String: OutputStamp] = [:]
        result.reserveCapacity(recorded.count)
        var again = touched.filter { recorded[$0] == nil }
        for (folder, stamp) in recorded {
            if !touched.contains(folder), unchanged[folder] != nil { result[folder] = stamp } else { again.insert(folder) }
        }
        return stamps(root, Array(again), into: result, droppingGone: true) ?? result
    }

    /// `result` with the stamp of each of `folders`, stat'ed on all cores. A folder that is
    /// not there is taken out when `droppingGone`, else makes the result nil.
    private static func stamps(_ root: String, _ folders: [String], into result: [String: OutputStamp],
                               droppingGone: Bool = false) -> [String: OutputStamp]? {
        var result = result
        let open = OpenFolder(root)
        let stamps = ConcurrentMap.chunks(folders.count, size: 512) { range in
            range.map { i in open.folderStamp(folders[i]) }
        }
        for (folder, stamp) in zip(folders, stamps) {
            if let stamp { result[folder] = stamp } else if droppingGone { result[folder] = nil } else { return nil }
        }
        return result
    }

    private enum FolderState: Sendable { case same, changed, gone }
}
