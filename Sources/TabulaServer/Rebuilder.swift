import Foundation
import Synchronization
import TabulaCore

/// Turns bursts of file changes into builds: waits for `quiet` without a change, never runs
/// two builds at once, and a change during a build schedules exactly one more.
final class Rebuilder: Sendable {
    private struct Pending {
        var dirty = false
        var last = ContinuousClock.now
    }

    /// One build of the site; `output` names the output folder in errors that are not the site's.
    let runBuild: @Sendable () throws -> BuildSummary
    let output: String
    let status: BuildStatus
    let events: EventStream
    let quiet: Duration
    let report: @Sendable (Outcome) -> Void
    private let pending = Mutex(Pending())
    private let wakeups: AsyncStream<Void>
    private let wake: AsyncStream<Void>.Continuation

    convenience init(builder: SiteBuilder, status: BuildStatus, events: EventStream, quiet: Duration,
                     report: @escaping @Sendable (Outcome) -> Void) {
        self.init(build: { try builder.build() }, output: builder.output.path, status: status, events: events, quiet: quiet, report: report)
    }

    init(build: @escaping @Sendable () throws -> BuildSummary, output: String, status: BuildStatus, events: EventStream,
         quiet: Duration, report: @escaping @Sendable (Outcome) -> Void) {
        runBuild = build
        self.output = output
        self.status = status
        self.events = events
        self.quiet = quiet
        self.report = report
        (wakeups, wake) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
    }

    /// Called by the file watcher, from any thread.
    func changed() {
        pending.withLock {
            $0.dirty = true
            $0.last = .now
        }
        wake.yield()
    }

    /// Ends `run()`.
    func stop() { wake.finish() }

    /// Rebuilds after changes until `stop()` or cancellation.
    func run() async {
        for await _ in wakeups {
            guard pending.withLock({ $0.dirty }) else { continue }
            while true {
                let due = pending.withLock { $0.last }.advanced(by: quiet)
                if ContinuousClock.now >= due { break }
                guard (try? await Task.sleep(until: due, clock: .continuous)) != nil else { return }
            }
            pending.withLock { $0.dirty = false }
            await build()
        }
    }

    enum Outcome: Sendable {
        case built(BuildSummary)
        case failed([Diagnostic])
    }

    /// Builds once (off the cooperative thread pool), records the outcome, tells open pages
    /// and reports it through `report`.
    @discardableResult
    func build() async -> Outcome {
        let (runBuild, output) = (self.runBuild, self.output)
        let outcome: Outcome = await Self.onThread {
            do {
                return .built(try runBuild())
            } catch let failed as BuildFailed {
                return .failed(failed.diagnostics)
            } catch {
                return .failed([.error(output, nil, "cannot write the output: \(error)")])
            }
        }
        switch outcome {
        case .built:
            status.record(failure: nil)
            events.send(.reload)
        case .failed(let diagnostics):
            status.record(failure: diagnostics)
            events.send(.buildError(diagnostics))
        }
        report(outcome)
        return outcome
    }

    private static func onThread<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: work()) }.start()
        }
    }
}
