import Testing
import TabulaICUReference
@testable import TabulaCore

/// ICU's own `AlphabeticIndex` (C++), read through `TabulaICUReference`: its underflow,
/// inflow and overflow buckets all read "#", as Tabula's one overflow title.
enum ICUReference {
    static func titles(_ locale: String) -> [String] {
        read { tabula_reference_index_labels(locale, $0, $1) }
    }

    static func titles(_ locale: String, of strings: [String]) -> [String] {
        let joined = strings.joined(separator: "\n")
        let length = Int32(joined.utf8.count)
        return read { tabula_reference_bucket_labels(locale, joined, length, $0, $1) }
    }

    static var locales: [String] {
        read { tabula_reference_locales($0, $1) }
    }

    private static func read(_ fill: (UnsafeMutablePointer<CChar>?, Int32) -> Int32) -> [String] {
        var capacity = 1 << 16
        while true {
            var buffer = [CChar](repeating: 0, count: capacity)
            let needed = Int(fill(&buffer, Int32(capacity)))
            if needed < 0 { return [] }
            if needed <= capacity {
                // Not split with `split`: an empty line is a label too.
                var lines = String(decoding: buffer.prefix(needed).map { UInt8(bitPattern: $0) }, as: UTF8.self)
                    .components(separatedBy: "\n")
                if lines.last == "" { lines.removeLast() }
                return lines
            }
            capacity = needed
        }
    }
}

@Suite("Section index: ICU's AlphabeticIndex as the reference")
struct CollationIndexReferenceTests {
    /// Names and words as a table of each language holds them, with some of other scripts.
    static let rows: [(locale: String, rows: [String])] = [
        ("ja", ["山田太郎", "佐藤花子", "あさひ", "いぬ", "カメラ", "ゴリラ", "ぱんだ", "ンジャメナ", "わに", "ヴァイオリン", "ｶﾀｶﾅ", "Tokyo", "123", "ㄅ"]),
        ("zh", ["张伟", "王芳", "李娜", "刘洋", "陈静", "阿里", "爱", "欧阳", "Apple", "iPhone", "Zebra", "123", "Ωμέγα", "ひらがな", "한국"]),
        ("zh_Hant", ["張偉", "王芳", "李娜", "劉洋", "陳靜", "一", "乙", "龘", "Apple", "123", "ㄅㄆ"]),
        ("zh_TW", ["張偉", "王芳", "一", "Taipei"]),
        ("zh@collation=zhuyin", ["張偉", "王芳", "李娜", "Apple"]),
        ("ko", ["서울", "부산", "김민준", "이서연", "박지호", "ㄱ", "ㅎ", "힣", "Seoul", "東京"]),
        ("ru", ["Москва", "Ёлка", "ёж", "Щука", "Яблоко", "Ъ", "London", "Ωμέγα", "Київ"]),
        ("ar", ["محمد", "أحمد", "إبراهيم", "آمنة", "علي", "ياسمين", "ءام", "Cairo", "١٢٣", "پارس"]),
        ("he", ["אברהם", "שרה", "תמר", "ךלא", "יעקב", "London", "Ωμέγα"]),
        ("el", ["Αθήνα", "Ωμέγα", "άλφα", "ΐ", "Σπάρτη", "ς", "Moscow", "Москва"]),
        ("th", ["กรุงเทพ", "เชียงใหม่", "ไทย", "ฮ", "Bangkok", "๑๒๓"]),
        ("sv", ["Åland", "Ärger", "Österreich", "Zebra", "apple", "Éire", "Þór", "Москва"]),
        ("de", ["Ärger", "Österreich", "Übermut", "Straße", "apple", "Zebra", "Þór"]),
        ("tr", ["İstanbul", "Izmir", "ılık", "Çorum", "Şanlıurfa", "Ödemiş", "Üsküdar", "Ankara", "ğ"]),
    ]

    @Test("the same titles as ICU's AlphabeticIndex", arguments: rows.map(\.locale))
    func titles(locale: String) {
        #expect(Collation(locale: locale).indexTitles == ICUReference.titles(locale))
    }

    @Test("every row under the title ICU's AlphabeticIndex gives it", arguments: rows)
    func rowTitles(locale: String, rows: [String]) {
        let collation = Collation(locale: locale)
        #expect(rows.map(collation.indexTitle) == ICUReference.titles(locale, of: rows))
    }

    @Test func chineseNamesGoUnderTheirPinyinLetters() {
        let collation = Collation(locale: "zh")
        #expect(["张伟", "王芳", "李娜", "刘洋", "陈静"].map(collation.indexTitle) == ["Z", "W", "L", "L", "C"])
        #expect(collation.indexTitle(for: "Apple") == "A")
        #expect(collation.indexTitle(for: "阿里") == "A")
    }

    @Test func traditionalChineseGoesUnderStrokeCounts() {
        let collation = Collation(locale: "zh_Hant")
        #expect(collation.indexTitles.prefix(3) == ["1劃", "2劃", "3劃"])
        #expect(collation.indexTitle(for: "一") == "1劃")
        #expect(collation.indexTitle(for: "王芳") == "4劃")
    }

    /// Labels and buckets of every locale ICU has data for, for strings of every script a
    /// table may hold: the locale's own titles in both cases, and words of other scripts. One
    /// difference is meant: a string that does not begin with a letter is under "#" where ICU
    /// may ignore its punctuation (`th`, `en_US_POSIX`).
    @Test func everyLocaleICUKnows() async {
        let others = ["apple", "Zebra", "Þór", "Москва", "Αθήνα", "東京", "张伟", "あさひ", "カメラ", "서울", "محمد", "שרה",
                      "กรุงเทพ", "123", "_x", "", " space", "ⓐ", "\u{0301}a", "😀"]
        var mismatches: [String] = []
        for locale in ICUReference.locales {
            await Task.yield()  // 805 locales take seconds: other tests share the cores meanwhile
            let collation = Collation(locale: locale)
            let expected = ICUReference.titles(locale)
            if collation.indexTitles != expected {
                mismatches.append("\(locale): titles \(collation.indexTitles) ≠ ICU's \(expected)")
                continue
            }
            let strings = others + expected.dropLast().flatMap { [$0, $0.lowercased(), $0 + "x"] }
            let titles = strings.map(collation.indexTitle)
            let reference = zip(strings, ICUReference.titles(locale, of: strings)).map { string, icu in
                collation.index.lettersOnly && !CollationIndex.startsWithLetter(string) ? "#" : icu
            }
            for (string, (title, icu)) in zip(strings, zip(titles, reference)) where title != icu {
                mismatches.append("\(locale): '\(string)' under \(title), ICU's \(icu)")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) differences, first: \(mismatches.prefix(20))")
    }
}
