import Foundation
enum DebugMark {
    static let enabled = ProcessInfo.processInfo.environment["TABULA_MARKS"] != nil
    nonisolated(unsafe) static var start = Date()
    static func mark(_ label: String) {
        guard enabled else { return }
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        let rss = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") }.map(String.init) ?? ""
        let hwm = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }.map(String.init) ?? ""
        FileHandle.standardError.write(Data(String(format: "    %8.1f ms %@  %@ %@\n", Date().timeIntervalSince(start) * 1000, label, rss, hwm).utf8))
    }
}
