import Foundation
import Testing
@testable import TabulaCore

@Suite struct InspectTests {
    @Test func jsonHasPagesSectionsAndRowIDsInOrder() throws {
        let site = try TemporarySite([
            "Content/_index.md": "---\ntitle: Home\n---\n",
            "Content/t.json": #"{"title": "T", "index": "alphabetic", "rows": [{"text": "Bob"}, {"text": "alice"}]}"#,
        ])
        let json = SiteInspection(site.model().site).json()
        let decoded = try JSONDecoder().decode(SiteInspection.self, from: Data(json.utf8))
        #expect(decoded.pages.map(\.path) == ["/", "/t/"])
        #expect(decoded.pages[1].title == "T")
        #expect(decoded.pages[1].sections.map(\.indexTitle) == ["A", "B"])
        #expect(decoded.pages[1].sections.map(\.rows) == [["alice"], ["bob"]])
        #expect(decoded.pages[0].sections.first?.rows == ["t"])
    }
}
