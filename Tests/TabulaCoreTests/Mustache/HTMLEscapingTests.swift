import TabulaTestSupport
import Testing
@testable import TabulaCore

/// HTML escaping (interpolation, and every attribute of a row's element) scans text eight
/// bytes at a time and a byte at a time only in a word with a special character: whatever the
/// length and wherever `& < > " '` fall against those words, the bytes written must be those
/// of `HTMLText.escape`, which goes scalar by scalar.
@Suite struct HTMLEscapingTests {
    static func randomText(_ random: inout SeededRandom) -> String {
        let pieces = ["a", "Birch 12 ", "é", "—", "日本", "😀", "x", "&", "<", ">", "\"", "'", "&amp;", " ", "9"]
        return (0..<Int.random(in: 0...40, using: &random)).map { _ in
            random.chance(0.85) ? pieces[Int.random(in: 0..<7, using: &random)] : pieces.randomElement(using: &random)!
        }.joined()
    }

    @Test func interpolationIsEscapedAsTextIs() {
        var random = SeededRandom(seed: 63)
        for _ in 0..<3_000 {
            let text = Self.randomText(&random)
            #expect(MustacheEscaping.escape(text) == HTMLText.escape(text), "\(text.debugDescription)")
        }
    }
}
