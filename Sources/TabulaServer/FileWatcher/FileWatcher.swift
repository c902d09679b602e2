import Foundation

/// Watches folders recursively and calls `onChange` (from any thread) when something in them changes.
protocol FileWatcher: Sendable {
    func stop()
}

enum FileWatchers {
    /// inotify where the system has it and enough watches; polling otherwise (or when `polling`).
    static func start(_ folders: [URL], polling: Bool = false, onChange: @escaping @Sendable () -> Void) -> any FileWatcher {
        #if os(Linux)
        if !polling, let watcher = try? InotifyWatcher(folders, onChange: onChange) { return watcher }
        #endif
        return PollingWatcher(folders, onChange: onChange)
    }
}
