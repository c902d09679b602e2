import Foundation
import TabulaTestSupport
import Testing
@testable import TabulaPublish

/// `tabula publish --to` as a user runs it, into a folder it did not make.
@Suite struct PublishCommandTests {
    @Test func aFolderNoPublishMadeIsRefusedBeforeTheBuildWithWhatToDo() async throws {
        let folder = try TemporaryFolder(["www/index.html": "my own page"])
        let site = try folder.newSite()
        let outcome = try await TabulaProcess.run(["publish", "--site", site.path, "--to", folder("www").path],
                                            environment: environment(temporaryFolder: folder.url))
        #expect(outcome.status == 1 && !outcome.signaled)
        #expect(outcome.stderr.contains("is not empty and no earlier publish made it"))
        #expect(outcome.stderr.contains("pass --force to publish here anyway"))
        #expect(try folder.read("www/index.html") == "my own page")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted() == ["site", "www"])
    }

    @Test func aDryRunListsTheChangesAndSaysThePublishWouldRefuse() async throws {
        let folder = try TemporaryFolder(["www/index.html": "my own page", "www/mine.txt": "keep"])
        let site = try folder.newSite()
        let outcome = try await TabulaProcess.run(["publish", "--site", site.path, "--to", folder("www").path, "--dry-run"])
        #expect(outcome.status == 1)
        #expect(outcome.stdout.contains("- mine.txt\n") && outcome.stdout.contains("~ index.html\n"))
        #expect(outcome.stderr.contains("(1 removed, 1 replaced)"))
        #expect(try folder.read("www/mine.txt") == "keep")
    }

    @Test func forcePublishesAndTheNextPublishNeedsNoForce() async throws {
        let folder = try TemporaryFolder(["www/index.html": "my own page"])
        let site = try folder.newSite()
        let arguments = ["publish", "--site", site.path, "--to", folder("www").path]
        let forced = try await TabulaProcess.run(arguments + ["--force"])
        #expect(forced.status == 0, "\(forced.stderr)")
        try folder.write("www/stray.html", "x")
        let again = try await TabulaProcess.run(arguments + ["--max-deletes", "0"])
        #expect(again.status == 1)
        #expect(again.stderr.contains("publish would remove 1 file from \(folder("www").path), more than the limit of 0"))
        #expect(again.stderr.contains("pass --max-deletes 1"))
        #expect(try await TabulaProcess.run(arguments).status == 0)
        #expect(!folder.exists("www/stray.html"))
    }

    @Test func theGuardsOnlyApplyToAFolderDeploy() async throws {
        let outcome = try await TabulaProcess.run(["publish", "--force"])
        #expect(outcome.status != 0 && !outcome.signaled)
        #expect(outcome.stderr.contains("use them with --to DIR"))
    }
}
