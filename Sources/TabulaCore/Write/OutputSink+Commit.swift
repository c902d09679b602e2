import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Makes the output folder hold exactly a build's files, or leaves it as it was: the files a
/// sink staged are committed only when the whole build succeeded.
extension OutputSink {
    /// What a commit did.
    struct Committed: Sendable {
        var written = 0
        var unchanged = 0
        /// The files of the output folder the commit removed (none the build made or kept).
        var removedPaths: [String] = []
        var removed: Int { removedPaths.count }
    }

    /// Stages files copied as they are (assets): output path → source path from the site
    /// folder. A source that cannot be read is reported at its path.
    func copy(_ copies: [(source: String, outputPath: String)], site: URL, diagnostics: Diagnostics) {
        for (source, path) in copies {
            do {
                let data = try InputFile.read(site.appendingPathComponent(source).path)
                put(path, data.span, from: source)
            } catch {
                diagnostics.report(error.diagnostic(source))
            }
        }
    }

    /// Commits what was staged: removes every file of `existing` (the output folder as the
    /// build found it) that the build neither put nor kept (`keptFiles`), then folders left empty
    /// (or found empty), then moves each staged file into place. Throws the sink's first write
    /// error instead, after discarding the staging folder.
    ///
    /// Stale files go first so that a file may take the place of a folder that is gone, and the
    /// other way round. A staged folder the output folder lacks is moved in whole. A failure here (the output folder changed under the build) stops the
    /// commit; what is left is named by no build record, so the next build makes it again.
    /// `files` and `folders` look up what `existing` lists; `existing` is not asked for when
    /// both are the last build's record (the output folder as it left it, no folder empty).
    func commit(keep keptFiles: OutputPaths, existing: @autoclosure () -> FileTree.Listing, files: OutputPaths,
                folders existingFolders: OutputPaths) throws(FileWriteError) -> Committed {
        let written: Int, unchanged: Int
        do {
            (written, unchanged) = try counts()
        } catch {
            discard()
            throw error
        }
        let put = paths
        var removed: [String] = []
        var candidates: Set<String> = []
        func consider(_ folder: String) {
            var folder = folder
            while !folder.isEmpty, candidates.insert(folder).inserted { folder = ContentPaths.directory(of: folder) }
        }
        // Kept as recorded but some (an edit): only those may go; else every file found.
        let found = keptFiles.isRecorded && files.isRecorded ? nil : existing()
        let stale = found?.files ?? keptFiles.excluded.filter(files.contains)
        for path in stale where !put.contains(path) && !keptFiles.contains(path) {
            guard unlink(root + "/" + path) == 0 || errno == ENOENT else { throw FileWriteError(path: shown + "/" + path, code: errno) }
            removed.append(path)
            consider(ContentPaths.directory(of: path))
        }
        found?.childless.forEach(consider)
        var removedFolders: Set<String> = []
        // Deepest first, so a folder emptied by removing its children goes too; one that still
        // holds something (a dotfile) stays.
        for folder in candidates.sorted(by: { $0.count > $1.count }) where rmdir(root + "/" + folder) == 0 {
            removedFolders.insert(folder)
        }
        // The output folder itself is there.
        func isThere(_ folder: String) -> Bool { folder.isEmpty || (existingFolders.contains(folder) && !removedFolders.contains(folder)) }
        // A staged folder the output folder lacks moves in whole, with one rename (a new table's
        // folder, or every folder of a first build); the files of the others one by one.
        var moved: Set<String> = []
        func isMoved(_ folder: String) -> Bool {
            var folder = folder
            while !folder.isEmpty {
                if moved.contains(folder) { return true }
                folder = ContentPaths.directory(of: folder)
            }
            return false
        }
        // Shallow first (a folder's path is longer than its parent's), so a folder moved whole
        // takes the folders in it along.
        let staged = stagedFolders.sorted { $0.utf8.count < $1.utf8.count }
        for folder in staged where !isThere(folder) && !isMoved(folder) {
            guard rename(staging + "/" + folder, root + "/" + folder) == 0 else {
                throw FileWriteError(path: shown + "/" + folder, code: errno)
            }
            moved.insert(folder)
        }
        for path in writtenPaths where !isMoved(ContentPaths.directory(of: path)) {
            guard rename(staging + "/" + path, root + "/" + path) == 0 else {
                throw FileWriteError(path: shown + "/" + path, code: errno)
            }
        }
        for folder in staged.reversed() where !isMoved(folder) {
            rmdir(folder.isEmpty ? staging : staging + "/" + folder)
        }
        OutputFile.removeTree(staging)  // nothing is left in it unless the commit broke off
        return Committed(written: written, unchanged: unchanged, removedPaths: removed)
    }

    /// Removes what was staged, and the folders made for the output folder itself: the
    /// output folder is left as the build found it.
    func discard() {
        OutputFile.removeTree(staging)
        for folder in madeForRoot.reversed() { rmdir(folder) }
    }
}
