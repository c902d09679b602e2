import Synchronization

/// Where the files of one table page go. Each is either made and put into the build's sink,
/// or — when the last build wrote it under the same key and it is still as written — kept as
/// it is, without being made or read.
final class TableFiles: Sendable {
    /// The page's files as the last build wrote them, and the output files still as it left
    /// them; both shared with the build, not copied (a table may have a million files).
    private let previous: PageFiles
    private let intact: [String: OutputStamp]
    private let sink: OutputSink
    /// What makes the page's files, in messages (`OutputSink.Collision`).
    private let owner: String
    private let made = Mutex<[PageFiles.Entry]>([])

    init(previous: PageFiles, intact: [String: OutputStamp], sink: OutputSink, owner: String) {
        self.previous = previous
        self.intact = intact
        self.sink = sink
        self.owner = owner
    }

    /// Whether the file at `path` is already what `key` names: the last build wrote it under
    /// that key, and it is still as written.
    func isCurrent(_ path: String, _ key: ContentHash) -> Bool { previous.key(of: path) == key && intact[path] != nil }

    /// Puts the file at `path`: made by `make`, unless it is current. A file without a key is always made.
    func put(_ path: String, key: ContentHash?, make: () -> String) {
        if record(path, key) { sink.put(path, make(), from: owner) }
    }

    /// The same for a file made as UTF-8 bytes (a big one, such as a search index, is then
    /// never copied into a String).
    func put(_ path: String, key: ContentHash?, bytes make: () -> [UInt8]) {
        if record(path, key) { sink.put(path, make(), from: owner) }
    }

    /// Notes the file as put; true when it must be made (else it is kept).
    private func record(_ path: String, _ key: ContentHash?) -> Bool {
        made.withLock { $0.append(PageFiles.Entry(path: path, key: key)) }
        if let key, isCurrent(path, key) {
            sink.keep(path, from: owner)
            return false
        }
        return true
    }

    /// Every file put, with its key, taken once all are put (none is put after).
    func takeFiles() -> PageFiles {
        PageFiles(made.withLock { made in
            defer { made = [] }
            return made
        })
    }
}
