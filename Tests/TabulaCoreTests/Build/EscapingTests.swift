import Foundation
import Testing
@testable import TabulaCore

@Suite struct EscapingTests {
    @Test func rowTextIsEscapedInCellsAndLabels() throws {
        let site = try TemporarySite([
            "Content/t.json": #"{"title": "<T>", "rows": [{"text": "<script>alert('x')</script>", "detail": "a & b", "accessory": "detailButton", "link": "https://e.org/?a=1&b=\"2\""}]}"#,
        ])
        try site.build()
        let html = try site.read("Public/t/index.html")
        #expect(!html.contains("<script>alert"))
        #expect(html.contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;"))
        #expect(html.contains("aria-label=\"Details: &lt;script&gt;"))
        #expect(html.contains("href=\"https://e.org/?a=1&amp;b=&quot;2&quot;\""))
        #expect(html.contains("<title>&lt;T&gt;"))
    }

    @Test func rawHTMLInMarkdownIsOmittedByDefault() throws {
        let site = try TemporarySite([
            "Content/g/_index.md": "---\ntitle: G\n---\n",
            "Content/g/p.md": "Hello <script>alert(1)</script> <b>bold</b>\n\n<div onclick=x>block</div>\n",
        ])
        try site.build()
        let html = try site.read("Public/g/p/index.html")
        #expect(!html.contains("<script>alert(1)"))
        #expect(!html.contains("onclick"))
        #expect(html.contains("<!-- raw HTML omitted -->"))
    }

    @Test func rawHTMLIsKeptWhenTheSiteOptsIn() throws {
        let site = try TemporarySite([
            "Content/_index.md": "---\nrawHTML: true\n---\n",
            "Content/g/_index.md": "---\ntitle: G\n---\n",
            "Content/g/p.md": "Hello <b>bold</b>\n",
        ])
        try site.build()
        #expect(try site.read("Public/g/p/index.html").contains("<b>bold</b>"))
    }

    @Test(arguments: ["javascript:alert(1)", "JAVASCRIPT:x", "java\nscript:x", "vbscript:x", "data:text/html,x", "  javascript:x", "file:///etc/passwd",
                      "//evil.example/", "/\\evil.example", "\\\\evil.example", " //evil.example", "https:\\\\evil.example", "https:evil.example",
                      "https://", "https://a b.example", "http://e.org/\u{0}", "mailto:a@b.c\tx"])
    func scriptURLsAreRefused(_ url: String) {
        #expect(URLSafety.problem(with: url, field: "link", isImage: false) != nil)
    }

    @Test(arguments: ["https://example.org", "mailto:a@b.c", "tel:+1555", "page.json", "../up.md", "#row-a", "/abs/path", "a:b/c:d"])
    func safeURLsAreAccepted(_ url: String) {
        if url == "a:b/c:d" {
            #expect(URLSafety.problem(with: url, field: "link", isImage: false) != nil)  // unknown scheme 'a:'
        } else {
            #expect(URLSafety.problem(with: url, field: "link", isImage: false) == nil)
        }
    }

    @Test(arguments: ["data:image/png;base64,AAAA", "data:image/pngx,<svg onload=x>", "http://example.org/a.png", "//example.org/a.png", "javascript:x"])
    func imagesAreContentFilesOrHTTPS(_ url: String) {
        #expect(URLSafety.problem(with: url, field: "image", isImage: true) != nil)
        #expect(URLSafety.problem(with: "https://example.org/a.png", field: "image", isImage: true) == nil)
    }
}
