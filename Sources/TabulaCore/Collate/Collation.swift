/// Locale-aware sorting and A–Z section indexing, like UIKit's
/// `UILocalizedIndexedCollation`, backed by the system ICU through sort keys.
///
/// For `en`, case and diacritics fold ("Éire" under E, "Åland" under A) and
/// strings starting with digits or symbols go under "#", which is always the
/// last title. The order and the letters follow the locale as ICU's
/// `AlphabeticIndex` gives them: `sv` has Å Ä Ö after Z, `da`/`nb` Æ Ø Å, `es` Ñ
/// after N, while `de` folds Ä into A; `zh` files Han under pinyin letters,
/// `zh_Hant` under stroke counts ("5劃"), `ja` under kana rows, `ko` under jamo.
///
/// A `Collation` is immutable and `Sendable`; keys may be computed from many
/// threads at once (see `ICUCollator`). Opening one costs a few milliseconds,
/// so keep one per locale for a whole build.
public final class Collation: Sendable {
    /// The locale as given.
    public let locale: String
    /// ICU has no collation or locale data for the locale's language and uses
    /// the root collation (and A–Z titles); the caller should warn. Not set
    /// for regional variants that fall back to their language ("de-DE" → "de"),
    /// nor for "" / "root".
    public let usedFallback: Bool

    let collator: ICUCollator
    let index: CollationIndex

    /// Opens the collation for a locale: "en", "sv", "de-DE", "pt_BR", or ""
    /// for the root collation. Index titles come from the locale's CLDR index
    /// exemplar characters, unless the site supplies `indexTitles`.
    ///
    /// Each supplied title names the *first* string of its section: with
    /// `["A", "G", "N", "T"]`, "Hello" goes under "G". Titles are compared
    /// at primary strength and put in collation order; titles that are
    /// empty, "#", or primary-equal to one given earlier ("a" after "A") are
    /// dropped, and "#" is always appended as the last title.
    public convenience init(locale: String, indexTitles: [String]? = nil) {
        self.init(locale: locale, indexTitles: indexTitles, madeIndex: nil)
    }

    /// `madeIndex`: the locale's index as an earlier build made it from the same ICU data
    /// (`Collations`), not made again; used only when no `indexTitles` are supplied.
    init(locale: String, indexTitles customTitles: [String]?, madeIndex: CollationIndex?) {
        self.locale = locale
        if let collator = ICUCollator(locale: locale) {
            self.collator = collator
            self.usedFallback = collator.usedFallback
        } else if let root = ICUCollator(locale: "") {
            self.collator = root
            self.usedFallback = true
        } else {
            fatalError("ICU cannot open the root collation")
        }
        let collator = self.collator
        if let customTitles {
            index = CollationIndex(custom: customTitles, primaryKey: { collator.sortKey($0, strength: .primary) })
        } else {
            index = madeIndex ?? CollationIndex(localeOf: collator, locale: locale)
        }
    }

    /// Full-strength (tertiary) key, for sorting.
    public func key(_ string: String) -> CollationKey {
        collator.sortKey(string, strength: .full)
    }

    /// Primary-strength key: equal for strings that differ only in case or
    /// diacritics that the locale does not treat as separate letters.
    public func primaryKey(_ string: String) -> CollationKey {
        collator.sortKey(string, strength: .primary)
    }

    /// The index titles in collation order, then "#".
    /// `en`: A…Z, #; `sv`: A…Z, Å, Ä, Ö, #.
    public var indexTitles: [String] {
        index.allTitles
    }

    /// The title of the section a string falls in (see `CollationIndex` for
    /// the exact rule); "#" for digits, symbols, punctuation, whitespace,
    /// the empty string and scripts outside the titles' script.
    public func indexTitle(for string: String) -> String {
        index.title(at: indexPosition(for: string))
    }

    /// Where `indexTitle(for:)` is in `indexTitles`: a section number, with no title string
    /// made or looked up (the alphabetic index asks once per row).
    func indexPosition(for string: String) -> Int {
        index.position(of: string, primary: primaryKey(string).bytes.span)
    }

    /// `indexPosition(for:)` given the string's full key (`key(_:)`), without a second ICU call:
    /// a sort key starts with the primary weights, up to the first level separator (1), and
    /// those are the primary-strength key of the same rules.
    func indexPosition(for string: String, fullKey: CollationKey) -> Int {
        index.position(of: string, primary: fullKey.bytes.span.extracting(..<fullKey.primaryLength))
    }
}
