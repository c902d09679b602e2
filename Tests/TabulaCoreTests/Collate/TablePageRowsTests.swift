import Testing
@testable import TabulaCore

/// `TablePage.withRows` and `freeRows`: every row of a page in page order, read in place.
@Suite struct TablePageRowsTests {
    private func rows(_ count: Int, _ prefix: String) -> [Row] {
        (0..<count).map { Row(id: "\(prefix)\($0)", text: "Row \(prefix)\($0) with a text longer than fifteen bytes") }
    }

    private func sharedPage(_ count: Int) -> TablePage {
        let storage = rows(count, "s")
        let cut = count / 3
        return TablePage(source: "Content/t.json", outputPath: "t/index.html", title: "T", sections: [
            TableSection(id: "a", title: "A", rows: SectionRows(storage: storage, range: 0..<cut)),
            TableSection(id: "b", title: "B", rows: SectionRows(storage: storage, range: cut..<count)),
        ])
    }

    @Test func sectionsSharingOneStorageAreReadInPlaceInPageOrder() {
        let page = sharedPage(10)
        let storageBase = page.sections[0].rows.withStorage { storage, _ in storage.baseAddress }
        page.withRows { rows in
            #expect(rows.baseAddress == storageBase)
            #expect(rows.map(\.id) == (0..<10).map { "s\($0)" })
        }
    }

    @Test func sectionsWithRowsOfTheirOwnAreJoinedInPageOrder() {
        let page = TablePage(source: "Content/t.json", outputPath: "t/index.html", title: "T", sections: [
            TableSection(id: "a", title: "A", rows: rows(2, "a")),
            TableSection(id: "b", title: "B", rows: []),
            TableSection(id: "c", title: "C", rows: rows(3, "c")),
        ])
        page.withRows { rows in #expect(rows.map(\.id) == ["a0", "a1", "c0", "c1", "c2"]) }
    }

    @Test func freeingALongPageLeavesACopyHeldElsewhereWhole() {
        let page = sharedPage(40_000)
        let kept = page
        page.freeRows()
        kept.withRows { rows in
            #expect(rows.count == 40_000)
            #expect(rows[39_999].id == "s39999")
            #expect(rows[20_000].text == "Row s20000 with a text longer than fifteen bytes")
        }
    }
}
