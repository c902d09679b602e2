import Testing
@testable import TabulaCore

@Suite("CollationKey")
struct CollationKeyTests {
    static let en = Collation(locale: "en")

    @Test func caseAndDiacriticsDifferOnlyAtFullStrength() {
        let collation = Self.en
        #expect(collation.primaryKey("Éire") == collation.primaryKey("eire"))
        #expect(collation.primaryKey("ÅLAND") == collation.primaryKey("aland"))
        #expect(collation.key("Éire") != collation.key("eire"))
        #expect(collation.key("apple") < collation.key("Apple"))  // ICU: lower case first at tertiary
        #expect(collation.key("Apple") < collation.key("apples"))
    }

    @Test func canonicallyEquivalentStringsHaveEqualKeys() {
        #expect(Self.en.key("\u{E9}") == Self.en.key("e\u{301}"))
        #expect(Self.en.key("Åland") == Self.en.key("A\u{30A}land"))
    }

    @Test func emptyAndIgnorableStrings() {
        #expect(Self.en.key("").bytes == [1, 1])  // just the two level separators
        #expect(Self.en.key("").primaryLength == 0)
        #expect(Self.en.primaryKey("").bytes.isEmpty)
        #expect(Self.en.primaryKey("\u{0}\u{200B}").bytes.isEmpty)
        #expect(Self.en.key("") < Self.en.key("a"))
        #expect(Self.en.indexTitle(for: "\u{200B}") == "#")
    }

    @Test func keysNeverContainZero() {
        for string in CollationTestData.strings(count: 500, seed: 1) {
            #expect(!Self.en.key(string).bytes.contains(0))
        }
    }

    @Test("primary key is the primary part of the full key", arguments: ["en", "sv", "cs", "ja", "th", "ru", "fr_CA"])
    func primaryPrefix(locale: String) {
        let collation = Collation(locale: locale)
        for string in CollationTestData.strings(count: 500, seed: 2) + ["", "Chata", "あさひ", "Москва", "ไทย"] {
            let full = collation.key(string)
            #expect(Array(full.bytes.prefix(full.primaryLength)) == collation.primaryKey(string).bytes, "\(string)")
        }
    }

    @Test func longStringsUseHeapBuffers() {
        // > 512 UTF-16 units and a key longer than the 256-byte stack buffer.
        let long = String(repeating: "Ångström ", count: 200)
        let key = Self.en.key(long)
        #expect(key.bytes.count > 256)
        #expect(key == Self.en.key(long))
        #expect(key < Self.en.key(long + "a"))
        #expect(Self.en.key(String(long.dropLast())) < key)
        #expect(Self.en.indexTitle(for: long) == "A")
    }

    @Test func embeddedNulIsIgnorable() {
        #expect(Self.en.primaryKey("a\u{0}b") == Self.en.primaryKey("ab"))
    }

    @Test func comparisonIsLexicographicOnBytes() {
        let a = CollationKey(bytes: [5, 6])
        let b = CollationKey(bytes: [5, 6, 1])
        let c = CollationKey(bytes: [5, 7])
        #expect(a < b)
        #expect(b < c)
        #expect(!(a < a))
        #expect(a.compare(a) == 0)
        #expect([c, b, a].sorted() == [a, b, c])
    }
}
