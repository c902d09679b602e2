import Foundation
import Testing
@testable import TabulaCore

/// How rows land in sections: the locale's collation, `sectionBy`, explicit sections, `sort`.
@Suite struct CollationSectionTests {
    func sections(_ json: String) throws -> [SiteInspection.Section] {
        let site = try TemporarySite(["Content/t.json": json])
        let (model, diagnostics) = site.model()
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics)")
        return try #require(SiteInspection(model).pages.first { $0.path == "/t/" }).sections
    }

    @Test func englishFoldsCaseAndDiacritics() throws {
        let s = try sections(#"{"index": "alphabetic", "locale": "en", "rows": [{"text": "Zebra"}, {"text": "Éire"}, {"text": "Åland"}, {"text": "apple"}, {"text": "1984"}, {"text": "_x"}]}"#)
        #expect(s.map(\.indexTitle) == ["A", "E", "Z", "#"])
        #expect(s[0].rows == ["åland", "apple"])  // primary order: a-l-a before a-p-p
        #expect(s[1].rows == ["éire"])
        #expect(s[3].rows.count == 2)
    }

    @Test func swedishKeepsÅÄÖAfterZ() throws {
        let s = try sections(#"{"index": "alphabetic", "locale": "sv", "rows": [{"text": "Åland"}, {"text": "Zebra"}, {"text": "apple"}, {"text": "Örebro"}]}"#)
        #expect(s.map(\.indexTitle) == ["A", "Z", "Å", "Ö"])
    }

    @Test func sectionByGroupsInFirstAppearanceOrderUnlessSorted() throws {
        let rows = #"[{"text": "Austin", "state": "Texas"}, {"text": "Phoenix", "state": "Arizona"}, {"text": "Dallas", "state": "Texas"}]"#
        let unsorted = try sections(#"{"sectionBy": "state", "rows": \#(rows)}"#)
        #expect(unsorted.map(\.title) == ["Texas", "Arizona"])
        let sorted = try sections(#"{"sectionBy": "state", "sort": "text", "rows": \#(rows)}"#)
        #expect(sorted.map(\.title) == ["Arizona", "Texas"])
        #expect(sorted[1].rows == ["austin", "dallas"])
    }

    @Test func sortDescendingByNumber() throws {
        let s = try sections(#"{"sort": "-population", "rows": [{"text": "a", "population": 5}, {"text": "b", "population": 50}, {"text": "c"}]}"#)
        #expect(s[0].rows == ["b", "a", "c"])
    }

    @Test func siteIndexTitlesReplaceTheLocalesLetters() throws {
        let s = try sections(#"{"index": "alphabetic", "indexTitles": ["A", "H", "P"], "rows": [{"text": "Kiwi"}, {"text": "Apple"}, {"text": "Zucchini"}]}"#)
        #expect(s.map(\.indexTitle) == ["A", "H", "P"])
        #expect(s[1].rows == ["kiwi"])
    }

    @Test func rowIDsAreStableSlugsDeduplicated() throws {
        let s = try sections(#"{"rows": [{"text": "São Paulo"}, {"text": "São Paulo"}, {"text": "!!!"}, {"id": "são-paulo-2x", "text": "x"}]}"#)
        #expect(s[0].rows == ["são-paulo", "são-paulo-2", "row", "são-paulo-2x"])
    }

    @Test func explicitSectionsUseTheirIndexTitles() throws {
        let s = try sections(#"{"index": "sections", "sections": [{"title": "Texas", "indexTitle": "TX", "rows": [{"text": "Austin"}]}, {"title": "Ohio", "rows": []}]}"#)
        #expect(s.map(\.indexTitle) == ["TX", "Ohio"])
    }
}
