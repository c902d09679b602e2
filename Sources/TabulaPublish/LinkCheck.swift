import Foundation

/// Checks that every internal reference of a build's HTML (`href`, `src`, and the `data-`
/// attributes that name window files) resolves to a file of the build, and that every
/// fragment names an `id` of its target page.
public struct LinkCheck: Sendable {
    /// Attributes holding a URL.
    static let urlAttributes: Set<String> = ["href", "src", "poster", "action", "data-src", "data-href", "data-window", "data-manifest"]

    /// The path the site is served under (`/` or `/project/`): a root-relative reference
    /// (`/project/tabula.css`) is checked against the build with this prefix removed.
    public var basePath: String

    public init(basePath: String = "/") {
        self.basePath = basePath.hasSuffix("/") ? basePath : basePath + "/"
    }

    public struct Problem: Sendable, Equatable, CustomStringConvertible {
        public var page: String
        public var reference: String
        public var reason: String
        public var description: String { "\(page): \(reference) → \(reason)" }
    }

    /// Every broken reference of the tree at `root`.
    public func check(root: URL) throws -> [Problem] {
        let files = try BuildTree.files(in: root)
        let fileSet = Set(files)
        var idsByPage: [String: Set<String>] = [:]
        var problems: [Problem] = []
        let pages = files.filter { $0.hasSuffix(".html") || $0.hasSuffix(".htm") }
        var texts: [String: String] = [:]
        for page in pages {
            let text = try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8)
            texts[page] = text
            idsByPage[page] = HTMLWellFormedness.ids(text)
        }
        for page in pages {
            guard let text = texts[page] else { continue }
            for case .start(let tag) in HTMLTokenizer.tokens(Array(text.utf8)) {
                for attribute in tag.attributes where Self.urlAttributes.contains(attribute.name) {
                    guard let raw = attribute.value else { continue }
                    let reference = decodeEntities(raw).trimmingCharacters(in: .whitespaces)
                    if let problem = problem(reference, in: page, files: fileSet, ids: idsByPage) {
                        problems.append(Problem(page: page, reference: reference, reason: problem))
                    }
                }
            }
        }
        return problems
    }

    /// Why `reference` on `page` is broken, or nil when it resolves.
    func problem(_ reference: String, in page: String, files: Set<String>, ids: [String: Set<String>]) -> String? {
        if reference.isEmpty { return "empty reference" }
        if reference.hasPrefix("//") || BuildTree.hasScheme(reference) { return nil }
        var local = reference
        if local.hasPrefix("/") {
            guard local.hasPrefix(basePath) || local + "/" == basePath else { return "outside the site's base path \(basePath)" }
            local = "/" + local.dropFirst(min(basePath.count, local.count))
        }
        let fragment = local.firstIndex(of: "#").map { String(local[local.index(after: $0)...]) }
        guard var target = BuildTree.resolve(local, from: page, folderIndex: true) else {
            return "leaves the site's root folder"
        }
        if local.hasPrefix("#") || local.hasPrefix("?") { target = page }
        if !files.contains(target) {
            if files.contains(target + "/index.html") {
                target += "/index.html"
            } else {
                return "no such file in the build"
            }
        }
        if let fragment, !fragment.isEmpty, let pageIDs = ids[target] {
            let id = fragment.removingPercentEncoding ?? fragment
            if !pageIDs.contains(id) { return "no id \"\(id)\" in \(target)" }
        }
        return nil
    }

    private func decodeEntities(_ text: String) -> String {
        guard text.contains("&") else { return text }
        return text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
