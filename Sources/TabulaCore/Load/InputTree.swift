import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The site's input folders, `Content/` and `Templates/`, walked once at the start of a
/// build: every regular file and folder in them, by path from the site folder
/// (`Content/guides/intro.md`), and what is wrong with every other entry. Every later step
/// (the input scan, the loader, the templates) takes its files from here, so a clean and an
/// incremental build see the same entries and report the same problems.
///
/// What must hold, so that no input hangs a build or brings in what is outside the site:
/// - only regular files and folders are kept: a named pipe, socket or device is a problem at
///   its path and is never opened (opening a pipe to read waits for a writer forever);
/// - a symbolic link is followed only when what it leads to (resolved with `realpath`) is
///   inside the site folder, and is neither the output folder nor inside it;
/// - every folder is read once: a link to a folder already in the walk (`Content/` itself,
///   a folder in it, what an earlier link brought in) or holding one is a problem, so a link
///   loop ends at once and the walk is linear in the number of entries;
/// - names starting with "." are skipped; a name that is not UTF-8 is a problem; a folder's
///   entries are in order of name, and the walk is depth first in that order.
struct InputTree: Sendable {
    /// One entry of a folder: a regular file or a folder (links resolved).
    struct Entry: Sendable, Equatable {
        var name: String
        var isFolder: Bool
    }

    /// A regular file, with what tells whether it changed since the last scan (of the file a
    /// link leads to, for a link).
    struct File: Sendable {
        var path: String
        var size: Int64
        var modified: Int64
        var inode: Int64
    }

    static let roots = ["Content", "Templates"]

    /// Every regular file, in walk order.
    private(set) var files: [File] = []
    /// The entries of every folder walked ("Content", "Content/guides"), in order of name.
    private(set) var folders: [String: [Entry]] = [:]
    /// What is wrong with the entries left out, in walk order.
    private(set) var problems: [Diagnostic] = []

    func isFile(_ path: String) -> Bool {
        let name = ContentPaths.name(of: path), entries = entries(in: ContentPaths.directory(of: path))
        // In order of name: the first entry not before `name`, then those named so.
        let first = entries.prefixEnd { $0.name < name }
        return entries[first...].prefix { $0.name == name }.contains { !$0.isFolder }
    }
    func isFolder(_ path: String) -> Bool { folders[path] != nil }
    func entries(in folder: String) -> [Entry] { folders[folder] ?? [] }

    /// Leaves out files a later step found it cannot read (their problem is reported there).
    mutating func leaveOut(_ paths: Set<String>) {
        guard !paths.isEmpty else { return }
        files.removeAll { paths.contains($0.path) }
        for path in paths {
            let folder = ContentPaths.directory(of: path), name = String(path.dropFirst(folder.count + 1))
            folders[folder]?.removeAll { $0.name == name && !$0.isFolder }
        }
    }

    /// Walks the input folders of `site`; `output` is the build's output folder (never read).
    static func scan(site: URL, output: URL?) -> InputTree {
        var walker = Walker(site: site.standardizedFileURL.path, output: output?.standardizedFileURL.path)
        walker.run()
        return walker.tree
    }

    private struct Walker {
        let site: String
        let realSite: String
        let realOutput: String?
        var tree = InputTree()
        /// Folders the walk reads from, by real path: each root, each link's folder.
        var entered: [(real: String, path: String)] = []

        init(site: String, output: String?) {
            self.site = site
            realSite = RealPaths.resolve(site) ?? site
            realOutput = output.map(RealPaths.resolveExisting)
        }

        private enum Kind {
            case file(stat)
            case folder(real: String)
            case missing
            case problem(String)
        }

        mutating func run() {
            var pending: [(path: String, real: String)] = []
            let siteFolder = OpenFolder(site)
            for root in InputTree.roots {
                switch classify(root, name: root, in: siteFolder, parentReal: realSite) {
                case .missing: continue
                case .folder(let real):
                    entered.append((real, root))
                    pending.append((root, real))
                case .file: problem(root, "\(root) is a file, not a folder: move it aside and make \(root)/ a folder")
                case .problem(let message): problem(root, message)
                }
            }
            pending.reverse()
            while let (folder, real) = pending.popLast() {
                var subfolders: [(path: String, real: String)] = []
                var entries: [Entry] = []
                let open = OpenFolder(site + "/" + folder)
                for name in names(in: folder) {
                    let path = folder + "/" + name
                    switch classify(path, name: name, in: open, parentReal: real) {
                    case .missing: continue  // removed since it was listed
                    case .file(let info):
                        entries.append(Entry(name: name, isFolder: false))
                        tree.files.append(File(path: path, size: Int64(info.st_size),
                                               modified: Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec),
                                               inode: Int64(bitPattern: UInt64(info.st_ino))))
                    case .folder(let target):
                        entries.append(Entry(name: name, isFolder: true))
                        subfolders.append((path, target))
                    case .problem(let message):
                        problem(path, message)
                    }
                }
                tree.folders[folder] = entries
                pending.append(contentsOf: subfolders.reversed())
            }
        }

        private mutating func problem(_ path: String, _ message: String) {
            tree.problems.append(.error(path, .wholeFile, message))
        }

        /// The names in a folder (dotfiles aside), in order; a name that is not UTF-8 is a
        /// problem, and so is a folder that cannot be listed.
        private mutating func names(in folder: String) -> [String] {
            guard let entries = FolderEntries.read(site + "/" + folder) else {
                problem(folder, "cannot read this folder: \(InputReadError(code: errno).reason)")
                return []
            }
            var names: [String] = []
            for entry in entries where !entry.isDot {
                let bytes = entry.name
                guard let name = String(validating: bytes, as: UTF8.self) else {
                    problem(folder + "/" + String(decoding: bytes, as: UTF8.self), "this name is not valid UTF-8: rename it")
                    continue
                }
                names.append(name)
            }
            return names.sorted()
        }

        /// What the entry at `path` is: `name` in `folder`, whose real path is `parentReal`.
        private mutating func classify(_ path: String, name: String, in folder: OpenFolder, parentReal: String) -> Kind {
            let full = site + "/" + path
            guard let info = folder.linkInfo(name) else {
                return errno == ENOENT ? .missing : .problem("cannot read this entry: \(InputReadError(code: errno).reason)")
            }
            switch info.st_mode & S_IFMT {
            case S_IFREG: return .file(info)
            case S_IFDIR: return .folder(real: parentReal + "/" + ContentPaths.name(of: path))
            case S_IFLNK: return link(full, parentReal: parentReal)
            default:
                return .problem("this is \(FileKind.special(info.st_mode)!), not a file or a folder: a build reads only regular files and folders; remove it")
            }
        }

        /// Where the symbolic link at `full` leads, if the build may follow it.
        private mutating func link(_ full: String, parentReal: String) -> Kind {
            guard let target = RealPaths.resolve(full) else {
                let code = errno
                let text = Self.linkText(full)
                return switch code {
                case ENOENT, ENOTDIR: .problem("this symbolic link leads to \(text), which does not exist: remove the link or create what it names")
                case ELOOP: .problem("this symbolic link never resolves: its links lead in a circle; remove it")
                default: .problem("this symbolic link to \(text) cannot be followed: \(InputReadError(code: code).reason)")
                }
            }
            guard RealPaths.holds(realSite, target) else {
                return .problem("this symbolic link leads outside the site folder, to \(target): content must stay inside the site folder; copy the file in instead")
            }
            if let realOutput, RealPaths.holds(realOutput, target) {
                return .problem("this symbolic link leads into the output folder (\(shown(target))): a build would read what it writes; remove it")
            }
            var info = stat()
            guard stat(target, &info) == 0 else {
                return .problem("this symbolic link to \(shown(target)) cannot be followed: \(InputReadError(code: errno).reason)")
            }
            switch info.st_mode & S_IFMT {
            case S_IFREG: return .file(info)
            case S_IFDIR: break
            default: return .problem("this symbolic link leads to \(FileKind.special(info.st_mode)!) (\(shown(target))), not a file or a folder: remove it")
            }
            if RealPaths.holds(target, parentReal) {
                return .problem("this symbolic link leads back to \(shown(target)), a folder that holds it: the walk would never end; remove the link")
            }
            if let earlier = entered.first(where: { RealPaths.holds($0.real, target) || RealPaths.holds(target, $0.real) }) {
                let what = InputTree.roots.contains(earlier.path) ? "is already part of the site" : "the link \(earlier.path) already brings into the site"
                let relation = RealPaths.holds(earlier.real, target) ? "\(shown(target)), which \(what)" : "\(shown(target)), which holds \(shown(earlier.real)), which \(what)"
                return .problem("this symbolic link leads to \(relation): each folder is read once; remove the link")
            }
            entered.append((target, String(full.dropFirst(site.count + 1))))
            return .folder(real: target)
        }

        /// A real path as users see it: from the site folder.
        private func shown(_ real: String) -> String {
            real == realSite ? "the site folder" : String(real.dropFirst(realSite.count + 1))
        }

        /// What a link says it leads to, as written.
        private static func linkText(_ path: String) -> String {
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(path, &buffer, Int(PATH_MAX))
            guard count >= 0 else { return "?" }
            return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
    }
}
