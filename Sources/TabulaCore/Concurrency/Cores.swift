import Foundation

/// The cores this process may use: Foundation's count (the CPUs it may run on, capped by its
/// cgroup's CPU quota), read once, as the count cannot change while a build runs and
/// Foundation reads the system's files again on every call.
public enum Cores {
    public static let active = max(1, ProcessInfo.processInfo.activeProcessorCount)
}
