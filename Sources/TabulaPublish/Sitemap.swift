import Foundation

/// `sitemap.xml` (split into a sitemap index and `sitemap-1.xml`, `sitemap-2.xml`… above
/// the protocol's 50,000 URLs per file) and `robots.txt`.
public struct Sitemap: Sendable {
    public static let urlLimit = 50_000

    /// The base URL, ending in `/`.
    public let baseURL: String
    public let limit: Int

    public init(baseURL: String, limit: Int = Sitemap.urlLimit) {
        self.baseURL = baseURL.hasSuffix("/") ? baseURL : baseURL + "/"
        self.limit = max(1, limit)
    }

    /// The absolute URL of a page of the build: `cities/index.html` → `<base>cities/`.
    public func url(of page: String) -> String {
        var path = page
        if path == "index.html" { path = "" } else if path.hasSuffix("/index.html") { path = String(path.dropLast("index.html".count)) }
        let encoded = path.split(separator: "/", omittingEmptySubsequences: false)
            .map { $0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(.init(charactersIn: "?#;"))) ?? String($0) }
            .joined(separator: "/")
        return baseURL + encoded
    }

    /// File name → contents, for the given pages (build paths).
    public func files(pages: [String]) -> [String: String] {
        let urls = pages.sorted().map(url(of:))
        guard urls.count > limit else { return ["sitemap.xml": urlSet(urls[...])] }
        var files: [String: String] = [:]
        var parts: [String] = []
        for (number, start) in stride(from: 0, to: urls.count, by: limit).enumerated() {
            let name = "sitemap-\(number + 1).xml"
            files[name] = urlSet(urls[start..<min(start + limit, urls.count)])
            parts.append(name)
        }
        files["sitemap.xml"] = """
            <?xml version="1.0" encoding="UTF-8"?>
            <sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
            \(parts.map { "<sitemap><loc>\(escape(baseURL + $0))</loc></sitemap>\n" }.joined())</sitemapindex>

            """
        return files
    }

    /// `robots.txt`: everything allowed, and where the sitemap is.
    public var robots: String {
        "User-agent: *\nAllow: /\n\nSitemap: \(baseURL)sitemap.xml\n"
    }

    private func urlSet(_ urls: ArraySlice<String>) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
        \(urls.map { "<url><loc>\(escape($0))</loc></url>\n" }.joined())</urlset>

        """
    }

    private func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "'", with: "&apos;")
    }
}
