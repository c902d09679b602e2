import Foundation

/// Wall-clock time of each build phase, printed to standard error when `TABULA_TIMINGS` is set.
struct PhaseTimer {
    private let enabled = ProcessInfo.processInfo.environment["TABULA_TIMINGS"] != nil
    private var last = Date()

    mutating func lap(_ phase: String) {
        guard enabled else { return }
        let now = Date()
        FileHandle.standardError.write(Data(String(format: "  %-22@ %7.1f ms\n", phase, now.timeIntervalSince(last) * 1000).utf8))
        last = now
    }
}
