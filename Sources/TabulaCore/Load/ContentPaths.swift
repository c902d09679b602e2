/// Where a content file's page is written.
enum ContentPaths {
    /// `guides/intro.md` → `guides/intro/index.html`; `cities.json` → `cities/index.html`.
    static func outputPath(forFile contentPath: String) -> String {
        var parts = contentPath.split(separator: "/").map(String.init)
        if let last = parts.popLast() { parts.append(stem(last)) }
        return (parts.map(urlSafe) + ["index.html"]).joined(separator: "/")
    }

    /// `guides` → `guides/index.html`; the root folder → `index.html`.
    static func outputPath(forFolder contentPath: String) -> String {
        contentPath.isEmpty ? "index.html" : (contentPath.split(separator: "/").map { urlSafe(String($0)) } + ["index.html"]).joined(separator: "/")
    }

    static func stem(_ name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    static func fileExtension(_ name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return name[name.index(after: dot)...].lowercased()
    }

    static func urlSafe(_ part: String) -> String {
        part.utf8.contains(UInt8(ascii: " ")) ? part.replacingOccurrences(of: " ", with: "-") : part
    }

    /// `Some file_name` → `Some file name`: a title for a file with none.
    static func humanTitle(_ stem: String) -> String {
        let spaced = String(stem.map { $0 == "-" || $0 == "_" ? " " : $0 })
        return spaced.prefix(1).uppercased() + spaced.dropFirst()
    }

    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }
}

import Foundation
