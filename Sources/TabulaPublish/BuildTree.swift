import Foundation

/// A built site as a folder of files named by their paths relative to its root.
enum BuildTree {
    /// Every regular file under `root`, as sorted relative paths (`cities/index.html`).
    /// With `hidden: false`, files and folders whose name starts with `.` are left out.
    static func files(in root: URL, hidden: Bool = true) throws -> [String] {
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        guard fm.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else { return [] }
        let options: FileManager.DirectoryEnumerationOptions = hidden ? [] : [.skipsHiddenFiles]
        guard let walker = fm.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey], options: options) else { return [] }
        let prefix = root.standardizedFileURL.resolvingSymlinksInPath().path + "/"
        var paths: [String] = []
        for case let url as URL in walker {
            guard try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true else { continue }
            let full = url.standardizedFileURL.resolvingSymlinksInPath().path
            paths.append(full.hasPrefix(prefix) ? String(full.dropFirst(prefix.count)) : url.lastPathComponent)
        }
        return paths.sorted()
    }

    /// The build path a reference in the file at `page` points to, without its fragment or
    /// query: `../tabula.css` from `cities/index.html` → `tabula.css`; a folder reference
    /// (`../guides/`, `./`) → `…/index.html` only when `folderIndex` is set. Nil for
    /// external URLs (`https:`, `mailto:`, `//host`) and references that leave the root.
    static func resolve(_ reference: String, from page: String, folderIndex: Bool = false) -> String? {
        var path = reference
        if let cut = path.firstIndex(where: { $0 == "#" || $0 == "?" }) { path = String(path[..<cut]) }
        if path.hasPrefix("//") || hasScheme(path) { return nil }
        var parts: [Substring] = path.hasPrefix("/") ? [] : page.split(separator: "/").dropLast()
        let segments = path.split(separator: "/", omittingEmptySubsequences: false)
        for segment in segments {
            switch segment {
            case "", ".":
                continue
            case "..":
                if parts.isEmpty { return nil }
                parts.removeLast()
            default:
                let decoded = segment.removingPercentEncoding.map { Substring($0) } ?? segment
                parts.append(decoded)
            }
        }
        let isFolder = path.isEmpty || path.hasSuffix("/") || path == "." || path.hasSuffix("/.") || path.hasSuffix("..")
        if folderIndex && isFolder { parts.append("index.html") }
        return parts.joined(separator: "/")
    }

    /// `https:`, `mailto:`, `data:`… : a letter, then letters, digits, `+`, `-`, `.`, then `:`.
    static func hasScheme(_ reference: String) -> Bool {
        guard let colon = reference.firstIndex(of: ":"), let first = reference.first, first.isASCII, first.isLetter else { return false }
        return reference[..<colon].allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
    }
}
