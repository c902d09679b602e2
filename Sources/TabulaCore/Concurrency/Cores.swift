import Foundation

/// The cores this process may use, read once: Foundation reads the cgroup's CPU quota files
/// on every `activeProcessorCount` (about 1% of a cold build's time went to asking again).
public enum Cores {
    public static let active = max(1, ProcessInfo.processInfo.activeProcessorCount)
}
