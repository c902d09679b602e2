// TabulaICU: a small plain-C facade over the system ICU: collation, the
// section index's characters, locale names and direction, number formats.
//
// Debian's ICU headers rename every function with a version suffix through
// macros (ucol_open -> ucol_open_72), which Swift's importer cannot follow, so
// Swift calls these wrappers instead. No ICU type appears in this header.
//
// Conventions:
// - Strings in and out are UTF-8. Input strings are (pointer, byte length)
//   and need not be NUL-terminated.
// - Functions that fill a caller buffer return the length they need. When the
//   return value is greater than the capacity passed, the buffer content is
//   incomplete and the caller retries with a bigger buffer.
//
// Thread safety: a tabula_collator is immutable once tabula_collator_open
// returns. The sort-key functions only call ucol_getSortKey, which takes a
// `const UCollator *`; ICU documents that service objects are safe to use
// concurrently from several threads as long as only const APIs are used
// (ICU User Guide, "ICU Architectural Design" > "Thread-safe const APIs").
// So one collator may compute keys on many threads at once without locks.
// Opening and closing are not concurrent with use (close after last use).

#ifndef TABULA_ICU_H
#define TABULA_ICU_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// An opened locale collator (a full-strength and a primary-strength ICU
/// collator for the same locale).
typedef struct tabula_collator tabula_collator;

/// Opens a collator for `locale` ("en", "sv", "de-DE", "pt_BR", "" for root).
/// BCP 47 tags (with '-') are converted with uloc_forLanguageTag first.
/// `*status_is_fallback` (if not NULL) is set to 1 when ICU has no collation
/// or locale data for the requested language and used the root collation
/// (the locale ICU reports as valid is "root" although the request was not
/// root), otherwise 0. "de_DE" -> "de" is not a fallback in this sense.
/// Returns NULL if ICU failed to open anything.
tabula_collator *tabula_collator_open(const char *locale, int *status_is_fallback);

/// Closes a collator opened with tabula_collator_open. NULL is ignored.
void tabula_collator_close(tabula_collator *collator);

/// Writes the tertiary-strength (ICU default for the locale) sort key of the
/// UTF-8 string into `out` and returns the key length in bytes including the
/// terminating 0 byte (as ucol_getSortKey). Returns 0 on error.
/// Keys compare with memcmp/strcmp. Thread-safe (see above).
int32_t tabula_collator_sort_key(const tabula_collator *collator,
                                 const char *utf8, int32_t length,
                                 uint8_t *out, int32_t capacity);

/// As tabula_collator_sort_key, at primary strength (case and diacritic
/// insensitive; the primary-weight part of the full key).
int32_t tabula_collator_primary_sort_key(const tabula_collator *collator,
                                         const char *utf8, int32_t length,
                                         uint8_t *out, int32_t capacity);

/// The primary weights of each of `count` code points, each collated alone as a
/// one-character string: its collation elements' primary weights in order, a
/// 32-bit primary and its continuation element joined into one weight, elements
/// without a primary weight (combining marks, ignorables) skipped. The weights of
/// all code points are written one after another to `weights`, and how many each
/// code point has to `counts[i]` (at most 255 are kept per code point). Returns the
/// number of weights needed in all: when it is greater than `capacity`, `weights`
/// holds only what fit and the caller retries with more. Returns -1 on error.
/// Thread-safe (each call uses an iterator of its own over the const collator).
int32_t tabula_collator_primary_weights(const tabula_collator *collator,
                                        const uint32_t *code_points, int32_t count,
                                        uint32_t *weights, int32_t capacity,
                                        uint8_t *counts);

/// The primary weights of a whole UTF-8 string's collation elements (contractions
/// seen), joined and skipped as above, into `out`. Returns how many there are (only
/// `capacity` are written when more), or -1 on error. Thread-safe.
int32_t tabula_collator_string_primary_weights(const tabula_collator *collator,
                                               const char *utf8, int32_t length,
                                               uint32_t *out, int32_t capacity);

/// Copies the locale ICU reports as valid for this collator (e.g. "de" for
/// "de_DE", "root" for an unknown locale) as a NUL-terminated string.
/// Returns the length needed without the NUL.
int32_t tabula_collator_valid_locale(const tabula_collator *collator,
                                     char *out, int32_t capacity);

// MARK: - The section index (see CollationIndex.swift for how these are used)

/// Writes the characters ICU's AlphabeticIndex starts a locale's index from,
/// as UTF-8 items separated by '\n' (any order; duplicates possible):
/// - for a Chinese tailoring (zh pinyin, stroke, zhuyin): its index boundary
///   contractions, each U+FDD0 followed by the letter, the stroke count as
///   U+2800 + n, or the zhuyin symbol; plus A-Z when they are pinyin letters;
/// - else the locale's index exemplar characters (CLDR "index" set) as they
///   are, multi-character items such as "CH" (cs) as one item;
/// - else its standard exemplars, with a-z added when it has any Latin letter
///   or none at all, Hangul syllables cut to the 14 initial ones, Ethiopic to
///   the first of each row, every item upper-cased for the locale.
/// Returns the byte length needed (no NUL is written), negative on failure.
int32_t tabula_collator_index_characters(const tabula_collator *collator, const char *locale,
                                         char *out_utf8, int32_t capacity);

/// Writes the root collation's "first character of a script" strings,
/// '\n'-separated UTF-8: each is U+FDD1 followed by a sample character of
/// the script (e.g. U+FDD1 'L' for Latin, U+FDD1 U+03A9 for Greek), for real
/// scripts (a letter as sample) and for unassigned code points, not for the
/// groups of spaces, punctuation, symbols and digits. Their primary weights
/// are the first primary weights of each script. Returns the byte length
/// needed (no NUL is written), negative on failure.
int32_t tabula_script_first_strings(char *out_utf8, int32_t capacity);

/// Writes the version of the ICU library in use ("72.1") and of its collation data (the
/// root collator's, "153.112...") as "72.1/153.112...", NUL-terminated; returns its length.
/// What ICU derives from its data (a locale's section index) is the same while this is.
int32_t tabula_icu_version(char *out, int32_t capacity);

/// 1 when the UTF-8 string has more than one primary weight in the collator
/// (not counting weights that alternate=shifted makes ignorable): "Sch", "Æ"
/// where it expands. Thread-safe (const ICU calls only).
int tabula_collator_has_multiple_primaries(const tabula_collator *collator,
                                           const char *utf8, int32_t length);

/// Writes the NFKD form of the UTF-8 string as UTF-8; returns the byte length
/// needed, negative on failure. (Strings of at most 128 UTF-16 units.)
int32_t tabula_nfkd(const char *utf8, int32_t length, char *out_utf8, int32_t capacity);

// MARK: - Locales

/// 1 when the locale's script is written right to left (ar, he, fa, ur, ...).
int tabula_locale_is_right_to_left(const char *locale);

/// Writes the locale's BCP 47 tag ("pt_BR" -> "pt-BR", "de@collation=phonebook"
/// -> "de-u-co-phonebk"; "und" when it has none) as a NUL-terminated string.
/// Returns the length needed without the NUL.
int32_t tabula_locale_language_tag(const char *locale, char *out, int32_t capacity);

/// As tabula_locale_language_tag, with the likely script and region added
/// ("zh" -> "zh-Hans-CN", "zh_TW" -> "zh-Hant-TW", "sr" -> "sr-Cyrl-RS").
int32_t tabula_locale_likely_tag(const char *locale, char *out, int32_t capacity);

/// Writes the name of the digits the locale writes numbers with ("latn", "arab", "arabext",
/// "deva", ...; CLDR's numbering systems) as a NUL-terminated string; returns its length.
int32_t tabula_locale_numbering_system(const char *locale, char *out, int32_t capacity);

/// An opened decimal number format for a locale (its digits, grouping and
/// separators). Immutable once opened: formatting is thread-safe.
typedef struct tabula_number_format tabula_number_format;

/// NULL if ICU cannot open one.
tabula_number_format *tabula_number_format_open(const char *locale);

/// Closes a format; NULL is ignored.
void tabula_number_format_close(tabula_number_format *format);

/// Writes the number as the locale writes it (UTF-8, no NUL): "1,234" in en,
/// "1.234" in de, "١٬٢٣٤" in ar. Returns the byte length needed, negative on failure.
int32_t tabula_number_format_integer(const tabula_number_format *format, int64_t number,
                                     char *out_utf8, int32_t capacity);

#ifdef __cplusplus
}
#endif

#endif
