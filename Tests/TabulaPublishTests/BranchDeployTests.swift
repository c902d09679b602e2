import Foundation
import TabulaTestSupport
import Testing
import TabulaCore
@testable import TabulaPublish

@Suite struct BranchDeployTests {
    /// A git repository holding a new site, with one commit.
    func repository() throws -> (folder: TemporaryFolder, site: URL) {
        let folder = try TemporaryFolder()
        let site = try folder.newSite()
        try git(["init", "-q", "-b", "main"], in: site)
        try git(["add", "-A"], in: site)
        try git(["commit", "-q", "-m", "Add the first tables"], in: site)
        return (folder, site)
    }

    func publish(_ site: URL, dryRun: Bool = false) throws -> (changes: ChangeSet, commit: String?) {
        let staging = try Publisher(site: site).prepare()
        defer { staging.remove() }
        let deploy = BranchDeploy(build: staging.root, site: site, branch: "gh-pages", environment: gitIdentity)
        if dryRun { return (try deploy.plan(), nil) }
        let outcome = try deploy.deploy()
        return (outcome.changes, outcome.commit)
    }

    @Test func theBranchTreeEqualsTheBuildAndTheMessageNamesTheSourceCommit() throws {
        let (folder, site) = try repository()
        let status = try git(["status", "--porcelain", "--ignored"], in: site)
        let index = try git(["ls-files", "-s"], in: site)
        let (changes, commit) = try publish(site)
        let published = try #require(commit)
        #expect(try git(["rev-parse", "gh-pages"], in: site) == published)
        #expect(changes.added.contains("index.html") && changes.added.contains("robots.txt"))
        let short = try git(["rev-parse", "--short", "HEAD"], in: site)
        #expect(try git(["log", "-1", "--format=%s", "gh-pages"], in: site) == "Publish \(short): Add the first tables")
        // The tree holds exactly the build.
        let staging = try Publisher(site: site).prepare()
        defer { staging.remove() }
        let tree = try git(["ls-tree", "-r", "--name-only", "gh-pages"], in: site).split(separator: "\n").map(String.init)
        #expect(tree == (try BuildTree.files(in: staging.root)))
        let robots = try git(["show", "gh-pages:robots.txt"], in: site)
        #expect(robots == (try String(contentsOf: staging.root.appendingPathComponent("robots.txt"), encoding: .utf8)).trimmingCharacters(in: .newlines))
        // HEAD, the working tree and the index are untouched.
        #expect(try git(["symbolic-ref", "HEAD"], in: site) == "refs/heads/main")
        #expect(try git(["status", "--porcelain", "--ignored"], in: site) == status)
        #expect(try git(["ls-files", "-s"], in: site) == index)
        _ = folder
    }

    @Test func republishingAnUnchangedBuildMakesNoCommit() throws {
        let (folder, site) = try repository()
        let first = try #require(try publish(site).commit)
        let (changes, second) = try publish(site)
        #expect(second == nil)
        #expect(changes.isEmpty)
        #expect(try git(["rev-parse", "gh-pages"], in: site) == first)
        _ = folder
    }

    @Test func aNewSourceCommitAddsAChildCommit() throws {
        let (folder, site) = try repository()
        let first = try #require(try publish(site).commit)
        try folder.write("site/Content/guides/templates.md", "---\ntitle: Templates\nweight: 2\n---\nChanged.\n")
        try git(["commit", "-q", "-am", "Change the templates guide"], in: site)
        let (changes, second) = try publish(site)
        let commit = try #require(second)
        #expect(try git(["rev-parse", "\(commit)^"], in: site) == first)
        #expect(changes.changed == ["guides/index.html", "guides/templates/index.html"])
        #expect(try git(["log", "-1", "--format=%s", "gh-pages"], in: site).hasSuffix(": Change the templates guide"))
    }

    @Test func dryRunListsChangesAndWritesNothing() throws {
        let (folder, site) = try repository()
        let objects = try git(["count-objects", "-v"], in: site)
        let (changes, _) = try publish(site, dryRun: true)
        #expect(changes.added.contains("sitemap.xml"))
        #expect(try git(["count-objects", "-v"], in: site) == objects)
        #expect(throws: Git.Failed.self) { try git(["rev-parse", "--verify", "gh-pages"], in: site) }
        _ = try publish(site)
        #expect(try publish(site, dryRun: true).changes.isEmpty)
        _ = folder
    }

    @Test func pushSendsTheBranchToTheRemote() throws {
        let (folder, site) = try repository()
        try git(["init", "-q", "--bare", folder("remote.git").path], in: folder.url)
        try git(["remote", "add", "origin", folder("remote.git").path], in: site)
        let staging = try Publisher(site: site).prepare()
        defer { staging.remove() }
        let deploy = BranchDeploy(build: staging.root, site: site, environment: gitIdentity)
        let commit = try #require(try deploy.deploy().commit)
        try deploy.push(to: "origin")
        #expect(try git(["rev-parse", "gh-pages"], in: folder("remote.git")) == commit)
    }

    @Test func theCheckedOutBranchIsRefused() throws {
        let (folder, site) = try repository()
        let staging = try Publisher(site: site).prepare()
        defer { staging.remove() }
        #expect(throws: BranchDeploy.Refused.self) {
            try BranchDeploy(build: staging.root, site: site, branch: "main", environment: gitIdentity).deploy()
        }
        _ = folder
    }
}
