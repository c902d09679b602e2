import TabulaICU

/// What ICU knows of a locale that a page needs: its tag for `lang`, its writing direction,
/// and the languages whose interface text it may use.
enum ICULocale {
    /// The BCP 47 tag: "pt_BR" → "pt-BR", "de@collation=phonebook" → "de-u-co-phonebk".
    static func languageTag(_ locale: String) -> String {
        ICUStringList.string { out, capacity in tabula_locale_language_tag(locale, &out, capacity) }
    }

    /// Written right to left: ar, he, fa, ur, …
    static func isRightToLeft(_ locale: String) -> Bool {
        tabula_locale_is_right_to_left(locale) != 0
    }

    /// The languages to look interface text up in, most specific first, all lower case: the
    /// tag as given, then its likely script and region, each shorter ("zh_TW" → zh-tw,
    /// zh-hant-tw, zh-hant, zh; "pt_BR" → pt-br, pt-latn-br, pt-latn, pt). Extensions
    /// ("-u-co-phonebk") are left out. Norwegian written as the macrolanguage `no` ends with
    /// Bokmål, `nb`, as CLDR's data for `no` is Bokmål's.
    static func languages(_ locale: String) -> [String] {
        func subtags(_ tag: String) -> [String] {
            var parts: [String] = []
            for part in tag.lowercased().split(separator: "-") {
                if part.count == 1 { break }  // an extension or private use starts here
                parts.append(String(part))
            }
            return parts
        }
        let given = subtags(languageTag(locale))
        let likely = subtags(ICUStringList.string { out, capacity in tabula_locale_likely_tag(locale, &out, capacity) })
        var languages: [String] = []
        for candidate in [given] + (0..<likely.count).map({ Array(likely.dropLast($0)) }) + [Array(given.prefix(1))] {
            let name = candidate.joined(separator: "-")
            if !name.isEmpty, !languages.contains(name) { languages.append(name) }
        }
        if given.first == "no" { languages.append("nb") }
        return languages
    }
}

/// A locale's decimal number format (its digits and grouping: "1,234", "1.234", "١٬٢٣٤").
///
/// Sendable without the compiler's check: the ICU format is never changed after `init`, and
/// formatting only calls `unum_formatInt64`, which takes a `const UNumberFormat *` (ICU's
/// const APIs are safe to use from several threads at once). Closed in `deinit`.
final class NumberFormat: @unchecked Sendable {
    private let handle: OpaquePointer?
    /// The digits it writes, by CLDR's name ("latn", "arab", …): the page's script writes
    /// counts with the same ones, whatever its browser's CLDR says of the locale.
    let numberingSystem: String

    init(locale: String) {
        handle = tabula_number_format_open(locale)
        numberingSystem = ICUStringList.string { out, capacity in tabula_locale_numbering_system(locale, &out, capacity) }
    }

    deinit {
        tabula_number_format_close(handle)
    }

    /// The number as the locale writes it (plain digits if ICU could not open a format).
    func string(_ number: Int) -> String {
        guard let handle else { return String(number) }
        let bytes = ICUStringList.bytes { out, capacity in tabula_number_format_integer(handle, Int64(number), &out, capacity) }
        return bytes.isEmpty ? String(number) : String(decoding: bytes, as: UTF8.self)
    }
}
