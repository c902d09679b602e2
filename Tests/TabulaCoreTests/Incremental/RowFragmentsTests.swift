import Foundation
import Synchronization
import Testing
@testable import TabulaCore

@Suite struct RowFragmentsTests {
    static func part(_ rows: [String]) -> RowPart {
        var part = RowPart(capacity: rows.count)
        for row in rows { part.append(ContentHash.of(row), "<li>\(row)</li>") }
        return part
    }

    static func fragments(_ parts: [RowPart]) -> RowFragments {
        let stored = parts.map { $0.withStoredBytes { Data($0) } }
        return RowFragments(storedParts: parts.map(\.keysHash)) { RowPart(stored: stored[$0]) }
    }

    /// The numbers of the parts a loader read, in order.
    final class Reads: Sendable {
        private let numbers = Mutex<[Int]>([])
        func add(_ number: Int) { numbers.withLock { $0.append(number) } }
        var all: [Int] { numbers.withLock { $0 } }
    }

    /// Parts read through a loader, as from the cache (`lost` ones are gone from it).
    static func lazyFragments(_ parts: [RowPart], reads: Reads, lost: Set<Int> = []) -> RowFragments {
        let stored = parts.map { $0.withStoredBytes { Data($0) } }
        return RowFragments(storedParts: parts.map(\.keysHash)) { number in
            reads.add(number)
            return lost.contains(number) ? nil : RowPart(stored: stored[number])
        }
    }

    static func html(_ part: RowPart, _ row: Int) -> String { String(decoding: part.html(row), as: UTF8.self) }

    static let unused: @Sendable () -> RowPart = { RowPart() }

    @Test func aStoredPartWithTheSameRowsInTheSameOrderIsTakenOverWhole() {
        let fragments = Self.fragments([Self.part(["a", "b"]), Self.part(["c"])])
        let same = fragments.part(1, holding: [ContentHash.of("c")], render: Self.unused)
        #expect(same.map { Self.html($0, 0) } == "<li>c</li>")
        #expect(fragments.part(0, holding: ["b", "a"].map(ContentHash.of), render: Self.unused) == nil)
        #expect(fragments.part(0, holding: [ContentHash.of("a")], render: Self.unused) == nil)
        #expect(fragments.part(2, holding: [ContentHash.of("c")], render: Self.unused) == nil)
    }

    @Test func aPartTakenOverWholeIsReadOnlyWhenItsRowsAreWanted() {
        let reads = Reads()
        let fragments = Self.lazyFragments([Self.part(["a", "b"]), Self.part(["c"])], reads: reads)
        guard let same = fragments.part(0, holding: ["a", "b"].map(ContentHash.of), render: Self.unused) else {
            Issue.record("the part was not taken over")
            return
        }
        #expect(same.count == 2 && same.keysHash == Self.part(["a", "b"]).keysHash)
        #expect(reads.all.isEmpty)
        #expect(Self.html(same, 1) == "<li>b</li>")
        #expect(Self.html(same, 0) == "<li>a</li>")
        #expect(reads.all == [0])
    }

    @Test func aPartTheCacheLostIsRenderedAfresh() {
        let fragments = Self.lazyFragments([Self.part(["a", "b"])], reads: Reads(), lost: [0])
        let same = fragments.part(0, holding: ["a", "b"].map(ContentHash.of)) { Self.part(["a", "b"]) }
        #expect(same.map { Self.html($0, 1) } == "<li>b</li>")
    }

    @Test func aStoredPartHoldingOtherRowsThanItsHashIsNotUsed() {
        let stored = Self.part(["x"]).withStoredBytes { Data($0) }
        let fragments = RowFragments(storedParts: [Self.part(["a"]).keysHash]) { _ in RowPart(stored: stored) }
        #expect(fragments.stored(0) == nil)
        #expect(fragments.place(of: ContentHash.of("x")) == nil)
    }

    @Test func aRowOfAChangedPartIsCopiedFromWhereverItWasStored() {
        let fragments = Self.fragments([Self.part(["a", "b"]), Self.part(["c"])])
        var part = RowPart()
        let found = part.append(ContentHash.of("c"), from: fragments)
        let missing = part.append(ContentHash.of("z"), from: fragments)
        #expect(found && !missing)
        #expect(Self.html(part, 0) == "<li>c</li>")
    }

    /// A one-row edit: the other rows of its part are where they were, so only that part is read.
    @Test func aRowStillInItsPlaceIsFoundWithoutReadingOtherParts() {
        let reads = Reads()
        let fragments = Self.lazyFragments([Self.part(["a", "b"]), Self.part(["c", "d"]), Self.part(["e"])], reads: reads)
        var part = RowPart()
        let c = part.append(ContentHash.of("c"), from: fragments, hint: (1, 0))
        let d = part.append(ContentHash.of("d"), from: fragments, hint: (1, 1))
        #expect(c && d)
        #expect(reads.all == [1])
        // A row that moved is found through every stored key.
        var moved = RowPart()
        let e = moved.append(ContentHash.of("e"), from: fragments, hint: (1, 1))
        #expect(e)
        #expect(Self.html(moved, 0) == "<li>e</li>")
    }

    /// Twelve stored parts of two rows each: r0 r1 | r2 r3 | … | r22 r23.
    static func longPage(reads: Reads) -> RowFragments {
        lazyFragments((0..<12).map { part(["r\($0 * 2)", "r\($0 * 2 + 1)"]) }, reads: reads)
    }

    @Test func onALongPageARowShiftedIntoTheNextPartIsFoundThere() {
        let reads = Reads()
        let fragments = Self.longPage(reads: reads)
        var part = RowPart()
        // A row added before: r9 (stored in part 4) is now the first row of part 5.
        let found = part.append(ContentHash.of("r9"), from: fragments, hint: (5, 0))
        #expect(found)
        #expect(Set(reads.all) == [4, 5])
    }

    @Test func onALongPageARowMovedFarIsRenderedAgainNotLookedForEverywhere() {
        let reads = Reads()
        let fragments = Self.longPage(reads: reads)
        var part = RowPart()
        let found = part.append(ContentHash.of("r22"), from: fragments, hint: (0, 0))
        #expect(!found)
        #expect(!reads.all.contains(11))
    }

    @Test func aStoredPartIsLetGoOnceNoNewPartCanCopyFromIt() {
        let reads = Reads()
        let fragments = Self.longPage(reads: reads)
        #expect(fragments.stored(0) != nil && fragments.stored(1) != nil)
        fragments.finished(0, of: 12)
        #expect(fragments.stored(0) != nil)  // new part 1 may still copy from it
        #expect(reads.all == [0, 1])
        fragments.finished(1, of: 12)
        #expect(fragments.stored(0) != nil)  // read again
        #expect(reads.all == [0, 1, 0])
    }

    @Test func aPartCutShortIsNotTaken() {
        let whole = Self.part(["a", "b"])
        let cut = whole.withStoredBytes { Data($0.dropLast(3)) }
        let fragments = RowFragments(storedParts: [whole.keysHash]) { _ in RowPart(stored: cut) }
        #expect(fragments.stored(0) == nil)
        #expect(fragments.place(of: ContentHash.of("a")) == nil)
    }
}
