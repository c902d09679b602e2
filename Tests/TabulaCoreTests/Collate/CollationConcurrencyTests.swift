import Testing
@testable import TabulaCore

@Suite("Collation: concurrent use")
struct CollationConcurrencyTests {
    @Test func keysFromConcurrentTasksMatch() async {
        let collation = Collation(locale: "sv")
        let strings = CollationTestData.strings(count: 5_000, seed: 21)
        let expected = strings.map(collation.key)
        let expectedPrimary = strings.map(collation.primaryKey)
        let results = await withTaskGroup(of: ([CollationKey], [CollationKey]).self) { group in
            for _ in 0 ..< 2 {
                group.addTask {
                    (strings.map(collation.key), strings.map(collation.primaryKey))
                }
            }
            var results: [([CollationKey], [CollationKey])] = []
            for await result in group { results.append(result) }
            return results
        }
        #expect(results.count == 2)
        for (keys, primary) in results {
            #expect(keys == expected)
            #expect(primary == expectedPrimary)
        }
    }

    @Test func sectionsFromConcurrentTasksMatch() async {
        let collation = Collation(locale: "en")
        let strings = CollationTestData.strings(count: 3_000, seed: 22)
        let expected = collation.sections(strings)
        await withTaskGroup(of: [CollatedSection].self) { group in
            for _ in 0 ..< 2 {
                group.addTask { collation.sections(strings) }
            }
            for await sections in group {
                #expect(sections == expected)
            }
        }
    }

    @Test func parallelKeyPathMatchesSerialKeys() {
        let collation = Collation(locale: "en")
        let strings = CollationTestData.strings(count: 3 * Collation.parallelChunk, seed: 23)
        #expect(collation.keys(for: strings) == strings.map(collation.key))
    }
}
