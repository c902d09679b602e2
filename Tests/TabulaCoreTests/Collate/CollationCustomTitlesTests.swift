import Testing
@testable import TabulaCore

@Suite("Collation: site-supplied index titles")
struct CollationCustomTitlesTests {
    static let groups = Collation(locale: "en", indexTitles: ["A", "G", "N", "T"])

    @Test func titlesAreKeptWithHashLast() {
        #expect(Self.groups.indexTitles == ["A", "G", "N", "T", "#"])
    }

    @Test("a title names the first string of its group", arguments: [
        ("apple", "A"), ("Fig", "A"), ("Ferry", "A"), ("Hello", "G"), ("gamma", "G"), ("Mzz", "G"),
        ("Nora", "N"), ("ñandu", "N"), ("Sun", "N"), ("Tea", "T"), ("Zulu", "T"), ("Þór", "T"),
        ("1984", "#"), ("_x", "#"), ("", "#"), ("Москва", "#"),
    ])
    func grouping(string: String, expected: String) {
        #expect(Self.groups.indexTitle(for: string) == expected)
    }

    @Test func titlesAreOrderedAndDeduplicated() {
        let collation = Collation(locale: "en", indexTitles: ["n", "A", "#", "G", "a", "", "Á"])
        #expect(collation.indexTitles == ["A", "G", "n", "#"])
        #expect(collation.indexTitle(for: "nope") == "n")
    }

    @Test func localeOrderAppliesToCustomTitles() {
        let swedish = Collation(locale: "sv", indexTitles: ["Å", "A", "M"])
        #expect(swedish.indexTitles == ["A", "M", "Å", "#"])
        #expect(swedish.indexTitle(for: "Zebra") == "M")
        #expect(swedish.indexTitle(for: "Österreich") == "Å")
    }

    @Test func digitTitlesCollectDigits() {
        let collation = Collation(locale: "en", indexTitles: ["0", "A", "N"])
        #expect(collation.indexTitles == ["0", "A", "N", "#"])
        #expect(collation.indexTitle(for: "1984") == "0")
        #expect(collation.indexTitle(for: "apple") == "A")
        // Punctuation sorts before digits in ICU.
        #expect(collation.indexTitle(for: "_x") == "#")
    }

    @Test func noUsableTitlesPutsEverythingUnderHash() {
        let collation = Collation(locale: "en", indexTitles: ["", "#"])
        #expect(collation.indexTitles == ["#"])
        #expect(collation.indexTitle(for: "apple") == "#")
        #expect(collation.sections(["b", "a"]) == [CollatedSection(title: "#", items: ["a", "b"])])
    }
}
