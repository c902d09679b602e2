/// Where a content file's page is written, and the parts of a path (`guides/intro.md`).
///
/// Paths are split at their ASCII "/" and "." bytes, not by Character: a build splits every
/// input path, and a site of 100,000 tables has 100,000 of them.
enum ContentPaths {
    /// `guides/intro.md` → `guides/intro/index.html`; `cities.json` → `cities/index.html`.
    static func outputPath(forFile contentPath: String) -> String {
        let folder = directory(of: contentPath)
        let page = urlSafe(stem(name(of: contentPath))) + "/index.html"
        return folder.isEmpty ? page : urlSafe(folder) + "/" + page
    }

    /// `guides` → `guides/index.html`; the root folder → `index.html`.
    static func outputPath(forFolder contentPath: String) -> String {
        contentPath.isEmpty ? "index.html" : urlSafe(contentPath) + "/index.html"
    }

    /// `intro.md` → `intro`; a name starting with its only dot (`.hidden`) is its own stem.
    static func stem(_ name: String) -> String {
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    /// `intro.MD` → `md`; "" for a name with no extension.
    static func fileExtension(_ name: String) -> String {
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")), dot != name.startIndex else { return "" }
        return name[name.utf8.index(after: dot)...].lowercased()
    }

    /// Spaces become dashes (`New York` → `New-York`); "/" is kept.
    static func urlSafe(_ part: String) -> String {
        part.utf8.contains(UInt8(ascii: " ")) ? part.replacingOccurrences(of: " ", with: "-") : part
    }

    /// `Some file_name` → `Some file name`: a title for a file with none.
    static func humanTitle(_ stem: String) -> String {
        let spaced = stem.utf8.contains { $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") }
            ? String(decoding: stem.utf8.map { $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") ? UInt8(ascii: " ") : $0 }, as: UTF8.self)
            : stem
        return spaced.prefix(1).uppercased() + spaced.dropFirst()
    }

    /// `guides/intro.md` → `guides`; "" for a path with no folder.
    static func directory(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return String(path[..<slash])
    }

    /// Adds the folder of `path` and every folder above it to `folders`, up to one it holds
    /// already (hold `""`, the root, to stop there).
    static func addFolders(of path: String, to folders: inout Set<String>) {
        var folder = directory(of: path)
        while folders.insert(folder).inserted { folder = directory(of: folder) }
    }

    /// `guides/intro.md` → `intro.md`: the path's last part.
    static func name(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
        return String(path[path.utf8.index(after: slash)...])
    }
}
