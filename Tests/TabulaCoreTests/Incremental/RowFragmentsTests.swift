import Foundation
import Testing
@testable import TabulaCore

@Suite struct RowFragmentsTests {
    static func part(_ rows: [String]) -> RowPart {
        var part = RowPart(capacity: rows.count)
        for row in rows { part.append(ContentHash.of(row), "<li>\(row)</li>") }
        return part
    }

    static func fragments(_ parts: [RowPart]) -> RowFragments {
        var fragments = RowFragments()
        for part in parts {
            let bytes = part.withStoredBytes { Data($0) }
            let added = fragments.appendStored(bytes, keysHash: part.keysHash)
            #expect(added)
        }
        return fragments
    }

    @Test func aStoredPartWithTheSameRowsInTheSameOrderIsTakenOverWhole() throws {
        let fragments = Self.fragments([Self.part(["a", "b"]), Self.part(["c"])])
        let same = try #require(fragments.part(1, holding: [ContentHash.of("c")]))
        #expect(same.withHTML(0) { String(decoding: $0, as: UTF8.self) } == "<li>c</li>")
        #expect(fragments.part(0, holding: ["b", "a"].map(ContentHash.of)) == nil)
        #expect(fragments.part(0, holding: [ContentHash.of("a")]) == nil)
        #expect(fragments.part(2, holding: [ContentHash.of("c")]) == nil)
    }

    @Test func aRowOfAChangedPartIsCopiedFromWhereverItWasStored() {
        let fragments = Self.fragments([Self.part(["a", "b"]), Self.part(["c"])])
        var part = RowPart()
        let found = part.append(ContentHash.of("c"), from: fragments)
        let missing = part.append(ContentHash.of("z"), from: fragments)
        #expect(found && !missing)
        #expect(part.withHTML(0) { String(decoding: $0, as: UTF8.self) } == "<li>c</li>")
    }

    @Test func aPartCutShortIsNotTaken() {
        let whole = Self.part(["a", "b"])
        var fragments = RowFragments()
        let cut = whole.withStoredBytes { Data($0.dropLast(3)) }
        let added = fragments.appendStored(cut, keysHash: whole.keysHash)
        #expect(!added)
        #expect(fragments.place(of: ContentHash.of("a")) == nil)
    }
}
