import Testing
@testable import TabulaCore

/// Cutting a table into windows: row ranges, pieces per section, heights.
@Suite struct WindowPlanTests {
    static func page(_ counts: [Int], windowSize: Int?, rowHeight: Double? = nil, estimated: Double? = nil) -> TablePage {
        var settings = PageSettings()
        settings.windowSize = windowSize
        settings.rowHeight = rowHeight
        settings.estimatedRowHeight = estimated
        let sections = counts.enumerated().map { s, count in
            TableSection(id: "s\(s)", title: "S\(s)", rows: SectionRows((0..<count).map { Row(id: "r\(s)-\($0)", text: "Row \(s)-\($0)") }))
        }
        return TablePage(source: "Content/t.json", outputPath: "t/index.html", title: "T", settings: settings, sections: sections)
    }

    @Test func windowsHoldFixedRowRangesAndSplitAtSections() {
        let plan = WindowPlan(Self.page([3, 4, 0, 2], windowSize: 4, rowHeight: 10))
        #expect(plan.rowCount == 9)
        #expect(plan.windows.map(\.start) == [0, 4, 8])
        #expect(plan.windows.map(\.count) == [4, 4, 1])
        #expect(plan.windows.map(\.height) == [40, 40, 10])
        #expect(plan.windows[0].pieces == [
            .init(section: 0, start: 0, count: 3, tableRow: 0, height: 30),
            .init(section: 1, start: 0, count: 1, tableRow: 3, height: 10),
        ])
        #expect(plan.windows[1].pieces == [.init(section: 1, start: 1, count: 3, tableRow: 4, height: 30),
                                          .init(section: 3, start: 0, count: 1, tableRow: 7, height: 10)])
        #expect(plan.sectionStarts == [0, 3, 7, 7])
        #expect(plan.window(ofSection: 3) == 1)
        #expect(plan.window(ofRow: 8) == 2)
        #expect(plan.exact)
    }

    @Test func rowHeightsSeedWindowHeights() {
        var page = Self.page([3], windowSize: 2, estimated: 50)
        page.sections[0].rows[1].height = 80
        let plan = WindowPlan(page)
        #expect(plan.windows.map(\.height) == [130, 50])
        #expect(!plan.exact)
        #expect(WindowPlan(Self.page([3], windowSize: 2)).rowHeight == 44)
    }

    @Test func onlyTablesLongerThanOneWindowAreVirtual() {
        #expect(!WindowPlan.isVirtual(Self.page([100], windowSize: 100)))
        #expect(WindowPlan.isVirtual(Self.page([101], windowSize: 100)))
        #expect(WindowPlan.isVirtual(Self.page([101], windowSize: nil)) == (101 > VirtualTable.defaultWindowSize))
        var off = Self.page([500], windowSize: 10)
        off.settings.virtualize = false
        #expect(!WindowPlan.isVirtual(off))
    }

    @Test func idBucketsUseFNV1a() {
        #expect(RowLookup.bucket(of: "", count: 1_000_000_007) == 2_166_136_261 % 1_000_000_007)
        #expect(RowLookup.bucket(of: "a", count: Int(UInt32.max)) == 0xE40C_292C)
        #expect(RowLookup.bucketCount(1) == 1)
        #expect(RowLookup.bucketCount(4000) == 1)
        #expect(RowLookup.bucketCount(4001) == 2)
    }

    @Test func pagesHoldWholeWindowsAfterTheTablePage() {
        var page = Self.page([25], windowSize: 2)
        page.settings.pageSize = 5  // rounded up to 3 windows of 2 rows
        let plan = WindowPlan(page)
        #expect(plan.windows.count == 13)
        #expect(plan.windowsPerPage == 3)
        #expect(plan.pageCount == 1 + 4)
        #expect((0..<plan.pageCount).map(plan.windows(onPage:)) == [0..<1, 1..<4, 4..<7, 7..<10, 10..<13])
        #expect((0..<13).map(plan.page(ofWindow:)) == [0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4])
    }

    @Test func theLastPageMayHoldFewerWindows() {
        var page = Self.page([9], windowSize: 2)  // 5 windows
        page.settings.pageSize = 6
        let plan = WindowPlan(page)
        #expect(plan.pageCount == 3)
        #expect(plan.windows(onPage: 2) == 4..<5)
        #expect(WindowPlan(Self.page([1500], windowSize: nil)).windowsPerPage == VirtualTable.defaultPageSize / VirtualTable.defaultWindowSize)
    }
}
