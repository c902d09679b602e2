// What the TabulaICU C files share: the collator's layout, ICU locale IDs and
// the UTF-8 list buffer every list-returning function fills. Not exported to Swift.

#ifndef TABULA_ICU_INTERNAL_H
#define TABULA_ICU_INTERNAL_H

#include "TabulaICU.h"

#include <unicode/utypes.h>
#include <unicode/ucol.h>

struct tabula_collator {
    UCollator *full;     // locale defaults (tertiary strength for all CLDR locales)
    UCollator *primary;  // same rules, UCOL_PRIMARY strength
};

/// Turns a BCP 47 tag ("de-DE", "de-DE-u-co-phonebk") into an ICU locale ID.
/// IDs without '-' ("pt_BR", "", "root") are passed through unchanged.
void tabula_icu_locale_id(const char *locale, char *out, int32_t capacity);

/// A growing UTF-8 byte buffer; `failed` is set when memory ran out.
typedef struct {
    char *bytes;
    int32_t length;
    int32_t capacity;
    int failed;
} tabula_buffer;

void tabula_buffer_append(tabula_buffer *buffer, const char *bytes, int32_t length);

/// Appends a UTF-16 item as UTF-8 followed by '\n'.
void tabula_buffer_append_item(tabula_buffer *buffer, const UChar *item, int32_t length);

/// Copies the buffer out and frees it; returns the needed length (negative on failure).
int32_t tabula_buffer_finish(tabula_buffer *buffer, char *out, int32_t capacity);

/// Copies a NUL-terminated string out as the header's functions do: at most
/// capacity - 1 bytes and a NUL; returns the full length without the NUL.
int32_t tabula_copy_string(const char *string, char *out, int32_t capacity);

/// UTF-8 -> UTF-16 into `stack` (of `stackCapacity` units) or, when longer, a
/// malloc'd buffer the caller frees if it is not `stack`. NULL on failure.
UChar *tabula_utf16(const char *utf8, int32_t length, UChar *stack, int32_t stackCapacity,
                    int32_t *utf16Length);

#endif
