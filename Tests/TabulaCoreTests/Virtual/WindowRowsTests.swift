import Testing
@testable import TabulaCore

/// Rows as window files and paginated pages write them, assembled as bytes.
@Suite struct WindowRowsTests {
    @Test func aRowIsToldItsPlaceInItsList() {
        var html: [UInt8] = []
        WindowRows.positioned(Array("<li class=\"row\">Å</li>".utf8), position: 7, of: 6938, into: &html)
        #expect(String(decoding: html, as: UTF8.self) == "<li aria-posinset=\"7\" aria-setsize=\"6938\" class=\"row\">Å</li>\n")
    }

    @Test func htmlThatIsNotAListItemIsCopiedAsItIs() {
        var html: [UInt8] = []
        WindowRows.positioned(Array("<div>x</div>\n".utf8), position: 1, of: 1, into: &html)
        #expect(String(decoding: html, as: UTF8.self) == "<div>x</div>\n")
    }
}
