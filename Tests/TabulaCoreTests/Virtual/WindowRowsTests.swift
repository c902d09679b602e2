import Testing
@testable import TabulaCore

/// Rows as window files and paginated pages write them, assembled as bytes.
@Suite struct WindowRowsTests {
    @Test func decimalsAreWrittenAsSwiftPrintsThem() {
        var generator = SystemRandomNumberGenerator()
        let values = [0, 1, 9, 10, 99, 100, 6938, 100_000, 1_000_000, Int.max, -1, -42, Int.min + 1]
            + (0..<1000).map { _ in Int.random(in: -10_000_000...10_000_000, using: &generator) }
        for value in values {
            var bytes: [UInt8] = Array("x".utf8)
            WindowRows.appendDecimal(value, to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == "x" + String(value))
        }
    }

    @Test func aRowIsToldItsPlaceInItsList() {
        var html: [UInt8] = []
        Array("<li class=\"row\">Å</li>".utf8).withUnsafeBufferPointer {
            WindowRows.positioned($0, position: 7, of: 6938, into: &html)
        }
        #expect(String(decoding: html, as: UTF8.self) == "<li aria-posinset=\"7\" aria-setsize=\"6938\" class=\"row\">Å</li>\n")
    }

    @Test func htmlThatIsNotAListItemIsCopiedAsItIs() {
        var html: [UInt8] = []
        Array("<div>x</div>\n".utf8).withUnsafeBufferPointer { WindowRows.positioned($0, position: 1, of: 1, into: &html) }
        #expect(String(decoding: html, as: UTF8.self) == "<div>x</div>\n")
    }
}
