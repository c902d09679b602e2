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
            #expect(try JSONParser.parse(Data(quoted.utf8)).stringValue == text, "\(quoted)")
            #expect(!quoted.contains("<") && !quoted.contains("\u{2028}") && !quoted.contains("\u{2029}"))
        }
    }

    /// Escaped as a byte-at-a-time reference does, whatever the length and wherever the
    /// bytes to escape fall against the eight-byte words the writer reads.
    @Test func escapingMatchesAByteAtATimeReference() {
        func reference(_ text: String) -> String {
            var out = "\""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                case "\n": out += "\\n"
                case "\r": out += "\\r"
                case "\t": out += "\\t"
                case "<": out += "\\u003c"
                case "\u{2028}": out += "\\u2028"
                case "\u{2029}": out += "\\u2029"
                case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
                default: out.unicodeScalars.append(scalar)
                }
            }
            return out + "\""
        }
        var random = SeededRandom(seed: 8)
        let plain = ["a", "Birch 12 ", "é", "—", "日本", "\u{2027}", "x"]
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 0...40, using: &random)).map { _ in
                random.chance(0.1) ? Self.alphabet.randomElement(using: &random)! : plain.randomElement(using: &random)!
            }.joined()
            #expect(JSONText.quote(text) == reference(text), "\(text.debugDescription)")
        }
    }

    @Test func plainTextIsOnlyQuoted() {
        #expect(JSONText.quote("Birch 12 — Detail 5 & more") == "\"Birch 12 — Detail 5 & more\"")
        #expect(JSONText.quote("a\r\nb<") == #""a\r\nb\u003c""#)
    }
}
