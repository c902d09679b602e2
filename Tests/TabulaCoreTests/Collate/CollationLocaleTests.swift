import Testing
@testable import TabulaCore

@Suite("Collation: locale order and index titles")
struct CollationLocaleTests {
    static let mixed = ["Zebra", "Åland", "Éire", "apple", "1984", "_x", "Österreich"]

    @Test("sorted order follows the locale", arguments: [
        // ICU puts punctuation before digits, and "Åland" before "apple" (l < p;
        // the ring is only a secondary difference in en).
        ("en", mixed, ["_x", "1984", "Åland", "apple", "Éire", "Österreich", "Zebra"]),
        ("sv", mixed, ["_x", "1984", "apple", "Éire", "Zebra", "Åland", "Österreich"]),
        ("de", ["Bär", "Azur", "Ärger", "Arm", "Öl", "Ozean"], ["Ärger", "Arm", "Azur", "Bär", "Öl", "Ozean"]),
        ("es", ["oso", "ñandu", "Nora", "nube"], ["Nora", "nube", "ñandu", "oso"]),
        ("da", ["Åse", "Øre", "Æble", "Zulu", "Ärlig"], ["Zulu", "Æble", "Ärlig", "Øre", "Åse"]),
        ("nb", ["Åse", "Øre", "Æble", "Zulu"], ["Zulu", "Æble", "Øre", "Åse"]),
        ("cs", ["Hrad", "Chata", "Cesta", "Čaj", "Izba"], ["Cesta", "Čaj", "Hrad", "Chata", "Izba"]),
        ("ru", ["Ярослав", "Москва", "Абакан", "London"], ["Абакан", "Москва", "Ярослав", "London"]),
    ])
    func sortedOrder(locale: String, input: [String], expected: [String]) {
        let collation = Collation(locale: locale)
        #expect(collation.sorted(input) { $0 } == expected)
        #expect(collation.sorted(input.reversed()) { $0 } == expected)
    }

    @Test("index title of a string", arguments: [
        ("en", "Åland", "A"), ("en", "apple", "A"), ("en", "Éire", "E"), ("en", "éclair", "E"),
        ("en", "Österreich", "O"), ("en", "Zebra", "Z"), ("en", "1984", "#"), ("en", "_x", "#"),
        ("en", "", "#"), ("en", " leading space", "#"), ("en", "¿Qué?", "#"), ("en", "€uro", "#"),
        ("en", "Москва", "#"), ("en", "東京", "#"), ("en", "Þór", "Z"), ("en", "ß", "S"),
        ("sv", "Åland", "Å"), ("sv", "Österreich", "Ö"), ("sv", "Ärger", "Ä"), ("sv", "Zebra", "Z"),
        ("sv", "apple", "A"), ("sv", "1984", "#"),
        ("de", "Ärger", "A"), ("de", "Österreich", "O"), ("de", "Übermut", "U"),
        ("es", "ñandu", "Ñ"), ("es", "Nora", "N"), ("es", "Ñu", "Ñ"),
        ("da", "Æble", "Æ"), ("da", "Øresund", "Ø"), ("da", "Åland", "Å"), ("da", "Zulu", "Z"),
        ("nb", "Æble", "Æ"), ("nb", "Øre", "Ø"), ("nb", "Åse", "Å"),
        ("cs", "Chata", "CH"), ("cs", "Cesta", "C"), ("cs", "Čaj", "Č"), ("cs", "Hrad", "H"),
        ("ru", "Москва", "М"), ("ru", "москва", "М"), ("ru", "Ёлка", "Е"), ("ru", "London", "#"),
        ("el", "Αθήνα", "Α"), ("el", "Ωμέγα", "Ω"),
        ("ja", "あさひ", "あ"), ("ja", "カメラ", "か"), ("ja", "ン", "わ"), ("ja", "東京", "#"), ("ja", "Tokyo", "#"),
        ("ko", "서울", "ㅅ"),
        ("th", "_x", "#"),
    ])
    func indexTitle(locale: String, string: String, expected: String) {
        #expect(Collation(locale: locale).indexTitle(for: string) == expected)
    }

    @Test func englishTitlesAreAToZThenHash() {
        let collation = Collation(locale: "en")
        #expect(collation.indexTitles == CollationTestData.latinAlphabet + ["#"])
        #expect(!collation.usedFallback)
    }

    @Test("locale letters come after Z", arguments: [
        ("sv", ["Z", "Å", "Ä", "Ö", "#"]),
        ("fi", ["Z", "Å", "Ä", "Ö", "#"]),
        ("da", ["Z", "Æ", "Ø", "Å", "#"]),
        ("nb", ["Z", "Æ", "Ø", "Å", "#"]),
    ])
    func nordicTitles(locale: String, suffix: [String]) {
        let titles = Collation(locale: locale).indexTitles
        #expect(Array(titles.suffix(suffix.count)) == suffix)
        #expect(Array(titles.prefix(26)) == CollationTestData.latinAlphabet)
    }

    @Test func spanishHasEnyeAfterN() throws {
        let titles = Collation(locale: "es").indexTitles
        let n = try #require(titles.firstIndex(of: "N"))
        #expect(titles[n + 1] == "Ñ")
        #expect(titles.count == 28)
    }

    @Test func germanFoldsUmlauts() {
        #expect(Collation(locale: "de").indexTitles == CollationTestData.latinAlphabet + ["#"])
    }

    @Test func russianTitlesAreCyrillic() {
        let collation = Collation(locale: "ru")
        let titles = collation.indexTitles.dropLast()
        #expect(titles.first == "А")
        #expect(titles.last == "Я")
        #expect(titles.contains("М"))
        #expect(!titles.contains("Ё"))  // primary-equal to Е in ru: merged
        #expect(titles.allSatisfy { $0.unicodeScalars.allSatisfy { (0x0400 ... 0x04FF).contains($0.value) } })
    }

    @Test func japaneseDoesNotCrash() {
        let collation = Collation(locale: "ja")
        #expect(collation.indexTitles.first == "あ")
        #expect(collation.indexTitles.last == "#")
        let words = ["東京", "カメラ", "あさひ", "Tokyo", "わに", "123", ""]
        let sorted = collation.sorted(words) { $0 }
        #expect(Set(sorted) == Set(words))
        #expect(collation.sections(words).map(\.title) == ["あ", "か", "わ", "#"])
    }

    @Test("locale identifier forms", arguments: [
        ("de-DE", false), ("pt_BR", false), ("pt-BR", false), ("en_US", false), ("en-GB", false),
        ("", false), ("root", false), ("sv-SE", false),
        ("xx-YY", true), ("xx", true), ("qq_ZZ", true),
    ])
    func localeForms(locale: String, fallback: Bool) {
        let collation = Collation(locale: locale)
        #expect(collation.locale == locale)
        #expect(collation.usedFallback == fallback)
        #expect(collation.indexTitles.count > 1)
        #expect(collation.indexTitles.last == "#")
    }

    @Test("ICU's valid locale", arguments: [
        ("de-DE", "de"), ("pt_BR", "pt"), ("sv", "sv"), ("en", "en"), ("xx-YY", "root"), ("", "root"),
    ])
    func validLocale(locale: String, valid: String) {
        #expect(Collation(locale: locale).collator.validLocale == valid)
    }

    @Test func unknownLocaleFallsBackToRoot() {
        let collation = Collation(locale: "xx-YY")
        #expect(collation.usedFallback)
        #expect(collation.indexTitles == CollationTestData.latinAlphabet + ["#"])
        #expect(collation.sorted(Self.mixed) { $0 } == ["_x", "1984", "Åland", "apple", "Éire", "Österreich", "Zebra"])
        #expect(collation.indexTitle(for: "Éire") == "E")
    }

    @Test func regionalVariantUsesLanguageRules() {
        #expect(Collation(locale: "sv-SE").indexTitle(for: "Åland") == "Å")
        #expect(Collation(locale: "sv_SE").indexTitle(for: "Åland") == "Å")
        #expect(Collation(locale: "es-MX").indexTitle(for: "ñandu") == "Ñ")
    }
}
