import Testing
@testable import TabulaCore

@Suite("Collation: stable sorting and sections")
struct CollationStabilityTests {
    struct Row: Equatable, Sendable {
        let name: String
        let id: Int
    }

    @Test func equalKeysKeepInputOrder() {
        let collation = Collation(locale: "en")
        // "é" and "e\u{301}" are canonically equivalent: equal keys.
        let rows = [
            Row(name: "b", id: 0), Row(name: "é", id: 1), Row(name: "a", id: 2), Row(name: "b", id: 3),
            Row(name: "e\u{301}", id: 4), Row(name: "a", id: 5), Row(name: "é", id: 6), Row(name: "b", id: 7),
        ]
        #expect(collation.sorted(rows) { $0.name }.map(\.id) == [2, 5, 0, 3, 7, 1, 4, 6])
        #expect(collation.sorted(rows.reversed()) { $0.name }.map(\.id) == [5, 2, 7, 3, 0, 6, 4, 1])
    }

    @Test func largeInputWithManyTiesStaysStable() {
        // Large enough to take the parallel key path.
        let collation = Collation(locale: "en")
        let names = ["x", "Y", "y", "ä", "a", "1", "ß"]
        let rows = (0 ..< 20_000).map { Row(name: names[$0 % names.count], id: $0) }
        let sorted = collation.sorted(rows) { $0.name }
        for (lhs, rhs) in zip(sorted, sorted.dropFirst()) {
            let order = collation.key(lhs.name).compare(collation.key(rhs.name))
            #expect(order < 0 || (order == 0 && lhs.id < rhs.id))
        }
    }

    @Test func englishSections() {
        let collation = Collation(locale: "en")
        let sections = collation.sections(CollationLocaleTests.mixed)
        #expect(sections == [
            CollatedSection(title: "A", items: ["Åland", "apple"]),
            CollatedSection(title: "E", items: ["Éire"]),
            CollatedSection(title: "O", items: ["Österreich"]),
            CollatedSection(title: "Z", items: ["Zebra"]),
            CollatedSection(title: "#", items: ["_x", "1984"]),
        ])
        // Each section number's title is the title at that place in `indexTitles`.
        #expect(collation.indexTitles.indices.map(collation.index.title(at:)) == collation.indexTitles)
    }

    @Test func swedishSections() {
        let sections = Collation(locale: "sv").sections(CollationLocaleTests.mixed)
        #expect(sections.map(\.title) == ["A", "E", "Z", "Å", "Ö", "#"])
        #expect(sections.first { $0.title == "Å" }?.items == ["Åland"])
    }

    @Test("sections agree with indexTitle(for:) and sorted(_:by:)", arguments: ["en", "sv", "da", "es", "cs", "ru", "ja"])
    func sectionsAgree(locale: String) {
        let collation = Collation(locale: locale)
        let strings = CollationTestData.strings(count: 3_000, seed: 3) + ["Москва", "東京", "カメラ", "", " "]
        let sections = collation.sections(strings)
        #expect(sections.flatMap(\.items).count == strings.count)
        let titles = collation.indexTitles
        #expect(sections.map(\.title) == titles.filter { title in sections.contains { $0.title == title } })
        let sorted = collation.sorted(strings) { $0 }
        for section in sections {
            for item in section.items {
                #expect(collation.indexTitle(for: item) == section.title, "\(item)")
            }
            #expect(section.items == sorted.filter { collation.indexTitle(for: $0) == section.title })
        }
    }
}
