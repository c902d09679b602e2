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

        /// Known to have a file below every folder (a listing exactly as a build recorded it).
        var everyFolderHoldsAFile = false

        /// Folders with no file or folder in them (dotfiles aside).
        var childless: Set<String> {
            if everyFolderHoldsAFile { return [] }
            var parents: Set<String> = []
            for path in files + folders { parents.insert(ContentPaths.directory(of: path)) }
            return Set(folders).subtracting(parents)
        }
    }

    /// The listing of `root`; its folders' subtrees are walked on all cores (an output of
    /// 100,000 table pages is 100,000 folders), and joined in the order of `root`'s listing.
    static func walk(_ root: String) -> Listing {
        var top = Listing()
        let folders = list(root, "", into: &top)
        let below = ConcurrentMap.map(folders) { folder -> Listing in
            var listing = Listing()
            var pending = [folder]
            while let relative = pending.popLast() { pending += list(root, relative, into: &listing) }
            return listing
        }
        for listing in below {
            top.files += listing.files
            top.folders += listing.folders
        }
        return top
    }

    /// Adds the entries of folder `relative` (of `root`) to `listing`; returns its folders.
    static func list(_ root: String, _ relative: String, into listing: inout Listing) -> [String] {
        let path = relative.isEmpty ? root : root + "/" + relative
        var folders: [String] = []
        for entry in FolderEntries.read(path) ?? [] where !entry.isDot {
            let name = String(decoding: entry.name, as: UTF8.self)
            let child = relative.isEmpty ? name : relative + "/" + name
            var isFolder = entry.type == UInt8(DT_DIR)
            if entry.type == UInt8(DT_UNKNOWN) {
                var info = stat()
                isFolder = stat(root + "/" + child, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
            }
            if isFolder {
                listing.folders.append(child)
                folders.append(child)
            } else {
                listing.files.append(child)
            }
        }
        return folders
    }
}
