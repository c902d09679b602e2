import Crypto
import Foundation

/// Commits a build as the whole tree of a branch of the site's git repository (for static
/// hosts that serve a branch, such as GitHub Pages' `gh-pages`), with git plumbing and a
/// temporary index: the working tree, the index and HEAD are never touched.
public struct BranchDeploy: Sendable {
    public let build: URL
    /// The site folder, inside the repository.
    public let site: URL
    public let branch: String
    /// Extra environment for git (tests set the committer here).
    public var environment: [String: String]

    public init(build: URL, site: URL, branch: String = "gh-pages", environment: [String: String] = [:]) {
        self.build = build.standardizedFileURL
        self.site = site.standardizedFileURL
        self.branch = branch
        self.environment = environment
    }

    public struct Outcome: Sendable {
        public var changes: ChangeSet
        /// The new commit, or nil when the branch already held this tree.
        public var commit: String?
        public var message: String
    }

    public struct Refused: Error, CustomStringConvertible {
        public var description: String
    }

    /// Names of the folders holding a deploy's temporary git index.
    static let indexPrefix = "tabula-index-"

    private var git: Git { Git(directory: site, environment: environment) }
    private var ref: String { "refs/heads/\(branch)" }

    /// What a deploy would change, computed without writing anything into the repository.
    public func plan() throws -> ChangeSet {
        try checkRepository()
        var old: [String: String] = [:]
        if let tip = try tip() {
            let listing = try git.data(["ls-tree", "-r", "-z", "--full-tree", tip])
            for entry in listing.split(separator: 0) {
                let line = String(decoding: entry, as: UTF8.self)
                guard let tab = line.firstIndex(of: "\t") else { continue }
                let fields = line[..<tab].split(separator: " ")
                if fields.count == 3 { old[String(line[line.index(after: tab)...])] = String(fields[2]) }
            }
        }
        var new: [String: String] = [:]
        for path in try BuildTree.files(in: build) {
            new[path] = Self.blobID(try Data(contentsOf: build.appendingPathComponent(path)))
        }
        return ChangeSet.between(old: old, new: new)
    }

    /// Commits the build on the branch; no commit when the branch already holds this tree.
    public func deploy() throws -> Outcome {
        let changes = try plan()
        if try git.run(["symbolic-ref", "-q", "HEAD"], allowFailure: true) == ref {
            throw Refused(description: "\(branch) is the checked-out branch; publish to another branch (--branch NAME) or check out another branch first")
        }
        let gitDirectory = try git.run(["rev-parse", "--absolute-git-dir"])
        // The temporary index lives in a claimed folder, so a killed publish leaves nothing
        // that the next one does not remove.
        let temporary = FileManager.default.temporaryDirectory
        ScratchFolder.removeAbandoned(in: temporary, prefix: Self.indexPrefix)
        let scratch = try ScratchFolder.create(in: temporary, prefix: Self.indexPrefix)
        defer { scratch.remove() }
        var indexEnvironment = environment
        indexEnvironment["GIT_INDEX_FILE"] = scratch.url.appendingPathComponent("index").path
        indexEnvironment["GIT_DIR"] = gitDirectory
        indexEnvironment["GIT_WORK_TREE"] = build.path
        let staged = Git(directory: build, environment: indexEnvironment)
        try staged.run(["add", "--all", "--force", "."])
        let tree = try staged.run(["write-tree"])
        let old = try tip()
        let message = try commitMessage()
        if let old, try git.run(["rev-parse", "\(old)^{tree}"]) == tree {
            return Outcome(changes: ChangeSet(), commit: nil, message: message)
        }
        let commit = try git.run(["commit-tree", tree] + (old.map { ["-p", $0] } ?? []) + ["-m", message])
        try git.run(["update-ref", "-m", "tabula publish", ref, commit, old ?? String(repeating: "0", count: 40)])
        return Outcome(changes: changes, commit: commit, message: message)
    }

    /// `git push REMOTE NAME`.
    public func push(to remote: String) throws {
        try git.run(["push", remote, "\(ref):\(ref)"])
    }

    // MARK: -

    private func checkRepository() throws {
        guard (try? git.run(["rev-parse", "--git-dir"])) != nil else {
            throw Refused(description: "\(site.path) is not inside a git repository; run `git init` there, or publish to a folder with --to DIR")
        }
        guard (try? git.run(["check-ref-format", "--branch", branch])) != nil else {
            throw Refused(description: "\"\(branch)\" is not a valid branch name")
        }
    }

    private func tip() throws -> String? {
        let tip = try git.run(["rev-parse", "--verify", "-q", "\(ref)^{commit}"], allowFailure: true)
        return tip.isEmpty ? nil : tip
    }

    /// `Publish <short sha>: <subject>` of the commit the site is at.
    func commitMessage() throws -> String {
        let head = try git.run(["log", "-1", "--format=%h%x00%s", "HEAD"], allowFailure: true)
        guard !head.isEmpty else { return "Publish (the source repository has no commit yet)" }
        let parts = head.split(separator: "\0", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let dirty = try !git.run(["status", "--porcelain", "--", "."]).isEmpty
        return "Publish \(parts[0]): \(parts.count > 1 ? parts[1] : "")" + (dirty ? " (with uncommitted changes)" : "")
    }

    /// The object id git gives a file with these bytes (SHA-1 repositories).
    static func blobID(_ data: Data) -> String {
        var hasher = Insecure.SHA1()
        hasher.update(data: Data("blob \(data.count)\0".utf8))
        hasher.update(data: data)
        return hasher.finalize().map { String(format: "%02x", $0) }.joined()
    }
}
