import TabulaTestSupport
import Testing
@testable import TabulaPublish

@Suite struct HTMLWellFormednessTests {
    func messages(_ html: String) -> [String] { HTMLWellFormedness.check(html).map(\.description) }

    @Test func aWellFormedPageHasNoProblems() {
        let html = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>A < B</title>
            <style>p > a { color: red }</style><script>if (a < b) { document.write("<div>") }</script></head>
            <body><!-- <div> --><p id="a">One<br>two <img src="x.png" alt=""></p><input disabled><ul><li id="b">x</li></ul></body></html>
            """
        #expect(messages(html) == [])
    }

    @Test func anUnclosedElementIsReportedWithItsLine() {
        #expect(messages("<main>\n<div class=\"x\">\n<p>text</p>\n</main>")
            == ["line 4: </main> closes <main> (line 1) while <div> (line 2) is still open"])
        #expect(messages("<div>\n<span>") == ["line 2: <span> is never closed", "line 1: <div> is never closed"])
    }

    @Test func misnestedAndStrayEndTagsAreReported() {
        #expect(messages("<b><i>x</b></i>") == [
            "line 1: </b> closes <b> (line 1) while <i> (line 1) is still open",
            "line 1: </i> has no matching <i>",
        ])
        #expect(messages("<br></br>") == ["line 1: </br> closes a void element"])
    }

    @Test func unquotedAttributesAndDuplicateIdsAreReported() {
        #expect(messages("<a href=x>y</a>") == ["line 1: unquoted value of attribute href on <a>"])
        #expect(messages("<p id=\"a\"></p>\n<p id=\"a\"></p>") == ["line 2: duplicate id \"a\" (first on line 1)"])
        #expect(messages("<p class=\"a\" class=\"b\"></p>") == ["line 1: attribute class repeated on <p>"])
    }

    @Test func selfClosingNonVoidElementsAndStrayLessThanAreReported() {
        #expect(messages("<div/>") == ["line 1: <div/> is not a void element; write <div></div>"])
        #expect(messages("<br/><img src=\"a\" alt=\"\" />") == [])
        #expect(messages("1 < 2") == ["line 1: \"<\" not starting a tag; write &lt;"])
    }

    @Test func unfinishedConstructsAreReported() {
        #expect(messages("<!-- x") == ["line 1: comment is never closed"])
        #expect(messages("<script>x") == ["line 1: <script> is never closed"])
        #expect(messages("<a href=\"x") == ["line 1: attribute href of <a> is never closed", "line 1: <a> is never closed"])
    }

    @Test func idsAreCollected() {
        #expect(HTMLWellFormedness.ids("<li id=\"row-a\"></li><section id='section-b'></section>") == ["row-a", "section-b"])
    }

    /// Property: any input, however broken, gives problems, never a crash or a hang.
    @Test func neverCrashesOnRandomInput() {
        var generator = SeededRandom(seed: 0x7AB_01A)
        let pieces = ["<", ">", "</", "/>", "<!--", "-->", "<!", "=", "\"", "'", " ", "\n", "div", "p", "br", "id",
                      "<script>", "</script", "<title>", "a", "é", "\u{0}", "&", "<div id=\"x\">", "</div>", "<p"]
        for round in 0..<3_000 {
            var text = ""
            for _ in 0..<Int(generator.next() % 40) {
                if round % 3 == 0 {
                    text.unicodeScalars.append(Unicode.Scalar(UInt8(truncatingIfNeeded: generator.next())))
                } else {
                    text += pieces[Int(generator.next() % UInt64(pieces.count))]
                }
            }
            _ = HTMLWellFormedness.check(text)
            _ = HTMLWellFormedness.ids(text)
        }
        var bytes: [UInt8] = []
        for _ in 0..<20_000 { bytes.append(UInt8(truncatingIfNeeded: generator.next())) }
        _ = HTMLWellFormedness.check(String(decoding: bytes, as: UTF8.self))
    }
}

