// TabulaICU: a tiny plain-C facade over the system ICU collation API.
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

/// Writes the locale's index exemplar characters (CLDR "index" exemplars, via
/// ulocdata_getExemplarSet with ULOCDATA_ES_INDEX) as UTF-8 items separated
/// by '\n', in code point order (not collation order). Ranges are expanded;
/// multi-character items such as "CH" (cs) appear as one item.
/// If the locale has no index set, the standard exemplar set is used with
/// every item upper-cased (duplicates may remain). If that is empty too,
/// "A".."Z" is written. Returns the byte length needed (no NUL is written).
/// Returns a negative value on allocation failure.
int32_t tabula_index_exemplars(const char *locale, char *out_utf8, int32_t capacity);

/// Writes the root collation's "first character of a script group" strings,
/// '\n'-separated UTF-8: each is U+FDD1 followed by a sample character of
/// the script (e.g. U+FDD1 'L' for Latin, U+FDD1 U+03A9 for Greek). Their
/// primary weights are the first primary weights of each script/reorder group
/// (ICU's AlphabeticIndex uses them to find where a script ends). Returns the
/// byte length needed (no NUL is written), negative on failure.
int32_t tabula_script_first_strings(char *out_utf8, int32_t capacity);

#ifdef __cplusplus
}
#endif

#endif
