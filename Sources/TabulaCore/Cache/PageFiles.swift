/// The files of a table page, each with the key it was made under (nil for a file made on
/// every build, see `OutputKeys`): what the page's cache record holds, and where the next
/// build looks up the key a file was made under. One array in order of path, not a
/// dictionary, which takes twice the room (a table has a file per detail page).
///
/// What must hold: `entries` is in String order of path (`key(of:)` searches it by halves).
struct PageFiles: Sendable, Equatable {
    struct Entry: Sendable, Equatable {
        var path: String
        var key: ContentHash?
    }

    private(set) var entries: [Entry]

    init() { entries = [] }

    /// The files in any order (sorted where they lie).
    init(_ entries: consuming [Entry]) {
        var entries = entries
        let inOrder = entries.indices.dropFirst().allSatisfy { !(entries[$0].path < entries[$0 - 1].path) }
        if !inOrder { entries.sort { $0.path < $1.path } }
        self.entries = entries
    }

    var count: Int { entries.count }

    /// Every file's path, in order.
    var paths: LazyMapSequence<[Entry], String> { entries.lazy.map(\.path) }

    /// The key the file at `path` was made under; nil when it has none or is not one of these.
    func key(of path: String) -> ContentHash? {
        let low = entries.prefixEnd { $0.path < path }
        return low < entries.count && entries[low].path == path ? entries[low].key : nil
    }
}
