import Testing
@testable import TabulaCore

/// A section's rows as a range of the rows all sections of a page share.
@Suite struct SectionRowsTests {
    static let rows = (0..<5).map { Row(id: "r\($0)", text: "Row \($0)") }

    @Test func indicesStartAtZeroWhateverTheRange() {
        let rows = SectionRows(storage: SectionRows.Storage(Self.rows), range: 2..<5)
        #expect(rows.startIndex == 0)
        #expect(rows.endIndex == 3)
        #expect(rows.indices == 0..<3)
        #expect(rows.count == 3)
        #expect(rows[0].id == "r2")
        #expect(rows.map(\.id) == ["r2", "r3", "r4"])
        #expect(rows.map(\.id) == ["r2", "r3", "r4"])
    }

    @Test func sectionsOfOneArraySeeTheirOwnRows() {
        let first = SectionRows(storage: SectionRows.Storage(Self.rows), range: 0..<2)
        let second = SectionRows(storage: SectionRows.Storage(Self.rows), range: 2..<5)
        let empty = SectionRows(storage: SectionRows.Storage(Self.rows), range: 5..<5)
        #expect(first.map(\.id) == ["r0", "r1"])
        #expect(second.map(\.id) == ["r2", "r3", "r4"])
        #expect(empty.isEmpty)
        #expect(empty.slice.isEmpty)
        for i in second.indices {
            #expect(second.slice[second.slice.startIndex + i].id == second[i].id)
        }
    }

    @Test func aRowChangesInPlaceInItsOwnSectionOnly() {
        var first = SectionRows(storage: SectionRows.Storage(Self.rows), range: 0..<2)
        var second = SectionRows(storage: SectionRows.Storage(Self.rows), range: 2..<5)
        second[1].height = 80
        first[0].text = "Changed"
        #expect(second[1].height == 80)
        #expect(second.map(\.height) == [nil, 80, nil])
        #expect(first.map(\.text) == ["Changed", "Row 1"])
        #expect(second[0].text == "Row 2")
        #expect(Self.rows[3].height == nil)  // the array they were made from is left as it was
    }

    @Test func madeFromAWholeArrayOrALiteral() {
        #expect(SectionRows(Self.rows).map(\.id) == Self.rows.map(\.id))
        let literal: SectionRows = [Row(id: "a", text: "A"), Row(id: "b", text: "B")]
        #expect(literal.map(\.id) == ["a", "b"])
        let section = TableSection(id: "s", title: nil, rows: SectionRows(storage: SectionRows.Storage(Self.rows), range: 1..<3))
        #expect(section.rows.map(\.id) == ["r1", "r2"])
        #expect(TableSection(id: "t", title: nil, rows: SectionRows(Self.rows)).rows.count == 5)
    }

    /// Sections made by an index or by a field each see exactly their own rows, in order.
    @Test func aSectionedTablesSectionsHoldTheirOwnRows() throws {
        let site = try TemporarySite([
            "Content/letters.json": #"{"index": "alphabetic", "locale": "en", "rows": [{"text": "Zebra"}, {"text": "apple"}, {"text": "Bee"}, {"text": "avocado"}, {"text": "1"}]}"#,
            "Content/kinds.json": #"{"sectionBy": "kind", "sort": "text", "rows": [{"text": "b", "kind": "y"}, {"text": "a", "kind": "x"}, {"text": "c", "kind": "y"}]}"#,
        ])
        let pages = Dictionary(uniqueKeysWithValues: site.model().site.tables.map { ($0.outputPath, $0) })
        let letters = try #require(pages["letters/index.html"]), kinds = try #require(pages["kinds/index.html"])
        #expect(letters.sections.map { $0.rows.map(\.text) } == [["apple", "avocado"], ["Bee"], ["Zebra"], ["1"]])  // "#" last, as in a table view
        #expect(kinds.sections.map { $0.rows.map(\.text) } == [["a"], ["b", "c"]])
    }
}
