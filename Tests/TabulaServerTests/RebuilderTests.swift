import Foundation
import Synchronization
import Testing
@testable import TabulaServer
@testable import TabulaCore

/// The rebuilder's scheduling, with a stand-in build that takes a known time.
@Suite struct RebuilderTests {
    private final class Builds: Sendable {
        let count = Atomic(0)
        let running = Atomic(0)
        let overlapped = Atomic(false)
        /// The first build waits here until the test signals it.
        let gate = DispatchSemaphore(value: 0)
        let gated: Bool
        init(gated: Bool = false) { self.gated = gated }
    }

    private func rebuilder(_ builds: Builds, taking duration: TimeInterval, quiet: Duration = .milliseconds(50)) -> Rebuilder {
        Rebuilder(build: {
            if builds.running.add(1, ordering: .relaxed).newValue > 1 { builds.overlapped.store(true, ordering: .relaxed) }
            if builds.gated, builds.count.load(ordering: .relaxed) == 0 { builds.gate.wait() }
            Thread.sleep(forTimeInterval: duration)
            builds.running.subtract(1, ordering: .relaxed)
            builds.count.add(1, ordering: .relaxed)
            return BuildSummary(pages: 0, rowsRendered: 0, rowsReused: 0, filesWritten: 0, filesUnchanged: 0, filesRemoved: 0,
                                seconds: duration, warnings: [])
        }, output: "/tmp/out", status: BuildStatus(), events: EventStream(), quiet: quiet, report: { _ in })
    }

    @Test func changesDuringABuildScheduleExactlyOneMore() async throws {
        let builds = Builds(gated: true)
        let rebuilder = rebuilder(builds, taking: 0.01)
        let loop = Task { await rebuilder.run() }
        rebuilder.changed()
        try await waitUntil { builds.running.load(ordering: .relaxed) > 0 }
        for _ in 0..<20 { rebuilder.changed() }  // all during the first build
        builds.gate.signal()
        try await waitUntil { builds.count.load(ordering: .relaxed) >= 2 }
        // `run` still performs what is already scheduled after `stop`: a third build would show.
        rebuilder.stop()
        await loop.value
        let count = builds.count.load(ordering: .relaxed)
        #expect(count == 2)
        let overlapped = builds.overlapped.load(ordering: .relaxed)
        #expect(!overlapped)
    }

    @Test func aBurstWaitsForQuietThenBuildsOnce() async throws {
        let builds = Builds()
        let quiet = Duration.milliseconds(250)
        let rebuilder = rebuilder(builds, taking: 0.01, quiet: quiet)
        let loop = Task { await rebuilder.run() }
        var longestGap = Duration.zero
        for _ in 0..<20 {
            let before = ContinuousClock.now
            rebuilder.changed()
            try await Task.sleep(for: .milliseconds(5))  // the pace of the burst, not a wait for anything
            longestGap = max(longestGap, ContinuousClock.now - before)
        }
        let early = builds.count.load(ordering: .relaxed)
        // On a loaded machine a 5 ms sleep can outlast the quiet time; then a build is right.
        if longestGap < quiet { #expect(early == 0, "no build while changes keep coming") }
        try await waitUntil { builds.count.load(ordering: .relaxed) >= 1 }
        rebuilder.stop()
        await loop.value
        let total = builds.count.load(ordering: .relaxed)
        #expect(total == (longestGap < quiet ? 1 : total))
    }
}
