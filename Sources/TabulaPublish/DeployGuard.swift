import Foundation

/// What keeps a folder deploy from destroying what it did not make: the mark every deploy
/// leaves in its folder, the refusal of a non-empty folder without it, and the deletion cap.
extension FolderDeploy {
    /// The hidden file every deploy writes at the top of its folder. Its presence says an
    /// earlier publish made the folder, so replacing what the folder holds is expected.
    public static let markName = ".tabula-published"

    static let markText = """
        This folder is a site deployed by `tabula publish --to`. Each publish makes it equal to
        the build: files the build does not have are removed; hidden entries (such as this
        file) are kept. Without this file, publish refuses to write into a non-empty folder
        unless given --force.

        """

    /// Why a deploy with these changes must not happen as asked, one reason a line; empty
    /// when it may.
    public func refusals(for changes: ChangeSet) throws -> [String] {
        refusals(changes, entries: try FolderEntries(destination))
    }

    /// Why `destination`, as it is, must not receive a deploy without `force`: it holds
    /// visible entries and no mark of an earlier publish. Needs no build, so `publish` asks
    /// before building.
    public static func foreignFolderRefusal(_ destination: URL) throws -> String? {
        foreignFolderRefusal(destination.standardizedFileURL, entries: try FolderEntries(destination), changes: nil)
    }

    func refusals(_ changes: ChangeSet, entries: FolderEntries) -> [String] {
        var problems: [String] = []
        if !force, let foreign = Self.foreignFolderRefusal(destination, entries: entries, changes: changes) {
            problems.append(foreign)
        }
        if let limit = maxDeletes, changes.removed.count > limit {
            let count = changes.removed.count
            problems.append(
                "publish would remove \(count) file\(count == 1 ? "" : "s") from \(destination.path), more than the limit of \(limit): "
                    + "check the list with --dry-run, then pass --max-deletes \(count) to allow it (--max-deletes -1: no limit)")
        }
        return problems
    }

    private static func foreignFolderRefusal(_ destination: URL, entries: FolderEntries, changes: ChangeSet?) -> String? {
        guard entries.hasVisibleTopLevelEntry, !entries.hidden.contains(markName) else { return nil }
        let what = changes.map { " (\($0.removed.count) removed, \($0.changed.count) replaced)" } ?? ""
        return "\(destination.path) is not empty and no earlier publish made it (it has no \(markName)): "
            + "publishing makes it equal to the build, deleting or replacing what it holds\(what). "
            + "Publish into an empty or new folder, or pass --force to publish here anyway (--dry-run lists what would change)"
    }
}
