import Testing
@testable import TabulaCore

/// Case, accents and width fold as the table's locale folds them at primary strength, in the
/// build and (through the fold map) in the script.
///
/// One test at a time: each folds with ICU for seconds of one core, and the suite's other tests
/// (RebuilderTests' scheduling test) need a thread of the two meanwhile.
@Suite(.serialized) struct SearchFoldingTests {
    @Test(arguments: [
        ("en", "besancon", "Besançon"), ("en", "ataturk", "Atatürk"), ("en", "RESUME", "résumé"), ("en", "eire", "Éire"),
        ("en", "strasse", "Straße"), ("en", "aesop", "Æsop"), ("en", "abc", "ＡＢＣ"),
        ("de", "strasse", "Straße"), ("de", "straße", "Strasse"), ("de", "muller", "Müller"),
        ("fr", "francois", "François"), ("fr", "ecole", "l’École"), ("fr", "noel", "Noël"),
        ("sv", "ÅNGSTRÖM", "Ångström"), ("sv", "örebro", "Örebro"), ("sv", "öresund", "Øresund"),
        ("tr", "istanbul", "İstanbul"), ("tr", "ısparta", "Isparta"), ("tr", "ISPARTA", "ısparta"),
        ("ja", "とうきょう", "トウキョウ"), ("ja", "かき", "ｶｷ"), ("ja", "東京", "東京都庁"), ("ja", "京都", "東京都庁"),
        ("zh", "北京", "北京市"), ("zh", "京市", "北京市"), ("zh", "abc", "ａｂｃ大学"),
    ])
    func queryFindsText(locale: String, query: String, text: String) throws {
        #expect(try SearchTables.matches(query, text, locale: locale), "\(locale): \(query) → \(text)")
    }

    @Test(arguments: [
        ("sv", "angstrom", "Ångström"),  // å and ö are letters of their own in Swedish
        ("sv", "orebro", "Örebro"), ("sv", "oresund", "Øresund"),
        ("fr", "lecole", "l’École"),  // the apostrophe ends a word
        ("de", "mueller", "Müller"),  // ü folds to u, not ue
        ("tr", "istanbul", "Isparta"), ("tr", "isparta", "Isparta"),  // I is ı in Turkish
        ("en", "isparta", "ısparta"),  // ı is not i in any locale
        ("en", "resumes", "résumé"), ("en", "sume", "résumé"),  // a word starts the match
        ("ja", "京東", "東京都庁"),
    ])
    func queryMissesText(locale: String, query: String, text: String) throws {
        #expect(try !SearchTables.matches(query, text, locale: locale), "\(locale): \(query) ↛ \(text)")
    }

    @Test func theMapHoldsOnlyCharactersNotFoldingToTheirLowercase() {
        let folding = SearchFolding(SearchTables.page(["Éire Straße ABC Ölandstok"], locale: "de"))
        let map = Dictionary(folding.browserMap.map { ($0.fold, $0.characters) }, uniquingKeysWith: { a, _ in a })
        #expect(map["e"]?.contains("É") == true && map["e"]?.contains("é") == true)
        #expect(map["ss"] == "ß")
        #expect(map["o"]?.contains("Ö") == true)
        #expect(!folding.browserMap.contains { $0.characters.contains("A") || $0.characters.contains("e") })  // they fold to their lowercase
    }

    @Test func turkishDottedAndDotlessIFoldApart() {
        let folding = SearchFolding(SearchTables.page(["Isparta İstanbul ılık iyi"], locale: "tr"))
        let map = Dictionary(folding.browserMap.map { ($0.fold, $0.characters) }, uniquingKeysWith: { a, _ in a })
        #expect(map["ı"]?.contains("I") == true)
        #expect(map["i"]?.contains("İ") == true)
        #expect(map["i"]?.contains("I") == false)
    }

    @Test func combiningMarksFoldToNothing() throws {
        #expect(try SearchTables.matches("cafe", "cafe\u{301} noir", locale: "en"))
        #expect(try SearchTables.matches("café", "cafe\u{301}", locale: "fr"))
    }

    @Test func aQueryMayHoldCharactersTheTableLacks() throws {
        #expect(try SearchTables.matches("straße", "Strasse", locale: "de"))
        #expect(try SearchTables.matches("ÉCOLE", "ecole", locale: "fr"))
        #expect(try SearchTables.matches("ｶﾀｶﾅ", "カタカナ", locale: "ja"))
    }
}
