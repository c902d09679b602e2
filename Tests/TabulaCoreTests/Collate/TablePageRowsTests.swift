import Testing
@testable import TabulaCore

/// `TablePage.rows`: every row of a page in page order.
@Suite struct TablePageRowsTests {
    private func rows(_ count: Int, _ prefix: String) -> [Row] {
        (0..<count).map { Row(id: "\(prefix)\($0)", text: "Row \(prefix)\($0) with a text longer than fifteen bytes") }
    }

    private func sharedPage(_ count: Int) -> TablePage {
        let storage = SectionRows.Storage(rows(count, "s"))
        let cut = count / 3
        return TablePage(source: "Content/t.json", outputPath: "t/index.html", title: "T", sections: [
            TableSection(id: "a", title: "A", rows: SectionRows(storage: storage, range: 0..<cut)),
            TableSection(id: "b", title: "B", rows: SectionRows(storage: storage, range: cut..<count)),
        ])
    }

    @Test func sectionsSharingOneStorageAreReadInPageOrder() {
        #expect(sharedPage(10).rows.map(\.id) == (0..<10).map { "s\($0)" })
    }

    @Test func sectionsWithRowsOfTheirOwnAreJoinedInPageOrder() {
        let page = TablePage(source: "Content/t.json", outputPath: "t/index.html", title: "T", sections: [
            TableSection(id: "a", title: "A", rows: SectionRows(rows(2, "a"))),
            TableSection(id: "b", title: "B", rows: []),
            TableSection(id: "c", title: "C", rows: SectionRows(rows(3, "c"))),
        ])
        #expect(page.rows.map(\.id) == ["a0", "a1", "c0", "c1", "c2"])
    }
}
