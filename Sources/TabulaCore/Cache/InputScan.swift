import Foundation

/// The files a build reads (`Content/`, `Templates/`), with content hashes. A file whose size,
/// modification time and inode match the last scan keeps its hash without being read; the
/// others are hashed on all cores (a big one in parallel chunks, see `ContentHash.ofFile`).
struct InputScan {
    struct File: Sendable, Equatable, Codable {
        var path: String
        var size: Int64
        var modified: Int64
        /// The inode number's bits (an SQLite integer is signed).
        var inode: Int64
        var hash: ContentHash
    }

    let site: URL

    func scan(previous: [String: File]) throws -> [String: File] {
        var files: [String: File] = [:]
        var changed: [File] = []
        for root in ["Content", "Templates"] {
            walk(root, previous: previous, into: &files, changed: &changed)
        }
        let site = self.site
        let hashed = ConcurrentMap.map(changed) { file in
            Result { () throws -> File in
                var file = file
                file.hash = try ContentHash.ofFile(site.appendingPathComponent(file.path), size: file.size)
                return file
            }
        }
        for result in hashed {
            let file = try result.get()
            files[file.path] = file
        }
        return files
    }

    /// Files whose stamp matches `previous` go into `files`; the others into `changed`, to hash.
    private func walk(_ relative: String, previous: [String: File], into files: inout [String: File], changed: inout [File]) {
        let url = site.appendingPathComponent(relative)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: url.path) else { return }
        for name in names.sorted() where !name.hasPrefix(".") {
            let path = "\(relative)/\(name)"
            let file = site.appendingPathComponent(path)
            var info = stat()
            guard stat(file.path, &info) == 0 else { continue }
            if (info.st_mode & S_IFMT) == S_IFDIR {
                walk(path, previous: previous, into: &files, changed: &changed)
                continue
            }
            let size = Int64(info.st_size)
            let modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
            let inode = Int64(bitPattern: UInt64(info.st_ino))
            if let known = previous[path], known.size == size, known.modified == modified, known.inode == inode {
                files[path] = known
            } else {
                changed.append(File(path: path, size: size, modified: modified, inode: inode, hash: ContentHash(bytes: [])))  // hashed by `scan`
            }
        }
    }

    /// One digest of every input and what it depends on, for the no-op check.
    static func digest(_ files: [String: File], extra: [String]) -> ContentHash {
        var digest = DigestBuilder()
        for part in extra { digest.add(part) }
        for path in files.keys.sorted() {
            digest.add(path)
            digest.add(files[path]!.hash)
        }
        return digest.finish()
    }
}
