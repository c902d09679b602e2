import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A folder held open while many entries under it are stat'ed by their path from it: the
/// kernel then looks up only the parts of that path, not the folder's own path again for
/// every entry (a build walks its input folders and checks every output file this way).
///
/// What must hold: the folder is not moved while the stats run (a build holds the output
/// folder); when it cannot be opened, entries are stat'ed by their whole path instead.
final class OpenFolder: Sendable {
    let path: String
    private let descriptor: Int32

    init(_ path: String) {
        self.path = path
        descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    /// What `stat` gives for the entry at `relative` ("" for the folder itself), following
    /// links; nil when there is none.
    func info(_ relative: String) -> stat? { status(relative, flags: 0) }

    /// What `lstat` gives for the entry at `relative` (a link itself, not what it leads to);
    /// nil when there is none (`errno` says why).
    func linkInfo(_ relative: String) -> stat? { status(relative, flags: AT_SYMLINK_NOFOLLOW) }

    private func status(_ relative: String, flags: Int32) -> stat? {
        var info = stat()
        let found = descriptor >= 0
            ? fstatat(descriptor, relative.isEmpty ? "." : relative, &info, flags)
            : fstatat(AT_FDCWD, relative.isEmpty ? path : path + "/" + relative, &info, flags)
        return found == 0 ? info : nil
    }

    /// The stamp of the file or folder at `relative`; nil when there is none.
    func stamp(_ relative: String) -> OutputStamp? { info(relative).map(OutputStamp.init) }

    /// The stamp of the folder at `relative`; nil when there is none, or it is no folder.
    func folderStamp(_ relative: String) -> OutputStamp? {
        guard let info = info(relative), (info.st_mode & S_IFMT) == S_IFDIR else { return nil }
        return OutputStamp(info)
    }
}
