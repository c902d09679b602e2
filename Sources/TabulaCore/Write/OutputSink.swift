import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Takes output files as they are rendered, from any thread, and stages each at once, so a
/// build never holds the whole site's output in memory, and the output folder itself does
/// not change until the build has succeeded.
///
/// Stage, then commit: a file whose bytes changed (or a new one) is written into the staging
/// folder (`<output>/.tabula-staging/<path>`, hidden, on the output's own file system); a file
/// already holding its bytes is left alone (it keeps its modification time). The sink then
/// either commits (`commit`: renames every staged file into place, so a reader sees the old
/// file or the new one, never half of one; removes stale files) or discards the staging
/// folder (`discard`), leaving the output folder as it was. A staging folder a killed build left is removed by
/// the next build that writes.
///
/// Write errors do not stop the renderers: the first one is kept (and nothing more is
/// written), and so is every path put twice (two sources of one output file).
final class OutputSink: Sendable {
    static let stagingName = ".tabula-staging"

    /// The output folder, and where its new files are staged.
    let root: String
    let staging: String
    /// The output folder as users see it (from the site folder when inside it).
    let shown: String
    /// Files the output folder held when the build began; any other path is new.
    private let present: OutputPaths
    /// Folders made for the output folder itself (it, and parents it lacked), outermost first.
    let madeForRoot: [String]

    /// A path put twice, and what put it each time.
    struct Collision: Sendable, Equatable {
        var path: String
        var first: String
        var second: String
    }

    private struct State {
        /// Every path put or kept, with what put it ("" when not said).
        var paths: [String: String] = [:]
        var stagedFolders: Set<String> = [""]
        /// The stamp of every file staged, by path.
        var written: [String: OutputStamp] = [:]
        /// The stamp of every file put that already held its bytes, by path.
        var unchanged: [String: OutputStamp] = [:]
        var kept = 0
        var error: FileWriteError?
        var collisions: [Collision] = []
    }

    private let state = Mutex(State())

    /// `present`: the files of the output folder as the build found it (see `FileTree.walk`).
    init(output: URL, shownAs shown: String, present: OutputPaths) throws(FileWriteError) {
        root = output.standardizedFileURL.path
        staging = root + "/" + Self.stagingName
        self.shown = shown
        self.present = present
        do {
            madeForRoot = try OutputFile.makeFolders(root)
        } catch {
            throw FileWriteError(path: shown, code: error.code)
        }
        OutputFile.removeTree(staging)
        guard mkdir(staging, 0o755) == 0 else {
            let code = errno
            for folder in madeForRoot.reversed() { rmdir(folder) }
            throw FileWriteError(path: shown, code: code)
        }
    }

    /// Stages one output file (path relative to the output folder); `owner` says what makes it.
    func put(_ path: String, _ text: String, from owner: String = "") {
        put(path, text.utf8.span, from: owner)
    }

    func put(_ path: String, _ bytes: [UInt8], from owner: String = "") {
        put(path, bytes.span, from: owner)
    }

    func put(_ path: String, _ bytes: Span<UInt8>, from owner: String = "") {
        let folder = ContentPaths.directory(of: path)
        let (first, failed, needsFolder) = state.withLock { state in
            let first = state.paths.updateValue(owner, forKey: path)
            if let first { state.collisions.append(Collision(path: path, first: first, second: owner)) }
            return (first, state.error != nil, !state.stagedFolders.contains(folder))
        }
        guard first == nil, !failed else { return }
        if present.contains(path), let stamp = OutputFile.stamp(ifHolding: bytes, root + "/" + path) {
            state.withLock { $0.unchanged[path] = stamp }
            return
        }
        do throws(FileWriteError) {
            if needsFolder {
                try OutputFile.makeFolders(staging + "/" + folder)
                state.withLock { ContentPaths.addFolders(of: path, to: &$0.stagedFolders) }
            }
            let stamp = try OutputFile.create(bytes, at: staging + "/" + path, shown: shown + "/" + path)
                ?? OutputStamp(size: -1, modified: -1)  // matches no file: the next build makes it again
            state.withLock { $0.written[path] = stamp }
        } catch {
            let error = FileWriteError(path: shown + "/" + path, code: error.code)
            state.withLock { if $0.error == nil { $0.error = error } }
        }
    }

    /// Keeps an output file as the last build wrote it (it counts as put, and unchanged).
    func keep(_ path: String, from owner: String = "") {
        state.withLock {
            if let first = $0.paths.updateValue(owner, forKey: path) {
                $0.collisions.append(Collision(path: path, first: first, second: owner))
                return
            }
            $0.kept += 1
        }
    }

    /// Every path put so far (a view of the sink's own record, not a copy: a build may put a
    /// million files).
    var paths: Dictionary<String, String>.Keys { state.withLock { $0.paths.keys } }

    /// What put `path`, if it was put.
    func owner(_ path: String) -> String? { state.withLock { $0.paths[path] } }

    /// Paths whose file this build staged (the others are as they were).
    var writtenPaths: Dictionary<String, OutputStamp>.Keys { state.withLock { $0.written.keys } }

    /// The stamp of every file put, by path, as it will stand once committed: those staged
    /// (moving a file into place keeps its stamp), and those found already holding their
    /// bytes. Kept files are in neither: their stamps are the ones they were found with.
    var stamps: (staged: [String: OutputStamp], unchanged: [String: OutputStamp]) {
        state.withLock { ($0.written, $0.unchanged) }
    }

    /// Folders of the staging folder, each with every folder holding it, by path relative to
    /// it ("" is the staging folder itself).
    var stagedFolders: Set<String> { state.withLock { $0.stagedFolders } }

    /// Files kept without being made (see `keep`).
    var kept: Int { state.withLock { $0.kept } }

    /// Paths put twice, in the order found.
    var collisions: [Collision] { state.withLock { $0.collisions } }

    /// (files staged, files already holding their bytes); throws the first write error.
    func counts() throws(FileWriteError) -> (written: Int, unchanged: Int) {
        let (written, unchanged, error) = state.withLock { ($0.written.count, $0.unchanged.count + $0.kept, $0.error) }
        if let error { throw error }
        return (written, unchanged)
    }
}
