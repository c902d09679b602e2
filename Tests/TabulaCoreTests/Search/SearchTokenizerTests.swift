import Testing
@testable import TabulaCore

/// A row's text splits into terms at word starts, and at every character of a script written
/// without spaces.
///
/// One test at a time: each folds with ICU for seconds of one core, and the suite's other tests
/// (RebuilderTests' scheduling test) need a thread of the two meanwhile.
@Suite(.serialized) struct SearchTokenizerTests {
    func terms(_ text: String, detail: String? = nil, locale: String = "en") -> [(String, Bool, Int)] {
        let folding = SearchFolding(SearchTables.page([text], details: [detail], locale: locale))
        var tokenizer = SearchTokenizer(folding: folding)
        var bytes: [UInt8] = [], out: [(String, Bool, Int)] = []
        SearchTokenizer.text(text, detail: detail, into: &bytes)
        tokenizer.terms(bytes.span) { term, whole, position in
            out.append((String(decoding: term.indices.map { term[$0] }, as: UTF8.self), whole, position))
        }
        return out
    }

    @Test func wordsOfTextAndDetailAreTermsInOrder() {
        #expect(terms("Anna-Lena O'Brien", detail: "1,204 Straße").map(\.0) == ["anna", "lena", "o", "brien", "1", "204", "strasse"])
        #expect(terms("Anna-Lena O'Brien", detail: "1,204").map(\.2) == [0, 1, 2, 3, 4, 5])
    }

    @Test func everyCharacterOfChineseOrJapaneseStartsATerm() {
        #expect(terms("東京都庁 tower", locale: "ja").map(\.0) == ["東京都庁", "京都庁", "都庁", "庁", "tower"])
        #expect(terms("東京tower", locale: "ja").map(\.0) == ["東京tower", "京tower", "tower"])
    }

    @Test func longWordsAreCutAndSaidNotWhole() {
        let long = String(repeating: "a", count: 20)
        let found = terms("\(long) ab")
        #expect(found[0] == (String(repeating: "a", count: SearchTokenizer.maxTermScalars), false, 0))
        #expect(found[1] == ("ab", true, 1))
    }

    @Test func longTextsAreCut() {
        var bytes: [UInt8] = []
        SearchTokenizer.text(String(repeating: "word ", count: 100), detail: "never", into: &bytes)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.unicodeScalars.count == SearchTokenizer.maxTextScalars + 1)
        #expect(text.hasSuffix("…"))
        #expect(!text.contains("never"))
    }
}
