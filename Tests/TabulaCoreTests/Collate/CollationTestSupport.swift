import TabulaTestSupport
@testable import TabulaCore

typealias CollationTestRandom = SeededRandom

enum CollationTestData {
    static let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
    static let accented = Array("áàâäãåæçéèêëíìîïñóòôöõøœúùûüýÿÁÀÂÄÃÅÆÇÉÈÊËÍÎÏÑÓÔÖØŒÚÙÛÜÝ")
    static let others = Array("0123456789 -_.,'&")

    /// Random strings of 1...12 characters: mostly ASCII letters, some
    /// accented letters, digits, spaces and punctuation.
    static func strings(count: Int, seed: UInt64) -> [String] {
        var random = CollationTestRandom(seed: seed)
        return (0 ..< count).map { _ in
            let length = Int.random(in: 1 ... 12, using: &random)
            var string = ""
            for _ in 0 ..< length {
                let roll = Int.random(in: 0 ..< 100, using: &random)
                let pool = roll < 70 ? letters : roll < 90 ? accented : others
                string.append(pool.randomElement(using: &random)!)
            }
            return string
        }
    }

    static let latinAlphabet = (UInt8(ascii: "A") ... UInt8(ascii: "Z")).map { String(UnicodeScalar($0)) }
}

/// Strings under one index title, in collation order.
struct CollatedSection: Equatable, Sendable {
    let title: String
    let items: [String]
}

extension Collation {
    /// `strings` as the sections of an alphabetic table page, made as `TableCollator` makes
    /// them: sorted by their full keys (stable), each under the index title of its full key,
    /// in the order of `indexTitles`; titles with no strings are left out.
    func sections(_ strings: [String]) -> [CollatedSection] {
        let keys = keys(for: strings)
        let placed = SectionedOrder(sorted: sortedOrder(of: keys),
                                    section: strings.indices.map { indexPosition(for: strings[$0], fullKey: keys[$0]) },
                                    sectionCount: indexTitles.count)
        return zip(indexTitles, placed.ranges).compactMap { title, range in
            range.isEmpty ? nil : CollatedSection(title: title, items: placed.order[range].map { strings[$0] })
        }
    }
}
