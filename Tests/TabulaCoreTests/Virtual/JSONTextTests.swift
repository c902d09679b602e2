import Foundation
import TabulaTestSupport
import Testing
@testable import TabulaCore

/// The strings written into window manifests and search indexes read back as written.
@Suite struct JSONTextTests {
    static let alphabet: [String] = ["a", "Z", " ", "\"", "\\", "<", ">", "&", "\n", "\r", "\r\n", "\t", "\u{0}", "\u{1F}", "\u{7F}",
                                     "é", "e\u{301}", "—", "\u{2028}", "\u{2029}", "\u{2027}", "😀", "👩‍👩‍👧", "日本"]

    @Test func randomStringsRoundTripThroughTheJSONParser() throws {
        var random = SeededRandom(seed: 2026)
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 0...12, using: &random)).map { _ in Self.alphabet.randomElement(using: &random)! }.joined()
            let quoted = JSONText.quote(text)
            #expect(try JSONParser.parse(quoted).stringValue == text, "\(quoted)")
            #expect(!quoted.contains("<") && !quoted.contains("\u{2028}") && !quoted.contains("\u{2029}"))
        }
    }

    @Test func plainTextIsOnlyQuoted() {
        #expect(JSONText.quote("Birch 12 — Detail 5 & more") == "\"Birch 12 — Detail 5 & more\"")
        #expect(JSONText.quote("a\r\nb<") == #""a\r\nb\u003c""#)
    }
}
