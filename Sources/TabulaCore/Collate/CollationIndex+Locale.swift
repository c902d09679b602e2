/// A locale's section index as ICU's `AlphabeticIndex` makes it (CLDR's index characters,
/// the same labels and the same bucket for every string), from the collator's primary keys
/// of the strings `TabulaICU` gathers; `CollationIndexReferenceTests` checks the two agree.
///
/// - Labels: the index characters of a Chinese tailoring (pinyin letters, stroke counts,
///   zhuyin) or else the locale's index exemplars, kept when they sort within the scripts
///   (not before the first script, not among the unassigned code points), multi-character
///   ones only when they sort apart from their letters; of primary-equal ones the simplest
///   (fewest NFKD code points, then code point order); at most 99, evenly thinned.
/// - Buckets: one per label, starting at it; scripts the labels skip start a "#" bucket, as
///   does the script after the last label; a label of several primary weights ("Sch") is
///   followed by an invisible bucket that sends what sorts after its expansion back to the
///   single letter before it; pinyin buckets show as the ASCII letter before them, so Latin
///   "Apple" and 阿 are both under A.
extension CollationIndex {
    /// ICU's most labels (`AlphabeticIndex::getMaxLabelCount` by default).
    static let maxLabelCount = 99

    private enum Kind { case underflow, inflow, normal, overflow }

    private struct Bucket {
        var kind: Kind
        /// The string the bucket starts at, and its primary key.
        var boundary: String
        var key: CollationKey
        /// The bucket it is shown as (pinyin → ASCII letter, "Sch" + U+FFFF → S), if not itself.
        var shownAs: Int?
    }

    init(localeOf collator: ICUCollator, locale: String) {
        let primary = { collator.sortKey($0, strength: .primary) }
        // Each script's first string in this collation's order; ignorable ones are no boundary.
        let scripts = ICUStringList.scriptFirstStrings.map { primary($0) }.sorted().drop { $0.bytes.isEmpty }
        guard let first = scripts.first, let last = scripts.last else {
            self.init(titles: [], boundaries: [], sections: [])
            return
        }
        let labels = Self.labels(collator.indexCharacters(locale: locale), primary: primary, within: first..<last, collator: collator)
        let buckets = Self.buckets(labels, scripts: Array(scripts), collator: collator)
        guard buckets.count > 1 else {  // no label: everything is under "#"
            self.init(titles: [], boundaries: [], sections: [])
            return
        }
        // Visible labels are the titles; every other bucket is "#" or shown as a title.
        var titles: [String] = []
        var titleOf: [Int: Int] = [:]
        for (index, bucket) in buckets.enumerated() where bucket.kind == .normal && bucket.shownAs == nil {
            titleOf[index] = titles.count
            titles.append(Self.label(bucket.boundary))
        }
        var boundaries: [CollationKey] = []
        var sections: [Int] = []
        for (index, bucket) in buckets.enumerated().dropFirst() {  // the underflow bucket: what sorts before any boundary
            boundaries.append(bucket.key)
            sections.append(bucket.kind == .normal ? titleOf[bucket.shownAs ?? index] ?? titles.count : titles.count)
        }
        self.init(titles: titles, boundaries: boundaries, sections: sections)
    }

    /// The labels in primary order, with their primary keys (`AlphabeticIndex::initLabels`).
    private static func labels(_ characters: [String], primary: (String) -> CollationKey, within scripts: Range<CollationKey>,
                               collator: ICUCollator) -> [(string: String, key: CollationKey)] {
        var labels: [(string: String, key: CollationKey)] = []
        for character in characters {
            var item = character
            var checkDistinct = item.unicodeScalars.count > 1
            let units = Array(item.utf16)
            // A label marked with one trailing star is kept even if it sorts as its letters do.
            if checkDistinct, units.last == 0x2A, units[units.count - 2] != 0x2A {
                item = String(item.unicodeScalars.dropLast())
                checkDistinct = false
            }
            let key = primary(item)
            guard scripts.contains(key) else { continue }
            if checkDistinct, key == primary(Self.separated(item)) { continue }
            // The first label whose key is not below `key`.
            let low = labels.prefixEnd { $0.key < key }
            if low < labels.count, labels[low].key == key {
                if isBetterLabel(item, than: labels[low].string) { labels[low].string = item }
            } else {
                labels.insert((item, key), at: low)
            }
        }
        // Too many: keep an evenly spread maxLabelCount of them.
        let size = labels.count - 1
        if size > maxLabelCount {
            var kept: [(string: String, key: CollationKey)] = []
            var previous = -1
            for (count, label) in labels.enumerated() {
                let bump = (count + 1) * maxLabelCount / size
                if bump != previous {
                    kept.append(label)
                    previous = bump
                }
            }
            labels = kept
        }
        return labels
    }

    /// The buckets of the labels, underflow first (`AlphabeticIndex::createBucketList`).
    private static func buckets(_ labels: [(string: String, key: CollationKey)], scripts: [CollationKey],
                                collator: ICUCollator) -> [Bucket] {
        var buckets = [Bucket(kind: .underflow, boundary: "", key: .empty)]
        var ascii = [Int?](repeating: nil, count: 26)
        var pinyin = [Int?](repeating: nil, count: 26)
        var script = -1
        var scriptEnd = CollationKey.empty
        for label in labels {
            if label.key >= scriptEnd {
                // Into a new script: the scripts skipped on the way go under "#".
                let inflow = scriptEnd
                var skipped = false
                while true {
                    script += 1
                    scriptEnd = scripts[script]
                    if label.key < scriptEnd { break }
                    skipped = true
                }
                if skipped, buckets.count > 1 { buckets.append(Bucket(kind: .inflow, boundary: "", key: inflow)) }
            }
            buckets.append(Bucket(kind: .normal, boundary: label.string, key: label.key))
            let units = Array(label.string.utf16)
            if units.count == 1, (0x41...0x5A).contains(units[0]) {
                ascii[Int(units[0] - 0x41)] = buckets.count - 1
            } else if units.count == 2, units[0] == 0xFDD0, (0x41...0x5A).contains(units[1]) {
                pinyin[Int(units[1] - 0x41)] = buckets.count - 1
            }
            if units.first != 0xFDD0, units.last != 0xFFFF, collator.hasMultiplePrimaries(label.string) {
                // "Sch" or "Æ" as an expansion: what sorts after it belongs to the last single letter.
                for index in stride(from: buckets.count - 2, through: 0, by: -1) {
                    guard buckets[index].kind == .normal else { break }
                    if buckets[index].shownAs == nil, !collator.hasMultiplePrimaries(buckets[index].boundary) {
                        var after = label.string
                        after.unicodeScalars.append(Unicode.Scalar(UInt32(0xFFFF))!)
                        buckets.append(Bucket(kind: .normal, boundary: after, key: collator.sortKey(after, strength: .primary),
                                              shownAs: index))
                        break
                    }
                }
            }
        }
        guard buckets.count > 1 else { return buckets }
        buckets.append(Bucket(kind: .overflow, boundary: "", key: scriptEnd))
        var letter: Int?
        for index in 0..<26 {
            if let bucket = ascii[index] { letter = bucket }
            if let bucket = pinyin[index], let letter { buckets[bucket].shownAs = letter }
        }
        return buckets
    }

    /// A label as shown: an index boundary of a Chinese tailoring without its U+FDD0, one of a
    /// stroke count (U+2800 + n) as "n劃".
    static func label(_ boundary: String) -> String {
        var scalars = boundary.unicodeScalars
        guard scalars.first?.value == 0xFDD0 else { return boundary }
        scalars.removeFirst()
        if let count = scalars.first.map({ Int($0.value) - 0x2800 }), (1...0xFF).contains(count) {
            return "\(count)劃"
        }
        return String(scalars)
    }

    /// The string with U+034F COMBINING GRAPHEME JOINER between its code points, which keeps
    /// them from contracting.
    private static func separated(_ string: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in string.unicodeScalars {
            if !result.isEmpty { result.append("\u{034F}") }
            result.append(scalar)
        }
        return String(result)
    }

    /// Of two primary-equal labels, the simpler: fewer code points in NFKD, then the lower NFKD
    /// in code point order, then the lower in code point order.
    private static func isBetterLabel(_ one: String, than other: String) -> Bool {
        let (a, b) = (ICUStringList.nfkd(one), ICUStringList.nfkd(other))
        if a.count != b.count { return a.count < b.count }
        if a != b { return a.lexicographicallyPrecedes(b) }
        return one.unicodeScalars.map(\.value).lexicographicallyPrecedes(other.unicodeScalars.map(\.value))
    }
}
