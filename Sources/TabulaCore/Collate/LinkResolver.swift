/// Resolves what content writes in `link` and `image` (and as Markdown link and image
/// destinations) to pages and files of the site.
struct LinkResolver: Sendable {
    /// Content-relative paths of sources (and folders) → output path of their page.
    let pagesBySource: [String: String]
    /// The output path of every page (table or detail page, as opposed to other files), and
    /// whether it is a table page: the only pages with rows and sections to link to.
    let pageIsTable: [String: Bool]
    /// Output paths of the other files a build writes of content (assets).
    let files: Set<String>
    /// The content paths (`contentPath(of:from:isImage:)`) it answers for; nil for every one.
    /// An edit build's resolver holds only what the paths its tables name lead to
    /// (`SitePaths.resolver(answering:)`): any other is a problem, which leaves the page to
    /// the full build.
    var answers: Set<String>? = nil

    func isTablePage(_ output: String) -> Bool { pageIsTable[output] == true }

    enum Resolution {
        case link(Link)
        case problem(String)
    }

    /// What a link or image as written names, before anything is looked up.
    private enum Written {
        case problem(String)
        case external(String)
        case fragment(String)
        /// A normalized content path (`""` for the Content folder itself), and the fragment.
        case content(String, fragment: String?)
    }

    private static func written(_ raw: String, from contentDirectory: String, field: String, isImage: Bool) -> Written {
        let url = raw.trimmingCharacters(in: .whitespaces)
        var place: String { URLSafety.place(field) }  // made only for a message
        if url.isEmpty { return .problem("\(place) is empty: give a URL or a path to a page, or remove it") }
        if let problem = URLSafety.problem(with: url, field: field, isImage: isImage) { return .problem(problem) }
        if URLSafety.scheme(of: url) != nil { return .external(url) }
        var path = url
        var fragment: String?
        if let hash = path.firstIndex(of: "#") {
            fragment = String(path[path.index(after: hash)...])
            path = String(path[..<hash])
        }
        if let query = path.firstIndex(of: "?") { path = String(path[..<query]) }
        if path.isEmpty {
            guard let fragment else { return .problem("\(place) '\(raw)' points nowhere") }
            return problem(fragment: fragment, in: raw, place: place).map(Written.problem) ?? .fragment(fragment)
        }
        guard let normalized = normalize(path, from: contentDirectory) else {
            return .problem("link '\(raw)' in \(place) leaves the Content/ folder: point to a page inside the site")
        }
        return .content(normalized, fragment: fragment)
    }

    /// The content path `resolve` looks up for `raw` (a link, or an image), nil when it looks
    /// up none: all it asks of the site is what that path leads to (see `outputs(of:)`).
    static func contentPath(of raw: String, from contentDirectory: String, isImage: Bool) -> String? {
        if case .content(let path, _) = written(raw, from: contentDirectory, field: isImage ? "image" : "link", isImage: isImage) { path } else { nil }
    }

    /// The output paths a content path that is no source may be written to (an asset, a
    /// folder's page), first found first.
    static func outputs(of contentPath: String) -> [String] {
        [contentPath, contentPath.isEmpty ? "index.html" : contentPath + "/index.html"]
    }

    func resolve(_ raw: String, from contentDirectory: String, field: String, isImage: Bool = false) -> Resolution {
        let normalized: String, fragment: String?
        switch Self.written(raw, from: contentDirectory, field: field, isImage: isImage) {
        case .problem(let problem): return .problem(problem)
        case .external(let url): return .link(.external(url))
        case .fragment(let fragment): return .link(.fragment(fragment))
        case .content(let path, let written): (normalized, fragment) = (path, written)
        }
        var place: String { URLSafety.place(field) }  // made only for a message
        if let answers, !answers.contains(normalized) {
            return .problem("link '\(raw)' in \(place) was not looked up by this build: build again with --clean")
        }
        guard let target = pagesBySource[normalized] ?? Self.outputs(of: normalized).first(where: { pageIsTable[$0] != nil || files.contains($0) }) else {
            let known = Array(pagesBySource.keys)
            let hint = Suggestion.closest(to: normalized, in: known).map { " (did you mean '\($0)'?)" } ?? ""
            return .problem("\(isImage ? "image" : "link to a missing page") '\(raw)': there is no Content/\(normalized)\(hint)")
        }
        // A fragment of a page names a row or section; one of another file (`guide.pdf#page=2`) is its viewer's.
        if let fragment, let isTable = pageIsTable[target] {
            guard isTable else {
                return .problem("link '\(raw)' in \(place) names a fragment of a page without rows: remove '#\(fragment)', or link to a table page")
            }
            if let problem = Self.problem(fragment: fragment, in: raw, place: place) { return .problem(problem) }
        }
        return .link(.page(target, fragment: fragment))
    }

    /// What is wrong with a fragment that should name a row or section; nil when it does
    /// (whether that row exists is checked where the page's rows are known).
    static func problem(fragment: String, in raw: String, place: String) -> String? {
        for prefix in ["row-", "section-"] where fragment.hasPrefix(prefix) && fragment.count > prefix.count { return nil }
        return "link '\(raw)' in \(place): a fragment names a row (#row-<id>) or a section (#section-<id>) of a table page"
    }

    /// Joins `path` to `directory` (or to the Content root for `/…`) and removes `.` and `..`.
    private static func normalize(_ path: String, from directory: String) -> String? {
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
