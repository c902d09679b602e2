import Synchronization

/// Where the files of one table page go. Each is either made and handed to `emit`, or — when
/// the last build wrote it under the same key and it is still as written — kept as it is,
/// without being made or read.
final class TableFiles: Sendable {
    /// Keys of the page's files as the last build wrote them (only files still intact).
    private let previous: [String: ContentHash]
    private let emit: @Sendable (String, String) -> Void
    private let keep: @Sendable (String) -> Void
    private let made = Mutex<(paths: [String], keys: [String: ContentHash])>(([], [:]))

    init(previous: [String: ContentHash] = [:], emit: @escaping @Sendable (String, String) -> Void,
         keep: @escaping @Sendable (String) -> Void = { _ in }) {
        self.previous = previous
        self.emit = emit
        self.keep = keep
    }

    /// Whether the file at `path` is already what `key` names.
    func isCurrent(_ path: String, _ key: ContentHash) -> Bool { previous[path] == key }

    /// Puts the file at `path`: made by `make`, unless it is current. A file without a key is always made.
    func put(_ path: String, key: ContentHash?, make: () -> String) {
        made.withLock {
            $0.paths.append(path)
            if let key { $0.keys[path] = key }
        }
        if let key, isCurrent(path, key) { keep(path) } else { emit(path, make()) }
    }

    /// Every file put, in order of path.
    var paths: [String] { made.withLock { $0.paths }.sorted() }

    /// The key of every file put with one.
    var keys: [String: ContentHash] { made.withLock { $0.keys } }
}
