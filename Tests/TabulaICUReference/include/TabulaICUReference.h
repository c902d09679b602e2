// ICU's own AlphabeticIndex (C++ only, alphaindex.h), for tests: the reference
// the section index is checked against. Not part of Tabula.

#ifndef TABULA_ICU_REFERENCE_H
#define TABULA_ICU_REFERENCE_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The labels of the index ICU's AlphabeticIndex makes for `locale` (an ICU
/// ID or a BCP 47 tag), in order: its visible normal buckets' labels, then
/// "#" standing for the underflow, inflow and overflow buckets. UTF-8,
/// '\n'-separated. Returns the byte length needed (no NUL), negative on failure.
int32_t tabula_reference_index_labels(const char *locale, char *out, int32_t capacity);

/// For each of the '\n'-separated UTF-8 strings in `strings` (of `length`
/// bytes), the label of the bucket ICU puts it in ("#" for underflow, inflow
/// and overflow), '\n'-separated. Returns the byte length needed, negative on failure.
int32_t tabula_reference_bucket_labels(const char *locale, const char *strings, int32_t length,
                                       char *out, int32_t capacity);

/// Every locale ICU has data for (uloc_getAvailable), '\n'-separated.
/// Returns the byte length needed, negative on failure.
int32_t tabula_reference_locales(char *out, int32_t capacity);

#ifdef __cplusplus
}
#endif

#endif
