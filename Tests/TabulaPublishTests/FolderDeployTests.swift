import Foundation
import TabulaTestSupport
import Testing
import TabulaCore
@testable import TabulaPublish

@Suite struct FolderDeployTests {
    /// Builds, checks and deploys the site to `destination`, as `tabula publish --to` does.
    @discardableResult
    func publish(_ site: URL, to destination: URL, dryRun: Bool = false, force: Bool = false,
                 maxDeletes: Int? = FolderDeploy.defaultMaxDeletes) throws -> ChangeSet {
        let staging = try Publisher(site: site).prepare()
        defer { staging.remove() }
        var deploy = FolderDeploy(build: staging.root, destination: destination)
        deploy.force = force
        deploy.maxDeletes = maxDeletes
        return dryRun ? try deploy.plan() : try deploy.deploy()
    }

    @Test func publishingTwiceChangesNothingTheSecondTime() throws {
        let folder = try TemporaryFolder()
        let site = try folder.newSite()
        let first = try publish(site, to: folder("www"))
        #expect(first.added.contains("index.html") && first.added.contains("sitemap.xml") && first.changed.isEmpty)
        try backdate(folder("www"))
        let before = try Snapshot(folder("www"))
        let second = try publish(site, to: folder("www"))
        #expect(second.isEmpty)
        #expect(second.summary == "no changes")
        let after = try Snapshot(folder("www"))
        #expect(after.files == before.files)
        #expect(after.dates == before.dates)
    }

    @Test func changedFilesAreReplacedAndUnchangedOnesKeepTheirTime() throws {
        let folder = try TemporaryFolder()
        let site = try folder.newSite()
        try publish(site, to: folder("www"))
        try backdate(folder("www"))
        let before = try Snapshot(folder("www"))
        try folder.write("site/Content/guides/templates.md", "---\ntitle: Templates\nsummary: Changed\nweight: 2\n---\nNew body.\n")
        let changes = try publish(site, to: folder("www"))
        #expect(changes.changed == ["guides/index.html", "guides/templates/index.html"])
        let after = try Snapshot(folder("www"))
        #expect(after.dates["fruits/index.html"] == before.dates["fruits/index.html"])
        #expect(after.files["guides/templates/index.html"] != before.files["guides/templates/index.html"])
    }

    @Test func staleFilesAreRemovedAndHiddenOnesKept() throws {
        let folder = try TemporaryFolder(["www/old/index.html": "stale", "www/.well-known/security.txt": "keep"])
        let site = try folder.newSite()
        let changes = try publish(site, to: folder("www"), force: true)
        #expect(changes.removed == ["old/index.html"])
        #expect(!folder.exists("www/old"))
        #expect(try folder.read("www/.well-known/security.txt") == "keep")
        try FileManager.default.removeItem(at: folder("site/Content/settings.md"))
        let second = try publish(site, to: folder("www"))
        #expect(second.removed == ["settings/index.html"])
        #expect(!folder.exists("www/settings/index.html"))
        #expect(try Set(BuildTree.files(in: folder("www"))).subtracting([".well-known/security.txt"])
            == Set(Snapshot(folder("www")).files.keys).subtracting([".well-known/security.txt"]))
        // No staging folder is left beside the destination.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted() == ["site", "www"])
    }

    @Test func dryRunListsChangesAndChangesNothing() throws {
        let folder = try TemporaryFolder(["www/old.html": "stale", "www/index.html": "old home"])
        let site = try folder.newSite()
        let before = try Snapshot(folder("www"))
        let changes = try publish(site, to: folder("www"), dryRun: true)
        #expect(changes.removed == ["old.html"])
        #expect(changes.changed == ["index.html"])
        #expect(changes.added.contains("fruits/index.html"))
        #expect(changes.lines.contains("- old.html") && changes.lines.contains("~ index.html") && changes.lines.contains("+ fruits/index.html"))
        #expect(try Snapshot(folder("www")) == before)
        // A dry run to a folder that does not exist does not create it.
        #expect(try publish(site, to: folder("new"), dryRun: true).removed.isEmpty)
        #expect(!folder.exists("new"))
    }

    @Test func aFileIsRefusedAsDestination() throws {
        let folder = try TemporaryFolder(["www": "a file"])
        let site = try folder.newSite()
        #expect(throws: FolderDeploy.Refused.self) { try publish(site, to: folder("www")) }
        #expect(try folder.read("www") == "a file")
    }

    @Test func theSiteAndItsSourcesAreRefusedAsDestinations() throws {
        let folder = try TemporaryFolder()
        let site = try folder.newSite()
        #expect(FolderDeploy.refusal(destination: site, site: site) != nil)
        #expect(FolderDeploy.refusal(destination: folder.url, site: site) != nil)
        #expect(FolderDeploy.refusal(destination: site.appendingPathComponent("Content"), site: site)?.contains("Content/") == true)
        #expect(FolderDeploy.refusal(destination: site.appendingPathComponent("Templates/cells"), site: site) != nil)
        #expect(FolderDeploy.refusal(destination: site.appendingPathComponent("Public"), site: site) == nil)
        #expect(FolderDeploy.refusal(destination: folder("www"), site: site) == nil)
    }

    static let layout = """
        <!DOCTYPE html>
        <html lang="{{lang}}"><head><meta charset="utf-8"><title>{{title}}</title>
        <link rel="stylesheet" href="{{stylesheet}}"></head>
        <body><main id="main">{{{table}}}%@</main></body></html>

        """

    /// The problems that stop the publish, and whether the destination was left as it was.
    func blockedPublish(layoutExtra: String) throws -> (problems: [String], untouched: Bool) {
        let folder = try TemporaryFolder(["www/index.html": "live site"])
        let site = try folder.newSite()
        try folder.write("site/Templates/layout.mustache", Self.layout.replacingOccurrences(of: "%@", with: layoutExtra))
        let before = try Snapshot(folder("www"))
        var problems: [String] = []
        do {
            try publish(site, to: folder("www"))
        } catch let failure as Publisher.Failed {
            problems = failure.problems
        }
        return (problems, try Snapshot(folder("www")) == before)
    }

    @Test func aBrokenLinkBlocksTheDeploy() throws {
        let (problems, untouched) = try blockedPublish(layoutExtra: #"<a href="nowhere/">lost</a>"#)
        #expect(problems == [
            "fruits/index.html: nowhere/ → no such file in the build",
            "guides/index.html: nowhere/ → no such file in the build",
            "index.html: nowhere/ → no such file in the build",
            "settings/index.html: nowhere/ → no such file in the build",
        ])
        #expect(untouched)
    }

    @Test func aMalformedTemplateBlocksTheDeploy() throws {
        let (problems, untouched) = try blockedPublish(layoutExtra: #"<div class="unclosed">"#)
        #expect(problems.contains {
            $0.range(of: #"^index\.html:\d+: </main> closes <main> \(line 4\) while <div> \(line \d+\) is still open$"#,
                     options: .regularExpression) != nil
        })
        #expect(problems.count == 4)
        #expect(untouched)
    }
}

@Suite struct AtomicExchangeTests {
    @Test func twoFoldersSwapPlaces() throws {
        let folder = try TemporaryFolder(["a/one.txt": "old", "b/two.txt": "new"])
        try AtomicExchange.exchange(folder("b"), folder("a"))
        #expect(try folder.read("a/two.txt") == "new")
        #expect(try folder.read("b/one.txt") == "old")
        #expect(!folder.exists("a/one.txt"))
    }

    @Test func aMissingFolderIsAnError() throws {
        let folder = try TemporaryFolder(["a/one.txt": "x"])
        #expect(throws: AtomicExchange.Failed.self) { try AtomicExchange.exchange(folder("a"), folder("missing")) }
        #expect(try folder.read("a/one.txt") == "x")
    }
}
