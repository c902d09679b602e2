import Foundation
import TabulaCore

/// `tabula publish` up to the deploy: a clean production build in a staging folder,
/// fingerprinted assets, `sitemap.xml` and `robots.txt`, then every check.
/// Nothing outside the staging folder is written.
public struct Publisher: Sendable {
    public var site: URL
    /// Overrides `baseURL` of `Content/_index.md`.
    public var baseURL: String?

    public init(site: URL, baseURL: String? = nil) {
        self.site = site.standardizedFileURL
        self.baseURL = baseURL
    }

    /// A problem that stops the publish before anything is deployed.
    public struct Failed: Error, CustomStringConvertible {
        public var problems: [String]
        public var description: String { problems.joined(separator: "\n") }
    }

    /// The base URL to publish at: `--base-url`, else the site's `baseURL`.
    public func resolvedBaseURL() throws -> URL {
        guard let text = baseURL ?? SiteBuilder(site: site).model().site.settings.baseURL, !text.isEmpty else {
            throw Failed(problems: [
                "no base URL to write sitemap.xml with: add `baseURL: https://example.org/` to the front matter of "
                    + "\(site.appendingPathComponent("Content/_index.md").path), or pass --base-url https://example.org/",
            ])
        }
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), scheme == "https" || scheme == "http", url.host != nil else {
            throw Failed(problems: ["base URL \"\(text)\" is not an absolute http(s) URL such as https://example.org/"])
        }
        return url
    }

    /// Builds, post-processes and checks the site. The caller removes the staging folder.
    /// Build errors come first (`BuildFailed`), then a missing base URL and the checks (`Failed`).
    public func prepare() throws -> Staging {
        let staging = try Staging.build(site: site)
        do {
            let base = try resolvedBaseURL()
            try postProcess(staging.root, baseURL: base)
            let problems = try Self.check(staging.root, basePath: Self.basePath(of: base))
            if !problems.isEmpty { throw Failed(problems: problems) }
            return staging
        } catch {
            staging.remove()
            throw error
        }
    }

    static func basePath(of url: URL) -> String {
        let path = url.path
        return path.isEmpty ? "/" : (path.hasSuffix("/") ? path : path + "/")
    }

    /// Fingerprint, make the 404 page work at any depth, write the sitemap and robots.txt.
    /// The stylesheet and script ship as the build wrote them.
    func postProcess(_ root: URL, baseURL: URL) throws {
        try Fingerprint.apply(to: root)
        try NotFoundPage.makeReferencesRootRelative(in: root, basePath: Self.basePath(of: baseURL))
        let pages = try Self.pages(in: root).filter { $0 != NotFoundPage.path }
        let sitemap = Sitemap(baseURL: baseURL.absoluteString)
        for (name, text) in sitemap.files(pages: pages) {
            try Data(text.utf8).write(to: root.appendingPathComponent(name))
        }
        try Data(sitemap.robots.utf8).write(to: root.appendingPathComponent("robots.txt"))
    }

    /// The HTML pages of a build: `.html` files that are whole documents (not window fragments).
    static func pages(in root: URL) throws -> [String] {
        try BuildTree.files(in: root).filter { path in
            guard path.hasSuffix(".html"), let handle = FileHandle(forReadingAtPath: root.appendingPathComponent(path).path) else { return false }
            defer { try? handle.close() }
            let head = String(decoding: handle.readData(ofLength: 64), as: UTF8.self)
            return head.trimmingCharacters(in: .whitespacesAndNewlines).lowercased().hasPrefix("<!doctype html")
        }
    }
}
