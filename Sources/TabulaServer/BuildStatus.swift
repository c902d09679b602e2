import Foundation
import Synchronization
import TabulaCore

/// What the preview server knows about the last build: whether it failed, and with what.
public final class BuildStatus: Sendable {
    struct State: Sendable {
        /// The errors of the last build, or nil when it succeeded.
        var failure: [Diagnostic]?
        /// When `failure` last changed (or failed again): served pages are never dated
        /// earlier, so a browser's copy with an old overlay is not reused.
        var changedAt = Date()
        var builds = 0
    }

    private let state = Mutex(State())

    init() {}

    /// How many builds have run (good or failed) since the server started.
    public var builds: Int { state.withLock { $0.builds } }

    var current: State { state.withLock { $0 } }

    func record(failure: [Diagnostic]?) {
        state.withLock { state in
            state.builds += 1
            if state.failure != failure || failure != nil {
                state.failure = failure
                state.changedAt = Date()
            }
        }
    }
}
