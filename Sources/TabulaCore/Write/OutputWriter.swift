import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Makes the output folder hold exactly a build's files, or leaves it as it was: the files an
/// `OutputSink` staged are committed only when the whole build succeeded.
struct OutputWriter {
    let output: URL

    struct Result: Sendable {
        var written = 0
        var unchanged = 0
        var removed = 0
        /// The files of the output folder the commit removed (none the build made or kept).
        var removedPaths: [String] = []
    }

    /// Stages files copied as they are (assets): output path → source path from the site
    /// folder. A source that cannot be read is reported at its path.
    func copy(_ copies: [(source: String, outputPath: String)], site: URL, into sink: OutputSink, diagnostics: Diagnostics) {
        for (source, path) in copies {
            do {
                let data = try InputFile.read(site.appendingPathComponent(source).path)
                sink.put(path, data.span, from: source)
            } catch {
                diagnostics.report(error.diagnostic(source))
            }
        }
    }

    /// Commits what `sink` staged: removes every file of `existing` (the output folder as the
    /// build found it) that the build neither put nor kept (`kept`), then folders left empty
    /// (or found empty), then moves each staged file into place. Throws the sink's first write
    /// error instead, after discarding the staging folder.
    ///
    /// Stale files go first so that a file may take the place of a folder that is gone, and the
    /// other way round. A staged folder the output folder lacks is moved in whole. A failure here (the output folder changed under the build) stops the
    /// commit; what is left is named by no build record, so the next build makes it again.
    /// `files` and `folders` look up what `existing` lists; `existing` is not asked for when
    /// both are the last build's record (the output folder as it left it, no folder empty).
    func commit(_ sink: OutputSink, keep kept: OutputPaths, existing: @autoclosure () -> FileTree.Listing, files: OutputPaths,
                folders existingFolders: OutputPaths) throws(FileWriteError) -> Result {
        let written: Int, unchanged: Int
        do {
            (written, unchanged) = try sink.counts()
        } catch {
            discard(sink)
            throw error
        }
        let root = sink.root
        let put = sink.paths
        var removed: [String] = []
        var candidates: Set<String> = []
        func consider(_ folder: String) {
            var folder = folder
            while !folder.isEmpty, candidates.insert(folder).inserted { folder = ContentPaths.directory(of: folder) }
        }
        // Kept as recorded but some (an edit): only those may go; else every file found.
        let found = kept.isRecorded && files.isRecorded ? nil : existing()
        let stale = found?.files ?? kept.excluded.filter(files.contains)
        for path in stale where !put.contains(path) && !kept.contains(path) {
            guard unlink(root + "/" + path) == 0 || errno == ENOENT else { throw FileWriteError(path: sink.shown + "/" + path, code: errno) }
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
        let staged = sink.stagedFolders.sorted { $0.utf8.count < $1.utf8.count }
        for folder in staged where !isThere(folder) && !isMoved(folder) {
            guard rename(sink.staging + "/" + folder, root + "/" + folder) == 0 else {
                throw FileWriteError(path: sink.shown + "/" + folder, code: errno)
            }
            moved.insert(folder)
        }
        for path in sink.writtenPaths where !isMoved(ContentPaths.directory(of: path)) {
            guard rename(sink.staging + "/" + path, root + "/" + path) == 0 else {
                throw FileWriteError(path: sink.shown + "/" + path, code: errno)
            }
        }
        for folder in staged.reversed() where !isMoved(folder) {
            rmdir(folder.isEmpty ? sink.staging : sink.staging + "/" + folder)
        }
        OutputFile.removeTree(sink.staging)  // nothing is left in it unless the commit broke off
        return Result(written: written, unchanged: unchanged, removed: removed.count, removedPaths: removed)
    }

    /// Removes what `sink` staged, and the folders made for the output folder itself: the
    /// output folder is left as the build found it.
    func discard(_ sink: OutputSink) {
        OutputFile.removeTree(sink.staging)
        for folder in sink.madeForRoot.reversed() { rmdir(folder) }
    }
}
