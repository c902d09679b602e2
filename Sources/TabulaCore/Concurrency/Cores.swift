import Foundation

/// The cores this process may use, read once: the CPUs it may run on, capped by its cgroup's
/// CPU quota. Foundation's `activeProcessorCount` answers the same, but its first call set up
/// its URL machinery to find the quota files, 1-2 ms at the start of every command (and it
/// reads the files again on every call: about 1% of a cold build went to asking again).
public enum Cores {
    public static let active: Int = {
        #if os(Linux)
        let cpus = affinityCount() ?? Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
        return max(1, min(cpus, quotaCount() ?? cpus))
        #else
        return max(1, ProcessInfo.processInfo.activeProcessorCount)
        #endif
    }()

    #if os(Linux)
    /// CPUs in this process's affinity mask (`sched_getaffinity` is not in Swift's Glibc module).
    private static func affinityCount() -> Int? {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "sched_getaffinity") else { return nil }
        let getAffinity = unsafeBitCast(symbol, to: (@convention(c) (pid_t, Int, UnsafeMutableRawPointer) -> Int32).self)
        var mask = [UInt64](repeating: 0, count: 16)  // 1024 CPUs, glibc's cpu_set_t
        let count = mask.withUnsafeMutableBytes { bytes -> Int in
            guard getAffinity(0, bytes.count, bytes.baseAddress!) == 0 else { return 0 }
            return bytes.reduce(0) { $0 + $1.nonzeroBitCount }
        }
        return count > 0 ? count : nil
    }

    /// Whole cores the cgroup's CPU quota allows (rounded up), nil when it sets none:
    /// `cpu.max` ("quota period", or "max period") under cgroup v2, in the process's own
    /// cgroup (its `0::` line in `/proc/self/cgroup`) or else at the root (as seen from a
    /// container), and `cpu.cfs_quota_us` and `cpu.cfs_period_us` under v1.
    static func quotaCount(root: String = "/sys/fs/cgroup", selfCgroup: String = "/proc/self/cgroup") -> Int? {
        // Read with open/read: FileManager's first use set up more than reading the file takes.
        func read(_ path: String) -> [Substring]? {
            let file = open(path, O_RDONLY | O_CLOEXEC)
            guard file >= 0 else { return nil }
            defer { close(file) }
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = buffer.withUnsafeMutableBytes { Foundation.read(file, $0.baseAddress, $0.count) }
            guard count > 0 else { return nil }
            return String(decoding: buffer[..<count], as: UTF8.self).split(whereSeparator: \.isWhitespace)
        }
        func cores(_ quota: Substring, _ period: Substring) -> Int? {
            guard let quota = Double(quota), let period = Double(period), quota > 0, period > 0 else { return nil }
            return max(1, Int((quota / period).rounded(.up)))
        }
        let own = read(selfCgroup)?.first { $0.hasPrefix("0::/") }.map { root + $0.dropFirst(3) }
        for folder in [own, root].compactMap({ $0 }) {
            if let max = read(folder + "/cpu.max"), max.count == 2 { return cores(max[0], max[1]) }
        }
        if let quota = read(root + "/cpu/cpu.cfs_quota_us")?.first, let period = read(root + "/cpu/cpu.cfs_period_us")?.first {
            return cores(quota, period)
        }
        return nil
    }
    #endif
}
