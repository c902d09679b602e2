import Foundation

/// Compares a snapshot of every file's size and modification date, a few times a second.
final class PollingWatcher: FileWatcher {
    private let task: Task<Void, Never>

    init(_ folders: [URL], interval: Duration = .milliseconds(250), onChange: @escaping @Sendable () -> Void) {
        task = Task.detached {
            var last = PollingWatcher.snapshot(folders)
            while (try? await Task.sleep(for: interval)) != nil {
                let now = PollingWatcher.snapshot(folders)
                if now != last { onChange() }
                last = now
            }
        }
    }

    func stop() { task.cancel() }

    deinit { task.cancel() }

    struct Stamp: Equatable {
        var size: Int
        var modified: Date
    }

    static func snapshot(_ folders: [URL]) -> [String: Stamp] {
        var stamps: [String: Stamp] = [:]
        let keys: [URLResourceKey] = [.fileSizeKey, .contentModificationDateKey]
        for folder in folders {
            guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: keys) else { continue }
            for case let url as URL in walker {
                let values = try? url.resourceValues(forKeys: Set(keys))
                stamps[url.path] = Stamp(size: values?.fileSize ?? 0, modified: values?.contentModificationDate ?? .distantPast)
            }
        }
        return stamps
    }
}
