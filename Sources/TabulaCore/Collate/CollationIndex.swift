/// The section index of a `Collation`: its titles in collation order with
/// their cached primary keys, and the rule that assigns a string to one.
///
/// A string falls under the last title whose primary key is <= the string's
/// primary key (so with titles A, G, N, T, "Hello" is under G, and in `sv`
/// "Åland" is under Å, which sorts after Z). It falls under "#" instead when:
/// - it is empty, or has no primary weight (only ignorable characters);
/// - it sorts before the first title (digits, punctuation, symbols and
///   whitespace all do in every CLDR collation that does not make them
///   ignorable);
/// - its first character (ignoring default-ignorable code points) is not a
///   letter or mark — checked explicitly so that locales that ignore
///   punctuation at the primary level (e.g. `th`, alternate=shifted) still
///   put "_x" under "#". Skipped for custom titles that themselves begin with
///   a non-letter, such as ["0", "A", …];
/// - it sorts at or after the start of the next script group after the last
///   title's script (found with ICU's U+FDD1 script-start contractions, as
///   ICU's AlphabeticIndex does). So in `en` Cyrillic, Greek and CJK go under
///   "#", while a Latin letter sorting after Z (e.g. "Þ") stays under Z; in
///   `ja` Katakana goes with the Hiragana titles (same script group) and Han
///   under "#"; in `ru` Latin (after Cyrillic) goes under "#". Scripts that
///   sort *before* the first title are under "#" by the previous rule.
/// `zh` collates Han by pinyin/stroke but its index titles are A–Z; Han then
/// lands under "#" (ICU's AlphabeticIndex has special pinyin buckets that
/// this does not replicate).
struct CollationIndex: Sendable {
    static let overflowTitle = "#"

    /// Titles in collation order, without "#". Primary-equal duplicates are
    /// dropped.
    let titles: [String]
    /// `keys[i]` is the primary key of `titles[i]`; strictly ascending.
    let keys: [CollationKey]
    /// Primary key of the first script group after the last title's; strings
    /// whose primary key is >= this go under "#".
    let overflowBoundary: CollationKey?
    /// Every title begins with a letter, so strings that begin with something
    /// else go under "#".
    let lettersOnly: Bool

    /// Builds the index from candidate titles in any order. Of primary-equal
    /// candidates the first in input order is kept if `keepFirstGiven`, else
    /// the first in full collation order (Е rather than Ё for ICU's `ru` set,
    /// which comes in code point order).
    init(candidates: [String], keepFirstGiven: Bool,
         primaryKey: (String) -> CollationKey, fullKey: (String) -> CollationKey) {
        var entries: [(title: String, primary: CollationKey, full: CollationKey, position: Int)] = []
        for (position, title) in candidates.enumerated() where !title.isEmpty && title != Self.overflowTitle {
            let primary = primaryKey(title)
            // Completely ignorable titles (no primary weight) can hold nothing.
            guard !primary.bytes.isEmpty else { continue }
            entries.append((title, primary, fullKey(title), position))
        }
        entries.sort { lhs, rhs in
            let primary = lhs.primary.compare(rhs.primary)
            if primary != 0 { return primary < 0 }
            if !keepFirstGiven {
                let full = lhs.full.compare(rhs.full)
                if full != 0 { return full < 0 }
            }
            return lhs.position < rhs.position
        }
        var titles: [String] = []
        var keys: [CollationKey] = []
        for entry in entries where keys.last != entry.primary {
            titles.append(entry.title)
            keys.append(entry.primary)
        }
        self.titles = titles
        self.keys = keys
        self.lettersOnly = titles.allSatisfy(Self.startsWithLetter)
        if let last = keys.last {
            self.overflowBoundary = ICUStringList.scriptFirstStrings
                .map(primaryKey)
                .filter { !$0.bytes.isEmpty && $0 > last }
                .min()
        } else {
            self.overflowBoundary = nil
        }
    }

    /// All titles followed by "#".
    var allTitles: [String] {
        titles + [Self.overflowTitle]
    }

    /// Position in `allTitles` of the section for a string with this primary
    /// key (`primary` holds primary weights only). `titles.count` is "#".
    func position(of string: String, primary: Span<UInt8>) -> Int {
        let overflow = titles.count
        if lettersOnly, !Self.startsWithLetter(string) {
            return overflow
        }
        if primary.isEmpty { return overflow }
        if let boundary = overflowBoundary {
            if CollationKey.compare(primary, boundary.bytes.span) >= 0 { return overflow }
        }
        // Binary search: the number of titles whose key is <= primary.
        var low = 0
        var high = keys.count
        while low < high {
            let middle = (low + high) / 2
            let title = keys[middle].bytes
            if CollationKey.compare(title.span, primary) <= 0 { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? overflow : low - 1
    }

    func title(at position: Int) -> String {
        position < titles.count ? titles[position] : Self.overflowTitle
    }

    /// The first character that is not default-ignorable is a letter or a
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

    private static func isLetterOrMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .nonspacingMark, .spacingMark, .enclosingMark:
            return true
        default:
            return false
        }
    }
}
