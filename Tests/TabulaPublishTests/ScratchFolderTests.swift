import Foundation
import TabulaTestSupport
import Testing
@testable import TabulaPublish

/// Working folders of a publish: a running one keeps its folder, a killed one's is removed.
@Suite struct ScratchFolderTests {
    @Test func aClaimedFolderIsKeptAndAnAbandonedOneRemoved() throws {
        let folder = try TemporaryFolder(["work-dead/file.txt": "left by a killed run", "work-file": "not a folder"])
        var live: ScratchFolder? = try ScratchFolder.create(in: folder.url, prefix: "work-")
        let livePath = try #require(live?.url.lastPathComponent)
        try folder.write("\(livePath)/build.txt", "in use")
        #expect(ScratchFolder.removeAbandoned(in: folder.url, prefix: "work-") == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted() == [livePath, "work-file"].sorted())
        // The lock goes with its holder, as it goes with a killed process.
        live = nil
        #expect(ScratchFolder.removeAbandoned(in: folder.url, prefix: "work-") == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["work-file"])
    }

    @Test func aStagingFolderLeftInTheTemporaryFolderIsRemovedByTheNextPublish() throws {
        let leftover = FileManager.default.temporaryDirectory.appendingPathComponent("\(Staging.prefix)\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: leftover.appendingPathComponent("site"), withIntermediateDirectories: true)
        let folder = try TemporaryFolder()
        let staging = try Publisher(site: try folder.newSite()).prepare()
        defer { staging.remove() }
        #expect(!FileManager.default.fileExists(atPath: leftover.path))
        #expect(FileManager.default.fileExists(atPath: staging.root.path))
    }
}
