import Foundation
import TabulaTestSupport
import Testing
@testable import TabulaPublish

/// `tabula publish --to` killed with SIGKILL at random moments: the destination is always one
/// whole site, and the next publish removes whatever the killed ones left behind.
@Suite struct PublishKillTests {
    /// Two versions of one site with many pages, so a kill can land in the build, the copy
    /// into the new tree or the swap; every detail page differs between them.
    private func twoVersions(in folder: TemporaryFolder) throws -> [URL] {
        try ["old", "new"].map { version in
            let site = try folder.newSite("site-\(version)")
            for index in 0..<200 {
                try folder.write("site-\(version)/Content/guides/note-\(index).md",
                                 "---\ntitle: Note \(index)\nsummary: The \(version) note\nweight: \(index + 10)\n---\nThe \(version) text of note \(index).\n")
            }
            return site
        }
    }

    private func publish(_ site: URL, to destination: URL, temporary: URL, killAfter seconds: Double = 120) async throws -> TabulaProcess.Outcome {
        try await TabulaProcess.run(["publish", "--site", site.path, "--to", destination.path],
                              timeout: seconds, environment: environment(temporaryFolder: temporary))
    }

    /// Entries left beside the destination or in the temporary folder.
    private func leftovers(_ folder: TemporaryFolder) throws -> [String] {
        let fm = FileManager.default
        let beside = try fm.contentsOfDirectory(atPath: folder("out").path).filter { $0 != "www" }
        let temporary = try fm.contentsOfDirectory(atPath: folder("tmp").path)
        return beside.map { "out/\($0)" } + temporary.map { "tmp/\($0)" }
    }

    @Test(.timeLimit(.minutes(10)))
    func killedPublishesLeaveTheOldOrTheNewSiteAndTheNextPublishRemovesTheirLeftovers() async throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(at: folder("tmp"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder("out"), withIntermediateDirectories: true)
        let sites = try twoVersions(in: folder)
        // The two whole sites a reader may see, as good publishes make them.
        var expected: [[String: Data]] = []
        for (index, site) in sites.enumerated() {
            let outcome = try await publish(site, to: folder("reference-\(index)"), temporary: folder("tmp"))
            try #require(outcome.status == 0 && !outcome.signaled, "\(outcome.stderr)")
            expected.append(try Snapshot(folder("reference-\(index)")).files)
        }
        #expect(expected[0] != expected[1])
        let destination = folder("out/www")
        let first = try await publish(sites[0], to: destination, temporary: folder("tmp"))
        try #require(first.status == 0, "\(first.stderr)")
        // Kills land within the fastest publish seen so far (the reference publishes above
        // build without a cache and take longer), so most rounds are cut and a few finish.
        var seconds = first.seconds
        var holds = 0
        var random = SeededRandom(seed: 22)
        var kills = 0
        var leftoversSeen = 0
        for round in 0..<16 {
            // Publish the version the destination does not hold, so every run has work to do.
            let target = 1 - holds
            let delay = Double.random(in: 0...(seconds * 1.2), using: &random)
            let outcome = try await publish(sites[target], to: destination, temporary: folder("tmp"), killAfter: delay)
            if outcome.timedOut {
                kills += 1
            } else {
                #expect(outcome.status == 0, "round \(round): \(outcome.stderr)")
                seconds = min(seconds, outcome.seconds)
            }
            let now = try Snapshot(destination).files
            let version = expected.firstIndex(of: now)
            #expect(version != nil, "round \(round), killed after \(delay) s: the destination is neither the old nor the new site")
            holds = version ?? holds
            leftoversSeen += try leftovers(folder).count
        }
        #expect(kills > 0)
        let final = try await publish(sites[1 - holds], to: destination, temporary: folder("tmp"))
        #expect(final.status == 0, "\(final.stderr)")
        #expect(try Snapshot(destination).files == expected[1 - holds])
        #expect(try leftovers(folder) == [], "after \(kills) kills, \(leftoversSeen) leftovers seen along the way")
    }
}
