import TabulaTestSupport
import Testing
@testable import TabulaCore

/// Putting a table's rows in page order: one permutation (sort order, grouped by section),
/// rows moved in place.
@Suite struct RowMoveTests {
    @Test func permuteMovesEveryElementIntoOrder() {
        var random = SeededRandom(seed: 11)
        for count in [0, 1, 2, 5, 64, 1000] {
            for _ in 0..<5 {
                let order = Array(0..<count).shuffled(using: &random)
                var items = (0..<count).map { "row \($0)" }
                let expected = order.map { items[$0] }
                items.permute(to: order)
                #expect(items == expected)
            }
        }
        var fixed = ["a", "b", "c"]
        fixed.permute(to: [0, 1, 2])
        #expect(fixed == ["a", "b", "c"])
        fixed.permute(to: [2, 0, 1])
        #expect(fixed == ["c", "a", "b"])
    }

    @Test func sectionedOrderKeepsSortOrderWithinEachSection() {
        var random = SeededRandom(seed: 13)
        for count in [0, 1, 7, 500] {
            let sectionCount = Int.random(in: 1...6, using: &random)
            let sorted = Array(0..<count).shuffled(using: &random)
            let section = (0..<count).map { _ in Int.random(in: 0..<sectionCount, using: &random) }
            let placed = SectionedOrder(sorted: sorted, section: section, sectionCount: sectionCount)
            #expect(placed.ranges.count == sectionCount)
            #expect(placed.ranges.first?.lowerBound ?? 0 == 0)
            #expect(placed.ranges.last?.upperBound ?? 0 == count)
            for number in 0..<sectionCount {
                #expect(Array(placed.order[placed.ranges[number]]) == sorted.filter { section[$0] == number })
            }
        }
    }
}
