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

    init(pagesBySource: [String: String], pageIsTable: [String: Bool], files: Set<String>) {
        self.pagesBySource = pagesBySource
        self.pageIsTable = pageIsTable
        self.files = files
    }

    func isTablePage(_ output: String) -> Bool { pageIsTable[output] == true }

    enum Resolution {
        case link(Link)
        case problem(String)
    }

    func resolve(_ raw: String, from contentDirectory: String, field: String, isImage: Bool = false) -> Resolution {
        let url = raw.trimmingCharacters(in: .whitespaces)
        var place: String { URLSafety.place(field) }  // made only for a message
        if url.isEmpty { return .problem("\(place) is empty: give a URL or a path to a page, or remove it") }
        if let problem = URLSafety.problem(with: url, field: field, isImage: isImage) { return .problem(problem) }
        if URLSafety.scheme(of: url) != nil { return .link(.external(url)) }
        var path = url
        var fragment: String?
        if let hash = path.firstIndex(of: "#") {
            fragment = String(path[path.index(after: hash)...])
            path = String(path[..<hash])
        }
        if let query = path.firstIndex(of: "?") { path = String(path[..<query]) }
        if path.isEmpty {
            guard let fragment else { return .problem("\(place) '\(raw)' points nowhere") }
            return Self.problem(fragment: fragment, in: raw, place: place).map(Resolution.problem) ?? .link(.fragment(fragment))
        }
        guard let normalized = normalize(path, from: contentDirectory) else {
            return .problem("link '\(raw)' in \(place) leaves the Content/ folder: point to a page inside the site")
        }
        guard let target = pagesBySource[normalized] ?? output(normalized) else {
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

    /// The file a build writes for a content path that is no source (an asset, a folder's page).
    private func output(_ normalized: String) -> String? {
        [normalized, normalized + "/index.html", normalized.isEmpty ? "index.html" : normalized + "/index.html"].first {
            pageIsTable[$0] != nil || files.contains($0)
        }
    }

    /// What is wrong with a fragment that should name a row or section; nil when it does
    /// (whether that row exists is checked where the page's rows are known).
    static func problem(fragment: String, in raw: String, place: String) -> String? {
        for prefix in ["row-", "section-"] where fragment.hasPrefix(prefix) && fragment.count > prefix.count { return nil }
        return "link '\(raw)' in \(place): a fragment names a row (#row-<id>) or a section (#section-<id>) of a table page"
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
