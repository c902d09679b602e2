import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Lists a folder's files with `readdir`: a no-op build lists every output file, and
/// Foundation's enumerator with resource values is many times slower at it.
enum FileTree {
    /// Paths (relative to `root`) of every regular file or link below it, and of every folder;
    /// names starting with "." are skipped.
    struct Listing: Sendable {
        var files: [String] = []
        var folders: [String] = []

        /// Folders with no file or folder in them (dotfiles aside).
        var childless: Set<String> {
            var parents: Set<String> = []
            for path in files + folders { parents.insert(ContentPaths.directory(of: path)) }
            return Set(folders).subtracting(parents)
        }
    }

    static func walk(_ root: String) -> Listing {
        var files: [String] = []
        var folders: [String] = []
        var pending = [""]
        while let relative = pending.popLast() {
            let path = relative.isEmpty ? root : root + "/" + relative
            guard let directory = opendir(path) else { continue }
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                if name.hasPrefix(".") { continue }
                let child = relative.isEmpty ? name : relative + "/" + name
                var isFolder = entry.pointee.d_type == UInt8(DT_DIR)
                if entry.pointee.d_type == UInt8(DT_UNKNOWN) {
                    var info = stat()
                    isFolder = stat(root + "/" + child, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
                }
                if isFolder {
                    folders.append(child)
                    pending.append(child)
                } else {
                    files.append(child)
                }
            }
        }
        return Listing(files: files, folders: folders)
    }
}
