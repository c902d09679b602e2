import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a deploy finds in its destination, walked without following symbolic links.
///
/// Visible entries are what a publish replaces: every file, symbolic link or other
/// non-folder entry below folders whose names do not start with `.`. Hidden entries
/// (`.well-known/`, `.git`, `.htaccess`, at any depth) are kept as they are, whole.
struct FolderEntries {
    /// Visible non-folder entries by relative path; true for a regular file.
    var visible: [String: Bool] = [:]
    /// Hidden entries by relative path (a hidden folder is one entry).
    var hidden: [String] = []
    /// True when the folder itself holds at least one visible entry, a folder included.
    var hasVisibleTopLevelEntry = false

    /// The entries of `root`; none when it does not exist.
    init(_ root: URL) throws {
        var folders = [""]
        while let folder = folders.popLast() {
            let url = folder.isEmpty ? root : root.appendingPathComponent(folder, isDirectory: true)
            let names: [String]
            do {
                names = try FileManager.default.contentsOfDirectory(atPath: url.path)
            } catch where folder.isEmpty && !FileManager.default.fileExists(atPath: root.path) {
                return
            }
            for name in names {
                let path = folder.isEmpty ? name : folder + "/" + name
                if name.hasPrefix(".") {
                    hidden.append(path)
                    continue
                }
                if folder.isEmpty { hasVisibleTopLevelEntry = true }
                switch try Self.kind(root.appendingPathComponent(path)) {
                case .folder: folders.append(path)
                case .file: visible[path] = true
                case .other: visible[path] = false
                }
            }
        }
        hidden.sort()
    }

    enum Kind { case folder, file, other }

    /// The entry's own kind: a symbolic link is `.other`, whatever it points to.
    static func kind(_ url: URL) throws -> Kind {
        var info = stat()
        guard lstat(url.path, &info) == 0 else {
            throw FolderDeploy.Refused(description: "cannot read \(url.path): \(String(cString: strerror(errno)))")
        }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .folder
        case S_IFREG: return .file
        default: return .other
        }
    }

    /// Puts a copy of the entry `source` at `target` (whose folder exists): folders are made
    /// anew, files hard-linked (copied, keeping their modification time, where links are
    /// impossible), symbolic links made again with the same target. Sockets and pipes, which
    /// hold no data, are left out.
    static func replicate(_ source: URL, to target: URL) throws {
        let fm = FileManager.default
        var pending = [(source, target)]
        while let (from, to) = pending.popLast() {
            switch try kind(from) {
            case .folder:
                try fm.createDirectory(at: to, withIntermediateDirectories: false)
                for name in try fm.contentsOfDirectory(atPath: from.path) {
                    pending.append((from.appendingPathComponent(name), to.appendingPathComponent(name)))
                }
            case .file:
                try linkOrCopy(from, to: to)
            case .other:
                if let destination = try? fm.destinationOfSymbolicLink(atPath: from.path) {
                    try fm.createSymbolicLink(atPath: to.path, withDestinationPath: destination)
                }
            }
        }
    }

    /// Hard-links `source` at `target` (same inode, so the same modification time); copies
    /// and keeps the modification time when the file system cannot link.
    static func linkOrCopy(_ source: URL, to target: URL) throws {
        if link(source.path, target.path) == 0 { return }
        let fm = FileManager.default
        try fm.copyItem(at: source, to: target)
        if let date = try fm.attributesOfItem(atPath: source.path)[.modificationDate] {
            try fm.setAttributes([.modificationDate: date], ofItemAtPath: target.path)
        }
    }
}
