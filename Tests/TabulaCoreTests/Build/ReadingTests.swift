import Foundation
import Testing
@testable import TabulaCore

/// A row's `reading` (the table view's collation string) sorts and indexes it instead of its
/// `text`, in every content format that has rows.
@Suite struct ReadingTests {
    /// (index title, row ids) of each section of the page at `path`.
    func sections(_ files: [String: String], path: String) throws -> [(title: String?, rows: [String])] {
        let site = try TemporarySite(files)
        let (model, diagnostics) = site.model()
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics)")
        return try #require(SiteInspection(model).pages.first { $0.path == path }).sections.map { ($0.indexTitle, $0.rows) }
    }

    @Test func jsonRowsSortAndIndexByTheirReading() throws {
        let s = try sections(["Content/people.json": """
            {"index": "alphabetic", "locale": "ja", "rows": [
              {"id": "yamada", "text": "山田太郎", "reading": "やまだたろう"},
              {"id": "sato", "text": "佐藤花子", "reading": "さとうはなこ"},
              {"id": "suzuki", "text": "鈴木一郎", "reading": "すずきいちろう"},
              {"id": "tokyo", "text": "東京"},
              {"id": "asahi", "text": "あさひ"}]}
            """], path: "/people/")
        #expect(s.map(\.title) == ["あ", "さ", "や", "#"])
        #expect(s[1].rows == ["sato", "suzuki"])
        #expect(s[2].rows == ["yamada"])
        #expect(s[3].rows == ["tokyo"])  // no reading: its kanji are under "#"
    }

    @Test func markdownRowsTakeTheirReadingFromTheAttributeBlock() throws {
        let s = try sections(["Content/people.md": """
            ---
            sort: text
            ---
            ## People
            - Abe {id=abe reading=zzz}
            - Zed {id=zed reading=aaa}
            - Kim {id=kim}
            """], path: "/people/")
        #expect(s.map(\.rows) == [["zed", "kim", "abe"]])
    }

    @Test func folderRowsTakeTheirReadingFromFrontMatter() throws {
        let s = try sections([
            "Content/people/_index.md": "---\nindex: alphabetic\nlocale: ja\n---\n",
            "Content/people/yamada.md": "---\ntitle: 山田太郎\nreading: やまだたろう\n---\n",
            "Content/people/sato.md": "---\ntitle: 佐藤花子\nreading: さとうはなこ\n---\n",
        ], path: "/people/")
        #expect(s.map(\.title) == ["さ", "や"])
    }

    @Test func readingSortsRowsWithinASectionAndExplicitSortByText() throws {
        let s = try sections(["Content/t.json": """
            {"sort": "text", "rows": [{"id": "b", "text": "Zed", "reading": "b"}, {"id": "a", "text": "Yak", "reading": "a"}, {"id": "c", "text": "Xu"}]}
            """], path: "/t/")
        #expect(s.first?.rows == ["a", "b", "c"])
    }

    @Test func readingIsAFieldCellTemplatesRead() throws {
        let site = try TemporarySite([
            "Content/t.json": #"{"cell": "ruby", "rows": [{"text": "山田", "reading": "やまだ"}]}"#,
            "Templates/cells/ruby.mustache": "<ruby>{{text}}<rt>{{reading}}</rt></ruby>",
        ])
        try site.build()
        #expect(try site.read("Public/t/index.html").contains("<ruby>山田<rt>やまだ</rt></ruby>"))
    }

    @Test func aReadingThatIsNoTextIsAnError() throws {
        let site = try TemporarySite(["Content/t.json": #"{"rows": [{"text": "山田", "reading": ["やまだ"]}]}"#])
        #expect(site.buildErrors() == ["Content/t.json:1:37: error: `reading` must be text, found array"])
    }
}
