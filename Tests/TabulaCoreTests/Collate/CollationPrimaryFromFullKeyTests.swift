import TabulaTestSupport
import Testing
@testable import TabulaCore

/// The alphabetic index reads a row's title from the full key its sort already made: the
/// primary weights at the start of a full key are the primary-strength key.
@Suite struct CollationPrimaryFromFullKeyTests {
    static let pieces = ["a", "Z", "é", "Å", "ä", "ö", "ß", "æ", "ñ", "ł", "Ё", "ж", "Ω", "日", "あ", "ア", "ก", "1", "9", " ", "-", "_",
                         "'", "#", "\u{301}", "\u{200B}", "😀", "Þ", "ij", "ch", "ll"]

    @Test(arguments: ["en", "sv", "de", "da", "es", "ru", "ja", "th", "zh", "cs", ""])
    func indexPositionsFromFullKeysEqualPositionsFromPrimaryKeys(locale: String) {
        let collation = Collation(locale: locale)
        var random = SeededRandom(seed: 42)
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 0...6, using: &random)).map { _ in Self.pieces.randomElement(using: &random)! }.joined()
            let full = collation.key(text)
            let position = collation.indexPosition(for: text, fullKey: full)
            #expect(position == collation.indexPosition(for: text), "\(locale): \(text)")
            #expect(collation.indexTitles[position] == collation.indexTitle(for: text), "\(locale): \(text)")
            let primary = Array(full.bytes.prefix { $0 != 1 })
            #expect(primary == collation.primaryKey(text).bytes, "\(locale): \(text)")
        }
    }
}
