import Foundation
import Testing
@testable import TabulaCore
import TabulaTestSupport

/// Links between output files are written relative to the page holding them, and lead where
/// an absolute link would, whatever the two paths.
@Suite struct RelativeURLTests {
    @Test func examples() {
        #expect(RelativeURL.href(from: "cities/index.html", to: "guides/intro/index.html") == "../guides/intro/")
        #expect(RelativeURL.href(from: "index.html", to: "index.html") == "./")
        #expect(RelativeURL.href(from: "a/b/index.html", to: "a/index.html") == "../")
        #expect(RelativeURL.href(from: "a/index.html", to: "a/2.html") == "2.html")
        #expect(RelativeURL.href(from: "index.html", to: "tabula.css") == "tabula.css")
        #expect(RelativeURL.href(from: "a/b/c.html", to: "tabula.css") == "../../tabula.css")
        #expect(RelativeURL.href(from: "index.html", to: "New York/index.html") == "New%20York/")
        #expect(RelativeURL.href(from: "index.html", to: "javascript:x.png") == "./javascript:x.png")
        #expect(RelativeURL.href(from: "a/index.html", to: "b/javascript:x.png") == "../b/javascript:x.png")
    }

    /// Resolved against the page's address as a browser does (RFC 3986), a relative link
    /// gives the target's address: its folder's for an `index.html`.
    @Test func everyRelativeLinkLeadsToItsTarget() throws {
        var random = SeededRandom(seed: 22)
        let folders = ["a", "b", "é", "New York", "x:y", "100%", "c#d", "e?f", "_", "..x"]
        let files = ["index.html", "2.html", "x:y.png", "p 1.html", "%.css"]
        func path() -> String {
            ((0..<Int.random(in: 0...3, using: &random)).map { _ in random.pick(folders) } + [random.pick(files)]).joined(separator: "/")
        }
        for _ in 0..<2_000 {
            let page = path(), target = path()
            let href = RelativeURL.href(from: page, to: target)
            let base = try #require(URL(string: "https://example.org/" + page.split(separator: "/").map { RelativeURL.percentEncode($0) }.joined(separator: "/")))
            let resolved = try #require(URL(string: href, relativeTo: base), "\(href) from \(page)")
            var expected = "/" + target.split(separator: "/").map { RelativeURL.percentEncode($0) }.joined(separator: "/")
            if expected.hasSuffix("/index.html") { expected.removeLast("index.html".count) }
            #expect(resolved.absoluteURL.path(percentEncoded: true) == expected, "\(href) from \(page) to \(target)")
        }
    }
}
