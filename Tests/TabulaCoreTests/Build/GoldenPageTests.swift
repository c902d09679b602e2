import Foundation
import Testing
@testable import TabulaCore

/// Whole-page HTML for each content kind and each built-in cell style, compared to golden files.
@Suite struct GoldenPageTests {
    @Test func jsonTableWithEveryCellStyle() throws {
        let site = try TemporarySite([
            "Content/styles.json": """
            {"title": "Cell styles", "style": "grouped", "sections": [
              {"title": "basic", "rows": [{"text": "Basic row", "cell": "basic"}, {"text": "With image", "image": "pic.png", "imageAlt": "A picture"}]},
              {"title": "subtitle", "footer": "Detail below the text.", "rows": [{"text": "Subtitle row", "detail": "Detail", "cell": "subtitle"}]},
              {"title": "value1", "rows": [{"text": "Right detail", "detail": "On", "cell": "rightDetail"}]},
              {"title": "value2", "rows": [{"text": "Left detail", "detail": "mobile", "cell": "value2"}]},
              {"title": "Accessories", "rows": [
                {"text": "Checked", "accessory": "checkmark"},
                {"text": "Disclosure", "link": "https://example.org/"},
                {"text": "Info", "accessory": "detailButton", "link": "other.json"},
                {"text": "Both", "accessory": "detailDisclosureButton", "link": "other.json#row-x"},
                {"text": "Tall", "height": 88}]}
            ]}
            """,
            "Content/other.json": #"{"title": "Other", "rows": [{"id": "x", "text": "X"}]}"#,
            "Content/pic.png": "png",
        ])
        try site.build()
        try Golden.check(site.read("Public/styles/index.html"), "json-cell-styles.html")
    }

    @Test func markdownStaticTable() throws {
        let site = try TemporarySite([
            "Content/settings.md": """
            ---
            style: insetGrouped
            cell: value1
            ---
            # Settings

            Intro *text*.

            ## Network
            - [Wi-Fi](wifi.md) — Home
            - [x] Airplane Mode {id=airplane}
            - [ ] Hotspot
            - Version — 1.0 {cell=subtitle accessory=none}

            A footer paragraph.
            """,
            "Content/wifi.md": "# Wi-Fi\n\n## Networks\n- Home\n",
        ])
        try site.build()
        try Golden.check(site.read("Public/settings/index.html"), "markdown-static-table.html")
    }

    @Test func folderTableAndDetailPage() throws {
        let site = try TemporarySite([
            "Content/guides/_index.md": "---\ntitle: Guides\ncell: subtitle\n---\nAll guides.\n",
            "Content/guides/b.md": "---\ntitle: Second\nsummary: Comes second\nweight: 2\n---\nBody of *b*.\n",
            "Content/guides/a.md": "---\ntitle: First\nweight: 1\n---\nBody of a.\n",
            "Content/guides/deeper/_index.md": "---\ntitle: Deeper\nweight: 3\n---\n",
            "Content/guides/deeper/c.md": "# C\n",
        ])
        try site.build()
        try Golden.check(site.read("Public/guides/index.html"), "folder-table.html")
        try Golden.check(site.read("Public/guides/b/index.html"), "folder-detail.html")
        try Golden.check(site.read("Public/index.html"), "home-table.html")
    }

    @Test func alphabeticIndexPage() throws {
        let site = try TemporarySite([
            "Content/people.json": """
            {"title": "People", "index": "alphabetic", "cell": "subtitle", "rows": [
              {"text": "zoë"}, {"text": "Éire"}, {"text": "Åland"}, {"text": "apple"}, {"text": "1984"}, {"text": "Bob", "detail": "b"}]}
            """,
        ])
        try site.build()
        try Golden.check(site.read("Public/people/index.html"), "alphabetic-index.html")
    }

    @Test func rightToLeftTable() throws {
        let site = try TemporarySite([
            "Content/_index.md": "---\ntitle: دليل\nlocale: ar\n---\n",
            "Content/names.json": """
            {"title": "الأسماء", "index": "alphabetic", "cell": "value1", "rows": [
              {"text": "محمد", "detail": "القاهرة", "link": "other.json"},
              {"text": "أحمد", "accessory": "checkmark"},
              {"text": "علي", "accessory": "detailButton", "link": "other.json"},
              {"text": "ياسمين"}, {"text": "Cairo"}, {"text": "١٢٣"}]}
            """,
            "Content/other.json": #"{"title": "آخر", "rows": [{"text": "س"}]}"#,
        ])
        try site.build()
        try Golden.check(site.read("Public/names/index.html"), "rtl-table.html")
    }

    @Test func translatedWindowedTable() throws {
        func rows(_ range: ClosedRange<Int>) -> String {
            range.map { ##"{"id": "r\##($0)", "text": "Zeile \##($0)", "accessory": "detailButton", "link": "#row-r1"}"## }.joined(separator: ",")
        }
        let site = try TemporarySite([
            "Content/_index.md": "---\ntitle: Beispiel\nlocale: de\n---\n",
            "Content/t.json": """
            {"title": "Tabelle", "index": "sections", "windowSize": 3, "pageSize": 3, "sections": [
              {"title": "Erste", "rows": [\(rows(1...4))]}, {"title": "Zweite", "rows": [\(rows(5...8))]}]}
            """,
        ])
        try site.build()
        try Golden.check(site.read("Public/t/index.html"), "translated-main.html")
        try Golden.check(site.read("Public/t/2.html"), "translated-page-2.html")
        try Golden.check(site.read("Public/404.html"), "translated-404.html")
    }
}
