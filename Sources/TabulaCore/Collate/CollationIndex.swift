/// The section index of a `Collation`: its titles, where each title's strings start in
/// collation order, and the rule that assigns a string to one.
///
/// The index is a list of *boundaries*, primary keys, each naming the title of the strings
/// from it up to the next boundary; the first is the empty key, for what sorts before every
/// other (the "underflow"). A string falls under the title of the last boundary at or before
/// its primary key (found by ICU's binary search, so that the rare lists that are not in
/// order, such as `km`'s, give ICU's answer), and under "#" (the overflow title, always last)
/// when:
/// - it sorts before the first title: digits, punctuation, symbols and whitespace in every
///   CLDR collation that does not make them ignorable; the empty string and strings with only
///   ignorable characters;
/// - its boundary is one of the locale's "#" boundaries: the start of the scripts the titles
///   skip, and of the first script after the titles (so in `en` Cyrillic, Greek and Han go
///   under "#", while a Latin letter sorting after Z, "Þ", stays under Z);
/// - its first character (ignoring default-ignorable code points) is not alphabetic or a mark,
///   when every title begins with a letter: so locales that ignore punctuation at the primary
///   level (`th`, alternate=shifted) still put "_x" under "#", as `UILocalizedIndexedCollation`
///   does, where ICU's `AlphabeticIndex` puts it under X.
///
/// A locale's index is ICU's `AlphabeticIndex` for it (see `CollationIndex+Locale.swift`):
/// pinyin letters for `zh`, stroke counts for `zh_Hant`, kana rows for `ja`, jamo for `ko`.
/// A site's own titles (`indexTitles`) each start their section; "#" takes what sorts before
/// the first and from the script after the last one's.
struct CollationIndex: Sendable {
    static let overflowTitle = "#"

    /// Titles in index order, without "#".
    let titles: [String]
    /// Primary keys where the sections start, the empty key first (see the type's documentation).
    let boundaries: [CollationKey]
    /// `sections[i]` is the position in `allTitles` of the strings from `boundaries[i]` on;
    /// `titles.count` is "#".
    let sections: [Int]
    /// Every title begins with a letter, so strings that begin with something else go under "#".
    let lettersOnly: Bool

    /// `boundaries` and `sections` without the underflow, which is added.
    init(titles: [String], boundaries: [CollationKey], sections: [Int]) {
        self.titles = titles
        self.boundaries = [.empty] + boundaries
        self.sections = [titles.count] + sections
        lettersOnly = !titles.isEmpty && titles.allSatisfy(Self.startsWithLetter)
    }

    /// An index of a site's own titles, in any order. Titles are compared at primary strength
    /// and put in collation order; of primary-equal ones the first given is kept; "" and "#"
    /// are dropped.
    init(custom candidates: [String], primaryKey: (String) -> CollationKey) {
        var entries: [(title: String, primary: CollationKey, position: Int)] = []
        for (position, title) in candidates.enumerated() where !title.isEmpty && title != Self.overflowTitle {
            let primary = primaryKey(title)
            // Completely ignorable titles (no primary weight) can hold nothing.
            guard !primary.bytes.isEmpty else { continue }
            entries.append((title, primary, position))
        }
        entries.sort { ($0.primary, $0.position) < ($1.primary, $1.position) }
        var titles: [String] = []
        var keys: [CollationKey] = []
        for entry in entries where keys.last != entry.primary {
            titles.append(entry.title)
            keys.append(entry.primary)
        }
        var sections = Array(keys.indices)
        if let last = keys.last, let next = ICUStringList.scriptFirstStrings.map(primaryKey).filter({ $0 > last }).min() {
            keys.append(next)
            sections.append(titles.count)
        }
        self.init(titles: titles, boundaries: keys, sections: sections)
    }

    /// All titles followed by "#".
    var allTitles: [String] {
        titles + [Self.overflowTitle]
    }

    /// Position in `allTitles` of the section for a string with this primary key (`primary`
    /// holds primary weights only). `titles.count` is "#".
    func position(of string: String, primary: Span<UInt8>) -> Int {
        let overflow = titles.count
        if lettersOnly, !Self.startsWithLetter(string) {
            return overflow
        }
        if primary.isEmpty { return overflow }
        // ICU's search (`BucketList::getBucketIndex`): the underflow is at or before every key.
        var start = 0
        var limit = boundaries.count
        while start + 1 < limit {
            let middle = (start + limit) / 2
            let boundary = boundaries[middle].bytes
            if CollationKey.compare(primary, boundary.span) < 0 { limit = middle } else { start = middle }
        }
        return sections[start]
    }

    func title(at position: Int) -> String {
        position < titles.count ? titles[position] : Self.overflowTitle
    }

    /// The first character that is not default-ignorable is alphabetic or a
    /// combining mark. ASCII is decided without a Unicode property lookup.
    static func startsWithLetter(_ string: String) -> Bool {
        if let byte = string.utf8.first, byte < 0x80 {
            return (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
        }
        return firstSignificantScalar(of: string).map(isLetterOrMark) ?? false
    }

    private static func firstSignificantScalar(of string: String) -> Unicode.Scalar? {
        string.unicodeScalars.first { !$0.properties.isDefaultIgnorableCodePoint }
    }

    /// Alphabetic (letters, and symbols such as Ⓐ that are letters in a circle) or a mark.
    private static func isLetterOrMark(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.properties.isAlphabetic { return true }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }
}
