import Foundation
import TabulaTestSupport
import Testing
@testable import TabulaCore

/// The cores a build spreads its work over: the CPUs it may run on, capped by its cgroup's
/// CPU quota, as Foundation's `activeProcessorCount` counts them.
@Suite struct CoresTests {
    @Test func theCountIsFoundations() {
        #expect(Cores.active == max(1, ProcessInfo.processInfo.activeProcessorCount))
    }

    #if os(Linux)
    @Test(arguments: [("150000 100000\n", 2), ("100000 100000", 1), ("50000 100000", 1), ("max 100000\n", nil)] as [(String, Int?)])
    func aCgroupV2QuotaIsRoundedUpToWholeCores(cpuMax: String, cores: Int?) throws {
        let root = try TemporaryFolder()
        try root.write("cpu.max", cpuMax)
        #expect(Cores.quotaCount(root: root.url.path) == cores)
    }

    @Test func aCgroupV1QuotaIsReadFromItsTwoFiles() throws {
        let root = try TemporaryFolder()
        try root.write("cpu/cpu.cfs_quota_us", "250000\n")
        try root.write("cpu/cpu.cfs_period_us", "100000\n")
        #expect(Cores.quotaCount(root: root.url.path) == 3)
        try root.write("cpu/cpu.cfs_quota_us", "-1\n")
        #expect(Cores.quotaCount(root: root.url.path) == nil)
    }

    /// Without a cgroup namespace the process's cgroup is a folder below the root, named by
    /// its `0::` line in /proc/self/cgroup: its quota counts, not the root's.
    @Test func theProcesssOwnCgroupV2QuotaCounts() throws {
        let root = try TemporaryFolder()
        try root.write("cpu.max", "max 100000\n")
        try root.write("user.slice/build.scope/cpu.max", "300000 100000\n")
        try root.write("cgroup", "1:name=systemd:/user.slice\n0::/user.slice/build.scope\n")
        #expect(Cores.quotaCount(root: root.url.path, selfCgroup: root.url.appendingPathComponent("cgroup").path) == 3)
    }

    @Test func noQuotaFilesMeanNoCap() throws {
        #expect(Cores.quotaCount(root: try TemporaryFolder().url.path) == nil)
    }
    #endif
}
