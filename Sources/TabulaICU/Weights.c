// See include/TabulaICU.h for the contract of every function: the primary collation weights
// of code points and strings, from which the search folds text as the table's locale does.

#include "Internal.h"

#include <stdlib.h>

#include <unicode/ucoleitr.h>
#include <unicode/ustring.h>
#include <unicode/utf16.h>

/// Appends the primary weights of the iterator's elements to `out` (see the header);
/// returns the new total, or -1 on error.
static int32_t tabula_append_primaries(UCollationElements *elements, uint32_t *out, int32_t capacity,
                                       int32_t total, int32_t most) {
    UErrorCode status = U_ZERO_ERROR;
    int32_t element, here = 0;
    while ((element = ucol_next(elements, &status)) != UCOL_NULLORDER && U_SUCCESS(status)) {
        uint32_t bits = (uint32_t)element;
        uint32_t primary = bits >> 16;
        if ((bits & 0xC0) == 0xC0) {
            // A continuation: the low 16 bits of the primary before it (ICU's old-style
            // 32-bit elements split a 64-bit one in two, marking the second half 0xC0).
            if (here > 0 && total - 1 < capacity) out[total - 1] |= primary;
            continue;
        }
        if (primary == 0 || here == most) continue;
        if (total < capacity) out[total] = primary << 16;
        total++;
        here++;
    }
    return U_FAILURE(status) ? -1 : total;
}

int32_t tabula_collator_primary_weights(const tabula_collator *collator,
                                        const uint32_t *code_points, int32_t count,
                                        uint32_t *weights, int32_t capacity,
                                        uint8_t *counts) {
    if (count <= 0) return 0;
    UErrorCode status = U_ZERO_ERROR;
    UChar text[2] = { 0x20, 0 };
    UCollationElements *elements = ucol_openElements(collator->full, text, 1, &status);
    if (U_FAILURE(status) || elements == NULL) return -1;
    int32_t total = 0;
    for (int32_t i = 0; i < count && total >= 0; i++) {
        int32_t length = 0;
        UBool error = 0;
        U16_APPEND(text, length, 2, (UChar32)code_points[i], error);
        counts[i] = 0;
        if (error) continue;
        ucol_setText(elements, text, length, &status);
        if (U_FAILURE(status)) { total = -1; break; }
        int32_t before = total;
        total = tabula_append_primaries(elements, weights, capacity, total, 255);
        if (total >= 0) counts[i] = (uint8_t)(total - before);
    }
    ucol_closeElements(elements);
    return total;
}

int32_t tabula_collator_string_primary_weights(const tabula_collator *collator,
                                               const char *utf8, int32_t length,
                                               uint32_t *out, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    int32_t utf16Length = 0;
    u_strFromUTF8WithSub(NULL, 0, &utf16Length, utf8, length, 0xFFFD, NULL, &status);
    if (status != U_BUFFER_OVERFLOW_ERROR && U_FAILURE(status)) return -1;
    UChar *utf16 = malloc(sizeof(UChar) * (size_t)(utf16Length + 1));
    if (utf16 == NULL) return -1;
    status = U_ZERO_ERROR;
    u_strFromUTF8WithSub(utf16, utf16Length + 1, &utf16Length, utf8, length, 0xFFFD, NULL, &status);
    UCollationElements *elements = U_SUCCESS(status) ? ucol_openElements(collator->full, utf16, utf16Length, &status) : NULL;
    int32_t total = -1;
    if (U_SUCCESS(status) && elements != NULL) total = tabula_append_primaries(elements, out, capacity, 0, INT32_MAX);
    if (elements != NULL) ucol_closeElements(elements);
    free(utf16);
    return total;
}

