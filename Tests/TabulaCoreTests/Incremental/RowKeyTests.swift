import Foundation
import TabulaTestSupport
import Testing
@testable import TabulaCore

/// A row's key names everything its HTML depends on: equal rows on the same page with the
/// same cell share a key; anything that changes the HTML changes it.
@Suite struct RowKeyTests {
    static let keys: RowKeys = {
        let folder = try! TemporaryFolder()
        let templates = TemplateLibrary.load(site: folder.url, tree: InputTree.scan(site: folder.url, output: nil), diagnostics: Diagnostics())
        return RowKeys(templates: templates).labeled(templates.interface.text(for: "en").rowLabels)
    }()

    static func key(_ row: Row, page: String = "t/index.html", keys: RowKeys = RowKeyTests.keys) -> ContentHash {
        var digest = DigestBuilder()
        var onPage = PageRowKeys(keys: keys, page: page)
        return onPage.key(row, using: &digest)
    }

    static func randomRow(_ random: inout SeededRandom) -> Row {
        func maybe<T>(_ value: T) -> T? { Bool.random(using: &random) ? value : nil }
        let long = String(repeating: "x", count: Int.random(in: 120...300, using: &random))  // lengths past one byte
        // Written in any order: rows with the same fields in another order are the same row.
        var fields = RowFields()
        for name in ["price", "size", "colour"].shuffled(using: &random) where Bool.random(using: &random) {
            fields[name] = .number("\(Int.random(in: 0...2, using: &random))")
        }
        return Row(id: "r\(Int.random(in: 0...9, using: &random))", text: ["A", "B", "", long].randomElement(using: &random)!,
                   detail: maybe(["d", "", long].randomElement(using: &random)!), image: maybe(.page("img/p.png", fragment: nil)),
                   imageAlt: Bool.random(using: &random) ? "alt" : "", accessory: Accessory.allCases.randomElement(using: &random)!,
                   link: maybe(.page("other/index.html", fragment: nil)), cell: ["basic", "subtitle"].randomElement(using: &random)!,
                   height: maybe([44, 44.5, 60].randomElement(using: &random)!), fields: fields)
    }

    /// What the row's HTML is made of, as a value: equal exactly when the rows are.
    static func content(_ row: Row) -> String {
        "\(row.id)|\(row.text)|\(row.detail ?? "nil")|\(String(describing: row.image))|\(row.imageAlt)|\(row.accessory)|"
            + "\(String(describing: row.link))|\(row.cell)|\(String(describing: row.height))|\(row.fields.dictionary.sorted { $0.key < $1.key })"
    }

    @Test func rowsHaveTheSameKeyExactlyWhenTheyAreTheSame() {
        var random = SeededRandom(seed: 7)
        var byKey: [ContentHash: String] = [:]
        for _ in 0..<3000 {
            let row = Self.randomRow(&random)
            let content = Self.content(row)
            let key = Self.key(row)
            if let earlier = byKey[key] { #expect(earlier == content, "two rows share a key") }
            byKey[key] = content
        }
        // Many rows repeat (small choices): the same row kept its key.
        #expect(byKey.count < 3000)
    }

    @Test func theSameRowHasAnotherKeyOnAnotherPageOrWithAnotherCell() {
        let row = Row(id: "a", text: "A", detail: "d")
        var other = row
        other.cell = "subtitle"
        #expect(Self.key(row) == Self.key(row))
        #expect(Self.key(row) != Self.key(row, page: "t/2.html"))
        #expect(Self.key(row) != Self.key(other))
    }

    /// Lengths are written in one byte up to 127: the field boundary moves with the text
    /// ("ab" + "c" and "a" + "bc" differ), around that length too.
    @Test func movingBytesFromOneFieldToTheNextChangesTheKey() {
        for length in [1, 126, 127, 128, 129, 300] {
            let text = String(repeating: "a", count: length)
            let left = Row(id: "r", text: text + "b", detail: "c")
            let right = Row(id: "r", text: text, detail: "bc")
            #expect(Self.key(left) != Self.key(right), "length \(length)")
        }
    }

    @Test func theWordsOfTheAccessoriesAreInTheKey() throws {
        let folder = try TemporaryFolder()
        let templates = TemplateLibrary.load(site: folder.url, tree: InputTree.scan(site: folder.url, output: nil), diagnostics: Diagnostics())
        let row = Row(id: "a", text: "a", accessory: .checkmark)
        let english = RowKeys(templates: templates).labeled(templates.interface.text(for: "en").rowLabels)
        let german = RowKeys(templates: templates).labeled(templates.interface.text(for: "de").rowLabels)
        #expect(Self.key(row, keys: english) != Self.key(row, keys: german))
    }
}
