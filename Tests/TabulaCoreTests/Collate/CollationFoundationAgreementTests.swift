import Foundation
import Testing
@testable import TabulaCore

@Suite("Collation agrees with Foundation")
struct CollationFoundationAgreementTests {
    static func sign(_ value: Int) -> Int {
        value < 0 ? -1 : value > 0 ? 1 : 0
    }

    static func sign(_ result: ComparisonResult) -> Int {
        switch result {
        case .orderedAscending: -1
        case .orderedSame: 0
        case .orderedDescending: 1
        }
    }

    @Test("key order matches String.compare(_:options:range:locale:) on 2,000 random pairs", arguments: ["en", "sv"])
    func fullKeys(locale: String) {
        let collation = Collation(locale: locale)
        let foundationLocale = Locale(identifier: locale)
        let strings = CollationTestData.strings(count: 4_000, seed: locale == "en" ? 11 : 12)
        var mismatches: [String] = []
        for i in stride(from: 0, to: strings.count, by: 2) {
            let (a, b) = (strings[i], strings[i + 1])
            let ours = Self.sign(collation.key(a).compare(collation.key(b)))
            let foundation = Self.sign(a.compare(b, options: [], range: nil, locale: foundationLocale))
            if ours != foundation {
                mismatches.append("\(a) <> \(b): ours \(ours), Foundation \(foundation)")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
    }

    @Test("sorting a list matches Foundation", arguments: ["en", "sv"])
    func sortedMatchesFoundation(locale: String) {
        let collation = Collation(locale: locale)
        let foundationLocale = Locale(identifier: locale)
        let strings = CollationTestData.strings(count: 1_000, seed: 13)
        let foundation = strings.sorted {
            $0.compare($1, options: [], range: nil, locale: foundationLocale) == .orderedAscending
        }
        #expect(collation.sorted(strings) { $0 } == foundation)
    }

    @Test func primaryKeysMatchCaseAndDiacriticInsensitiveCompare() {
        let collation = Collation(locale: "en")
        let locale = Locale(identifier: "en")
        let strings = CollationTestData.strings(count: 1_000, seed: 14)
        // Pair each string with a case/diacritic variant and with a neighbour.
        let variants = strings.map { $0.uppercased().folding(options: .diacriticInsensitive, locale: locale) }
        var mismatches: [String] = []
        for (i, a) in strings.enumerated() {
            for b in [variants[i], strings[(i + 1) % strings.count]] {
                let ours = Self.sign(collation.primaryKey(a).compare(collation.primaryKey(b)))
                let foundation = Self.sign(a.compare(b, options: [.caseInsensitive, .diacriticInsensitive],
                                                     range: nil, locale: locale))
                if ours != foundation { mismatches.append("\(a) <> \(b): ours \(ours), Foundation \(foundation)") }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
    }
}
