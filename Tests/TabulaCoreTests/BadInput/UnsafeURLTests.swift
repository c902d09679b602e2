import Foundation
import Testing

/// Every URL content writes reaches a page through one check, wherever it is written (a row's
/// `link` or `image`, a Markdown link, image, autolink or reference link in a body or a
/// description, `rawHTML` or not): links may be content paths, `#row-…`/`#section-…`
/// fragments, or http, https, mailto and tel URLs; images content files or https URLs; and an
/// absolute URL must read the same in every browser.
@Suite struct UnsafeURLTests {
    static let script = "unsafe URL scheme 'javascript:' in a Markdown link: links may use http, https, mailto, tel or a path to a page of this site"
    static let rawHTML = "---\ntitle: Site\nrawHTML: true\n---\n"

    static let cases: [BadInputCase] = [
        BadInputCase(name: "a script link in a body, raw HTML on",
             files: ["Content/_index.md": rawHTML, "Content/g/p.md": "Click [x](javascript:alert(1)).\n"],
             errors: ["Content/g/p.md:1:7: error: \(script)"]),
        BadInputCase(name: "a script image in a body, raw HTML on",
             files: ["Content/_index.md": rawHTML, "Content/g/p.md": "![x](javascript:alert(1))\n"],
             errors: ["Content/g/p.md:1:1: error: unsafe URL scheme 'javascript:' in a Markdown image: images may use https or a file in Content/"]),
        BadInputCase(name: "a script autolink", files: ["Content/g/p.md": "---\ntitle: P\n---\nSee <javascript:alert(1)>.\n"],
             errors: ["Content/g/p.md:4:5: error: \(script)"]),
        BadInputCase(name: "a script reference link in a description",
             files: ["Content/_index.md": rawHTML, "Content/t.md": "See [the page][p].\n\n[p]: JavaScript:alert(1)\n\n## S\n- a\n"],
             errors: ["Content/t.md:1:5: error: \(script)"]),
        BadInputCase(name: "a script link in a folder's description", files: ["Content/g/_index.md": "---\ntitle: G\n---\n[x](vbscript:x)\n"],
             errors: ["Content/g/_index.md:4:1: error: unsafe URL scheme 'vbscript:' in a Markdown link: links may use http, https, mailto, tel or a path to a page of this site"]),
        BadInputCase(name: "a script link in a JSON description",
             files: ["Content/t.json": ##"{"title": "T", "description": "[x](javascript:x)", "rows": [{"text": "a"}]}"##],
             errors: ["Content/t.json:1:31: error: \(script)"]),
        BadInputCase(name: "a script link in a static table's row", files: ["Content/t.md": "## S\n- [x](javascript:x)\n"],
             errors: ["Content/t.md:2:3: error: unsafe URL scheme 'javascript:' in `link`: links may use http, https, mailto, tel or a path to a page of this site"]),
        BadInputCase(name: "a protocol-relative link", files: ["Content/t.json": ##"{"rows": [{"text": "a", "link": "//evil.example/"}]}"##],
             errors: ["Content/t.json:1:33: error: protocol-relative URL '//evil.example/' in `link` leaves this site for any host: write https://… for another site, or a path to a file of this one"]),
        BadInputCase(name: "a protocol-relative link with backslashes", files: ["Content/g/p.md": "[x](\\\\\\\\evil.example)\n"],
             errors: ["Content/g/p.md:1:1: error: protocol-relative URL '\\\\evil.example' in a Markdown link leaves this site for any host: write https://… for another site, or a path to a file of this one"]),
        BadInputCase(name: "backslashes after the scheme", files: ["Content/t.json": ##"{"rows": [{"text": "a", "link": "https:\\\\evil.example"}]}"##],
             errors: ["Content/t.json:1:33: error: URL 'https:\\\\evil.example' in `link` holds a space, a control character or a backslash, which browsers read in different ways: percent-encode it (%20) or write '/'"]),
        BadInputCase(name: "a scheme without a host", files: ["Content/g/p.md": "[x](https:evil.example)\n"],
             errors: ["Content/g/p.md:1:1: error: URL 'https:evil.example' in a Markdown link names no host: write https://host/…"]),
        BadInputCase(name: "a data image that is not one", files: ["Content/t.json": ##"{"rows": [{"text": "a", "image": "data:image/pngx,<svg onload=alert(1)>"}]}"##],
             errors: ["Content/t.json:1:34: error: unsafe URL scheme 'data:' in `image`: images may use https or a file in Content/"]),
        BadInputCase(name: "a data image in a body", files: ["Content/g/p.md": "![x](data:image/png;base64,AAAA)\n"],
             errors: ["Content/g/p.md:1:1: error: unsafe URL scheme 'data:' in a Markdown image: images may use https or a file in Content/"]),
        BadInputCase(name: "an http image", files: ["Content/g/p.md": "---\nimage: http://example.org/a.png\n---\nP\n"],
             errors: ["Content/g/p.md:2:8: error: unsafe URL scheme 'http:' in `image`: images may use https or a file in Content/"]),
        BadInputCase(name: "a protocol-relative image in a listing", files: ["Content/g/sub/_index.md": "---\nimage: //evil.example/x.png\n---\n"],
             errors: ["Content/g/sub/_index.md:2:8: error: protocol-relative URL '//evil.example/x.png' in `image` leaves this site for any host: write https://… for another site, or a path to a file of this one"]),
    ]

    @Test(arguments: cases)
    func refused(_ testCase: BadInputCase) async throws {
        try await BadInputCheck.refuses(good: ["Content/ok.json": ##"{"rows": [{"text": "a"}]}"##, "Content/g/_index.md": "---\ntitle: G\n---\n"], testCase)
    }

    @Test func allowedURLsAreKeptAsWritten() throws {
        let site = try TemporarySite([
            "Content/_index.md": Self.rawHTML,
            "Content/g/_index.md": "---\ntitle: G\n---\n",
            "Content/g/p.md": "[a](https://example.org/x?y=1#z) [b](http://example.org/) [c](mailto:a@example.org) [d](tel:+15555550100) <https://example.org/auto> ![e](https://example.org/e.png)\n",
        ])
        try site.build()
        let html = try site.read("Public/g/p/index.html")
        for href in ["https://example.org/x?y=1#z", "http://example.org/", "mailto:a@example.org", "tel:+15555550100", "https://example.org/auto"] {
            #expect(html.contains("href=\"\(href)\""), "\(href)")
        }
        #expect(html.contains("src=\"https://example.org/e.png\""))
    }
}

/// A file of Content/ whose name holds a colon is linked as `./name`, never as a scheme.
@Suite struct ColonInFileNameTests {
    @Test func aLinkToAFileNamedLikeAScriptURL() throws {
        let site = try TemporarySite([
            "Content/_index.md": "---\ntitle: Site\n---\nSee [it](<./javascript:alert(1);x.png>).\n",
            "Content/javascript:alert(1);x.png": "png",
        ])
        try site.build()
        let home = try site.read("Public/index.html")
        #expect(home.contains(##"<a href="./javascript:alert(1)%3Bx.png">it</a>"##))
        #expect(!home.contains(##"href="javascript:"##))
    }
}
