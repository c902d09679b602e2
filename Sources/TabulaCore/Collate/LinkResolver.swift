/// Resolves what content writes in `link` and `image` to pages and files of the site.
struct LinkResolver: Sendable {
    /// Content-relative paths of sources (and folders) → output path of their page.
    var pagesBySource: [String: String]
    /// Every output path a build writes (pages and assets).
    var outputs: Set<String>

    enum Resolution {
        case link(Link)
        case problem(String)
    }

    func resolve(_ raw: String, from contentDirectory: String, field: String, isImage: Bool = false) -> Resolution {
        let url = raw.trimmingCharacters(in: .whitespaces)
        if url.isEmpty { return .problem("`\(field)` is empty: give a URL or a path to a page, or remove it") }
        if let problem = URLSafety.problem(with: url, field: field, isImage: isImage) { return .problem(problem) }
        if URLSafety.scheme(of: url) != nil || url.hasPrefix("//") { return .link(.external(url)) }
        var path = url
        var fragment: String?
        if let hash = path.firstIndex(of: "#") {
            fragment = String(path[path.index(after: hash)...])
            path = String(path[..<hash])
        }
        if let query = path.firstIndex(of: "?") { path = String(path[..<query]) }
        if path.isEmpty {
            return fragment.map { .link(.fragment($0)) } ?? .problem("`\(field)` '\(raw)' points nowhere")
        }
        guard let normalized = normalize(path, from: contentDirectory) else {
            return .problem("link '\(raw)' in `\(field)` leaves the Content/ folder: point to a page inside the site")
        }
        if let page = pagesBySource[normalized] { return .link(.page(page, fragment: fragment)) }
        let candidates = [normalized, normalized + "/index.html", normalized.isEmpty ? "index.html" : normalized + "/index.html"]
        if let output = candidates.first(where: outputs.contains) { return .link(.page(output, fragment: fragment)) }
        let known = Array(pagesBySource.keys)
        let hint = Suggestion.closest(to: normalized, in: known).map { " (did you mean '\($0)'?)" } ?? ""
        return .problem("\(isImage ? "image" : "link to a missing page") '\(raw)': there is no Content/\(normalized)\(hint)")
    }

    /// Joins `path` to `directory` (or to the Content root for `/…`) and removes `.` and `..`.
    private func normalize(_ path: String, from directory: String) -> String? {
        var parts: [Substring] = path.hasPrefix("/") ? [] : directory.split(separator: "/")
        for part in path.removingPercentEncoding?.split(separator: "/") ?? path.split(separator: "/") {
            switch part {
            case ".", "": continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default: parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }
}

import Foundation
