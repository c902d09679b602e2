import TabulaTestSupport
import Testing
@testable import TabulaPublish

@Suite struct LinkCheckTests {
    let page = ##"<!DOCTYPE html><html><body><main id="main"><li id="row-a"></li></main></body></html>"##

    @Test func resolvingReferencesPasses() throws {
        let tree = try TemporaryFolder([
            "index.html": ##"<a href="cities/">c</a><a href="cities/index.html#row-a">r</a><a href="#main">m</a>"##
                + ##"<a href="https://example.org/x">e</a><a href="mailto:a@b.c">m</a><img src="img/a%20b.svg" alt="">"##
                + ##"<a href="cities">no slash</a><a href="./">home</a><link href="/tabula.css" rel="stylesheet"><a href="x?a=1&amp;b=2#">q</a>"##
                + ##"<p id="main"></p>"##,
            "cities/index.html": page, "img/a b.svg": "<svg/>", "tabula.css": "", "x": "",
        ])
        #expect(try LinkCheck().check(root: tree.url) == [])
    }

    @Test func missingFilesAndFragmentsAreReportedAsPageReferenceReason() throws {
        let tree = try TemporaryFolder([
            "cities/index.html": ##"<a href="../nowhere/">n</a><a href="../index.html#row-b">f</a><a href="#row-a">ok</a><li id="row-a"></li>"##
                + ##"<a href="../../up">u</a><link href="/other/tabula.css">"##,
            "index.html": page,
        ])
        #expect(try LinkCheck(basePath: "/site/").check(root: tree.url).map(\.description) == [
            "cities/index.html: ../nowhere/ → no such file in the build",
            "cities/index.html: ../index.html#row-b → no id \"row-b\" in index.html",
            "cities/index.html: ../../up → leaves the site's root folder",
            "cities/index.html: /other/tabula.css → outside the site's base path /site/",
        ])
    }
}
