import Foundation
import Testing
import TabulaTestSupport
@testable import TabulaCore

/// For random tables and queries, the index finds exactly the rows a straightforward match
/// finds, ranked the same, within the bounds a query may cost.
///
/// One test at a time: each folds with ICU for seconds of one core, and the suite's other tests
/// (RebuilderTests' scheduling test) need a thread of the two meanwhile.
@Suite(.serialized) struct SearchIndexTests {
    /// Small pieces, so that a few hundred rows make several leaves, nodes and summaries.
    static let small = SearchLimits(minLeaf: 300, meanLeaf: 600, maxLeaf: 1500, maxRun: 1 << 30, maxNode: 200, summaryRows: 20)

    static let alphabets: [String: [String]] = [
        "en": ["a", "b", "c", "e", "é", "É", "ç", "n", "o", "ö", "s", "ß", "t", "æ", "Ａ", "1", "2"],
        "de": ["a", "ä", "Ä", "s", "ß", "t", "r", "u", "ü", "e", "n", "S"],
        "sv": ["a", "å", "Å", "ä", "o", "ö", "Ö", "ø", "r", "e", "y", "ü"],
        "fr": ["e", "é", "è", "ê", "c", "ç", "o", "œ", "l", "a", "i", "e\u{301}"],
        "tr": ["i", "ı", "I", "İ", "s", "ş", "t", "a", "n", "b", "u", "ü"],
        "ja": ["か", "カ", "ｶ", "き", "キ", "が", "東", "京", "都", "大", "a"],
        "zh": ["北", "京", "市", "大", "学", "ａ", "b", "1"],
    ]

    static func word(_ random: inout SeededRandom, _ alphabet: [String]) -> String {
        (0..<Int.random(in: 1...6, using: &random)).map { _ in random.pick(alphabet) }.joined()
    }

    static func table(_ random: inout SeededRandom, locale: String, rows: Int) -> [String] {
        let alphabet = alphabets[locale]!
        let common = (0..<6).map { _ in word(&random, alphabet) }
        return (0..<rows).map { _ in
            (0..<Int.random(in: 1...4, using: &random)).map { _ in
                random.chance(0.5) ? random.pick(common) : word(&random, alphabet)
            }.joined(separator: random.pick([" ", " ", "-", ", ", " — "]))
        }
    }

    /// A query: a prefix of a word of the table, in another case, or a random word.
    static func query(_ random: inout SeededRandom, _ texts: [String], locale: String) -> String {
        (0..<Int.random(in: 1...2, using: &random)).map { _ in
            let words = SearchReference.words(random.pick(texts))
            guard let word = words.isEmpty ? nil : random.pick(words), random.chance(0.9) else { return self.word(&random, alphabets[locale]!) }
            let prefix = String(word.prefix(Int.random(in: 1...word.count, using: &random)))
            return random.chance(0.3) ? prefix.uppercased() : prefix
        }.joined(separator: " ")
    }

    @Test(arguments: ["en", "de", "sv", "fr", "tr", "ja", "zh"])
    func indexFindsWhatAReferenceFinds(locale: String) async throws {
        var random = SeededRandom(seed: UInt64(locale.unicodeScalars.reduce(7) { $0 * 31 + $1.value }))
        let reference = SearchReference(locale: locale)
        for round in 0..<4 {
            let texts = Self.table(&random, locale: locale, rows: [40, 150, 400, 900][round])
            let files = SearchIndex(limits: Self.small).files(SearchTables.page(texts, locale: locale))
            let model = try SearchScriptModel(files: files)
            for _ in 0..<40 {
                await Task.yield()  // seconds of one core in all: other tests share the cores meanwhile
                let query = Self.query(&random, texts, locale: locale)
                let expected = reference.search(query, texts)
                let found = model.search(query)
                #expect(found.exact)
                #expect(found.count == expected.count, "\(locale) \(texts.count) rows: \(query)")
                #expect(Array(found.hits.prefix(20)) == Array(expected.prefix(20)), "\(locale) \(texts.count) rows: \(query)")
                if found.hits.count > 20 { #expect(found.hits == expected, "\(locale): \(query)") }
            }
        }
    }

    @Test func aQueryReadsTheRootOneNodePerLevelAndOneLeaf() throws {
        var random = SeededRandom(seed: 3)
        let texts = Self.table(&random, locale: "en", rows: 900)
        let files = SearchIndex(limits: Self.small).files(SearchTables.page(texts))
        let model = try SearchScriptModel(files: files)
        let levels = model.root["levels"] as! Int
        #expect(levels >= 2)  // the test covers nodes
        for _ in 0..<100 {
            let found = model.search(Self.query(&random, texts, locale: "en"))
            #expect(found.firstReads <= levels + 1)
        }
        for file in files {
            #expect(file.bytes.count <= Self.small.maxLeaf + 4096 || file.path == "search.json", "\(file.path)")
        }
    }

    @Test func aWordInMostRowsIsSummarizedAndItsRowsLeftOut() throws {
        var limits = Self.small
        limits.maxRun = 2000
        let texts = (0..<600).map { "the row \($0) of a long table" }
        let model = try SearchScriptModel(files: SearchIndex(limits: limits).files(SearchTables.page(texts)))
        let the = model.search("the")
        #expect(the.count == 600 && the.exact)
        #expect(the.hits.count == 20 && the.hits.first?.row == 0)
        let both = model.search("the table")
        #expect(!both.exact)  // the rows of both words were left out past 2,000 bytes
        #expect(both.count > 0 && both.count < 600)
        #expect(model.search("row 599").hits.map(\.row) == [599])
    }

    /// A one-row edit changes only the leaves holding the row (where its old or new terms
    /// are), those holding a summary of a prefix of one of its terms (its count changes), and
    /// the nodes above them.
    @Test func aOneRowEditChangesOnlyTheLeavesOfItsTerms() throws {
        var random = SeededRandom(seed: 11)
        var texts = Self.table(&random, locale: "en", rows: 900)
        let oldFiles = SearchIndex(limits: Self.small).files(SearchTables.page(texts))
        let old = texts[450]
        texts[450] = "zzzq " + Self.word(&random, Self.alphabets["en"]!)
        let newFiles = SearchIndex(limits: Self.small).files(SearchTables.page(texts))
        let before = Dictionary(oldFiles.map { ($0.path, $0.bytes) }, uniquingKeysWith: { a, _ in a })
        let after = Dictionary(newFiles.map { ($0.path, $0.bytes) }, uniquingKeysWith: { a, _ in a })
        let terms = try SearchScriptModel(files: oldFiles).terms(old) + SearchScriptModel(files: newFiles).terms(texts[450])
        let changed = Set(after.keys.filter { before[$0] != after[$0] }).union(before.keys.filter { after[$0] == nil })
        func holdsTheRow(_ bytes: [UInt8]?) -> Bool {
            guard let bytes, let leaf = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any],
                  let list = leaf["rows"] as? [Any], let sums = leaf["sums"] as? [String: Any] else { return false }
            var row = 0
            for i in stride(from: 0, to: list.count, by: 2) {
                row += list[i] as! Int
                if row == 450 { return true }
            }
            return sums.keys.contains { prefix in terms.contains { $0.hasPrefix(prefix) } }
        }
        for path in changed where path != "search.json" {
            let isNode = (before[path] ?? after[path]!).starts(with: Array("{\"k\"".utf8))
            #expect(isNode || holdsTheRow(before[path]) || holdsTheRow(after[path]), "\(path)")
        }
        #expect(changed.count < before.count / 4)
    }
}
