/// Where a content file's page is written.
enum ContentPaths {
    /// `guides/intro.md` → `guides/intro/index.html`; `cities.json` → `cities/index.html`.
    static func outputPath(forFile contentPath: String) -> String {
        let withoutExtension = contentPath.split(separator: "/").map(String.init).enumerated().map { index, part in
            index == contentPath.split(separator: "/").count - 1 ? stem(part) : part
        }
        return (withoutExtension.map(urlSafe) + ["index.html"]).joined(separator: "/")
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
        part.replacingOccurrences(of: " ", with: "-")
    }

    /// `Some file_name` → `Some file name`: a title for a file with none.
    static func humanTitle(_ stem: String) -> String {
        let spaced = stem.replacingOccurrences(of: "-", with: " ").replacingOccurrences(of: "_", with: " ")
        return spaced.prefix(1).uppercased() + spaced.dropFirst()
    }

    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }
}

import Foundation
