import Foundation

/// Wall-clock time of each build phase, and the process's memory after it (resident now, and
/// the peak so far), printed to standard error when `TABULA_TIMINGS` is set.
struct PhaseTimer {
    private let enabled = ProcessInfo.processInfo.environment["TABULA_TIMINGS"] != nil
    private var last = Date()

    mutating func lap(_ phase: String) {
        guard enabled else { return }
        let now = Date()
        let line = String(format: "  %-22@ %7.1f ms   %@ MB resident, %@ MB peak\n", phase, now.timeIntervalSince(last) * 1000,
                          Self.memory("VmRSS"), Self.memory("VmHWM"))
        FileHandle.standardError.write(Data(line.utf8))
        last = now
    }

    /// Prints the time of one step inside a phase (`label`, from `start` to now) when
    /// `TABULA_TIMINGS` is set: a step that runs beside others, such as a table's search index.
    static func step(_ label: String, since start: ContinuousClock.Instant) {
        guard ProcessInfo.processInfo.environment["TABULA_TIMINGS"] != nil else { return }
        let ms = Double((ContinuousClock.now - start) / .microseconds(1)) / 1000
        FileHandle.standardError.write(Data(String(format: "    %-20@ %7.1f ms\n", label, ms).utf8))
    }

    /// A `kB` line of `/proc/self/status`, in MB ("?" where there is none).
    private static func memory(_ name: String) -> String {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix(name + ":") }),
              let kB = Int(line.split(separator: " ").dropFirst().first ?? "") else { return "?" }
        return String(kB / 1024)
    }
}
