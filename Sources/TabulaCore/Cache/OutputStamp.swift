import Foundation

/// Size and modification time of an output file (or folder, see `FileTree.Recorded`): if
/// either changed since Tabula wrote it, something else touched it and it is not reused.
struct OutputStamp: Sendable, Equatable {
    var size: Int64
    var modified: Int64
}

extension OutputStamp {
    init(_ info: stat) {
        self.init(size: Int64(info.st_size), modified: Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec))
    }
}
