import Foundation
import TabulaTestSupport
import Testing
@testable import TabulaPublish

/// A folder deploy never destroys what it did not make without being told.
@Suite struct DeployGuardTests {
    /// A staged build of the scaffold site; removed when the test ends.
    private final class Build {
        let staging: Staging
        init(_ site: URL) throws { staging = try Publisher(site: site).prepare() }
        deinit { staging.remove() }

        func deploy(to destination: URL, force: Bool = false, maxDeletes: Int? = FolderDeploy.defaultMaxDeletes) -> FolderDeploy {
            var deploy = FolderDeploy(build: staging.root, destination: destination)
            deploy.force = force
            deploy.maxDeletes = maxDeletes
            return deploy
        }
    }

    @Test func aFolderNoPublishMadeIsRefusedAndKeptAsItWas() throws {
        let folder = try TemporaryFolder(["www/index.html": "my own page", "www/notes/todo.txt": "keep me"])
        let build = try Build(try folder.newSite())
        let before = try Snapshot(folder("www"))
        let message = thrownMessage { try build.deploy(to: folder("www")).deploy() }
        #expect(message?.contains("\(folder("www").path) is not empty and no earlier publish made it") == true)
        #expect(message?.contains("(1 removed, 1 replaced)") == true)
        #expect(message?.contains("pass --force") == true)
        #expect(try FolderDeploy.foreignFolderRefusal(folder("www")) != nil)
        #expect(try Snapshot(folder("www")) == before)
    }

    @Test func forceReplacesItAndMarksItAsPublished() throws {
        let folder = try TemporaryFolder(["www/index.html": "my own page"])
        let build = try Build(try folder.newSite())
        #expect(try build.deploy(to: folder("www"), force: true).deploy().changed == ["index.html"])
        #expect(folder.exists("www/\(FolderDeploy.markName)"))
        // From now on the folder is a publish's own: no --force needed.
        try folder.write("www/stray.html", "x")
        #expect(try FolderDeploy.foreignFolderRefusal(folder("www")) == nil)
        #expect(try build.deploy(to: folder("www")).deploy().removed == ["stray.html"])
    }

    @Test(arguments: [[:], [".git/HEAD": "ref: refs/heads/main\n", ".well-known/security.txt": "x"]])
    func aMissingEmptyOrOnlyHiddenFolderNeedsNoForce(_ files: [String: String]) throws {
        let folder = try TemporaryFolder(files.mapKeys { "www/\($0)" })
        try FileManager.default.createDirectory(at: folder("www"), withIntermediateDirectories: true)
        let build = try Build(try folder.newSite())
        #expect(try build.deploy(to: folder("www")).deploy().removed.isEmpty)
        #expect(try build.deploy(to: folder("new")).deploy().removed.isEmpty)
        for (path, text) in files { #expect(try folder.read("www/\(path)") == text) }
    }

    @Test func moreRemovalsThanTheCapAreRefusedUntilAllowed() throws {
        let folder = try TemporaryFolder()
        let build = try Build(try folder.newSite())
        try build.deploy(to: folder("www")).deploy()
        for index in 0..<5 { try folder.write("www/extra/\(index).html", "old") }
        let before = try Snapshot(folder("www"))
        let message = thrownMessage { try build.deploy(to: folder("www"), maxDeletes: 4).deploy() }
        #expect(message == "publish would remove 5 files from \(folder("www").path), more than the limit of 4: "
            + "check the list with --dry-run, then pass --max-deletes 5 to allow it (--max-deletes -1: no limit)")
        #expect(try Snapshot(folder("www")) == before)
        #expect(try build.deploy(to: folder("www"), maxDeletes: 5).deploy().removed.count == 5)
        for index in 0..<300 { try folder.write("www/extra/\(index).html", "old") }
        #expect(try build.deploy(to: folder("www")).refusals(for: build.deploy(to: folder("www")).plan()).count == 1)
        #expect(try build.deploy(to: folder("www"), maxDeletes: nil).deploy().removed.count == 300)
    }

    @Test func symbolicLinksCountAsEntriesAndHiddenOnesAreKept() throws {
        let folder = try TemporaryFolder(["www/.keep/real.txt": "kept", "elsewhere/data.txt": "outside"])
        let build = try Build(try folder.newSite())
        try build.deploy(to: folder("www")).deploy()
        let fm = FileManager.default
        try fm.createSymbolicLink(atPath: folder("www/media").path, withDestinationPath: folder("elsewhere").path)
        try fm.createSymbolicLink(atPath: folder("www/.alias").path, withDestinationPath: ".keep/real.txt")
        let changes = try build.deploy(to: folder("www")).deploy()
        #expect(changes.removed == ["media"])
        #expect(try fm.destinationOfSymbolicLink(atPath: folder("www/.alias").path) == ".keep/real.txt")
        #expect(try folder.read("www/.keep/real.txt") == "kept")
        #expect(try folder.read("elsewhere/data.txt") == "outside")
    }

    @Test func leftoversOfKilledDeploysBesideTheFolderAreRemoved() throws {
        let folder = try TemporaryFolder([".www.tabula-publish-0A1B/index.html": "half a tree", "other/keep.txt": "x"])
        let build = try Build(try folder.newSite())
        try build.deploy(to: folder("www")).deploy()
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted() == ["other", "site", "www"])
    }
}

private extension Dictionary where Key == String {
    func mapKeys(_ transform: (String) -> String) -> [String: Value] {
        Dictionary(uniqueKeysWithValues: map { (transform($0.key), $0.value) })
    }
}
