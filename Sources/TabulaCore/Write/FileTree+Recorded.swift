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
        var files: [String: OutputStamp].Keys
        var folders: [String: OutputStamp]

        /// The listing of exactly these files and folders.
        var listing: Listing {
            Listing(files: Array(files), folders: folders.keys.filter { !$0.isEmpty }, everyFolderHoldsAFile: true)
        }
    }

    /// The listing of `root` (as `walk(_:)` gives it), reading only folders whose stamp is not
    /// the recorded one; the others' files are the recorded ones. Every recorded folder is
    /// stat'ed, on all cores. Without a record of the output folder itself, a full walk.
    /// The listing is nil when every folder has its recorded stamp: it is `recorded.listing`.
    /// `unchanged`: the folders found with their recorded stamp.
    static func walk(_ root: String, recorded: Recorded) -> (listing: Listing?, unchanged: [String: OutputStamp]) {
        guard recorded.folders[""] != nil else { return (walk(root), [:]) }
        let open = OpenFolder(root)
        let unsure = ConcurrentMap.filter(recorded.folders, size: 512) { folder, stamp in open.folderStamp(folder) != stamp }
        if unsure.isEmpty { return (nil, recorded.folders) }
        // Those found gone or changed, looked at again: a folder changed in between is listed.
        let unsureFolders = Set(unsure.map(\.key))
        let changed = unsureFolders.filter { open.folderStamp($0) != nil }
        if unsureFolders.contains(""), !changed.contains("") { return (Listing(), [:]) }  // no output folder
        var unchanged = recorded.folders
        for folder in unsureFolders { unchanged[folder] = nil }
        let gone = unsureFolders.subtracting(changed)
        var listing = Listing()
        listing.folders = recorded.folders.keys.filter { !$0.isEmpty && !gone.contains($0) }
        listing.files = recorded.files.filter { !unsureFolders.contains(ContentPaths.directory(of: $0)) }
        // Each changed folder is listed; a folder in it that no build recorded is walked whole.
        let known = Set(listing.folders)
        let relisted = ConcurrentMap.map(Array(changed)) { folder -> Listing in
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
        for file in files { ContentPaths.addFolders(of: file, to: &folders) }
        return stamps(root, Array(folders), into: [:])
    }

    /// The stamps of the folders after a build that found `recorded` (the last build's folder
    /// stamps) and `unchanged` of them as recorded (`walk(_:recorded:)`; nil for every one),
    /// then added entries to or removed entries from `touched` only (every folder it wrote a
    /// file into or removed something from, with the folders holding them). Only the touched
    /// folders, and those not found unchanged, are stat'ed; a folder that is gone is left out.
    /// When every one was found unchanged (a one-file edit), `recorded` is extended in place:
    /// the caller hands over its only reference.
    static func folderStamps(_ root: String, recorded: consuming [String: OutputStamp], unchanged: [String: OutputStamp]?,
                             touched: Set<String>) -> [String: OutputStamp] {
        guard let unchanged else { return stamps(root, Array(touched), into: recorded, droppingGone: true) ?? [:] }
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
    private static func stamps(_ root: String, _ folders: [String], into result: consuming [String: OutputStamp],
                               droppingGone: Bool = false) -> [String: OutputStamp]? {
        let open = OpenFolder(root)
        let stamps = ConcurrentMap.chunks(folders.count, size: 512) { range in
            range.map { i in open.folderStamp(folders[i]) }
        }
        for (folder, stamp) in zip(folders, stamps) {
            if let stamp { result[folder] = stamp } else if droppingGone { result[folder] = nil } else { return nil }
        }
        return result
    }
}
