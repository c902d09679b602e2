// See include/TabulaICU.h for the contract of every function.
//
// The ICU headers (ICU 72 on Debian 12) come from the CICU system-library
// target, whose pkg-config entry (icu-i18n, which Requires icu-uc) also
// supplies the link flags -licui18n -licuuc -licudata.

#include "TabulaICU.h"

#include <stdlib.h>
#include <string.h>

#include <unicode/utypes.h>
#include <unicode/uchar.h>
#include <unicode/ucol.h>
#include <unicode/ucoleitr.h>
#include <unicode/uloc.h>
#include <unicode/ulocdata.h>
#include <unicode/uset.h>
#include <unicode/ustring.h>

struct tabula_collator {
    UCollator *full;     // locale defaults (tertiary strength for all CLDR locales)
    UCollator *primary;  // same rules, UCOL_PRIMARY strength
};

// MARK: - Opening

/// Turns a BCP 47 tag ("de-DE", "de-DE-u-co-phonebk") into an ICU locale ID.
/// IDs without '-' ("pt_BR", "", "root") are passed through unchanged.
static void tabula_icu_locale_id(const char *locale, char *out, int32_t capacity) {
    out[0] = 0;
    if (locale == NULL) return;
    if (strchr(locale, '-') != NULL) {
        UErrorCode status = U_ZERO_ERROR;
        int32_t parsed = 0;
        int32_t length = uloc_forLanguageTag(locale, out, capacity, &parsed, &status);
        if (U_SUCCESS(status) && status != U_STRING_NOT_TERMINATED_WARNING
            && length > 0 && parsed == (int32_t)strlen(locale)) {
            return;
        }
    }
    strncpy(out, locale, (size_t)capacity - 1);
    out[capacity - 1] = 0;
}

static int tabula_icu_is_root(const char *id) {
    return id[0] == 0 || strcmp(id, "root") == 0 || strcmp(id, "und") == 0
        || strncmp(id, "und_", 4) == 0 || strncmp(id, "root_", 5) == 0;
}

tabula_collator *tabula_collator_open(const char *locale, int *status_is_fallback) {
    if (status_is_fallback != NULL) *status_is_fallback = 0;

    char id[ULOC_FULLNAME_CAPACITY];
    tabula_icu_locale_id(locale, id, (int32_t)sizeof id);

    UErrorCode status = U_ZERO_ERROR;
    UCollator *full = ucol_open(id, &status);
    if (U_FAILURE(status) || full == NULL) {
        if (full != NULL) ucol_close(full);
        return NULL;
    }
    // ICU reports U_USING_DEFAULT_WARNING for "en" too (en has no tailoring,
    // its data *is* root), so the warning alone cannot tell "en" from "xx".
    // The valid locale can: "en" for en, "root" for an unknown language.
    if (status_is_fallback != NULL && !tabula_icu_is_root(id)) {
        UErrorCode validStatus = U_ZERO_ERROR;
        const char *valid = ucol_getLocaleByType(full, ULOC_VALID_LOCALE, &validStatus);
        if (U_FAILURE(validStatus) || valid == NULL || tabula_icu_is_root(valid)) {
            *status_is_fallback = 1;
        }
    }

    status = U_ZERO_ERROR;
    UCollator *primary = ucol_clone(full, &status);
    if (U_SUCCESS(status) && primary != NULL) {
        ucol_setStrength(primary, UCOL_PRIMARY);
    }
    if (U_FAILURE(status) || primary == NULL) {
        if (primary != NULL) ucol_close(primary);
        ucol_close(full);
        return NULL;
    }

    tabula_collator *collator = malloc(sizeof *collator);
    if (collator == NULL) {
        ucol_close(primary);
        ucol_close(full);
        return NULL;
    }
    collator->full = full;
    collator->primary = primary;
    return collator;
}

void tabula_collator_close(tabula_collator *collator) {
    if (collator == NULL) return;
    ucol_close(collator->primary);
    ucol_close(collator->full);
    free(collator);
}

int32_t tabula_collator_valid_locale(const tabula_collator *collator,
                                     char *out, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    const char *valid = ucol_getLocaleByType(collator->full, ULOC_VALID_LOCALE, &status);
    if (U_FAILURE(status) || valid == NULL) valid = "root";
    int32_t length = (int32_t)strlen(valid);
    if (capacity > 0) {
        int32_t n = length < capacity - 1 ? length : capacity - 1;
        memcpy(out, valid, (size_t)n);
        out[n] = 0;
    }
    return length;
}

// MARK: - Sort keys

enum { TABULA_STACK_UTF16 = 512 };

/// UTF-8 -> UTF-16 (a UTF-16 string never has more code units than the UTF-8
/// string has bytes), then ucol_getSortKey. Only const ICU calls: thread-safe.
static int32_t tabula_sort_key(const UCollator *coll, const char *utf8, int32_t length,
                               uint8_t *out, int32_t capacity) {
    if (length < 0) return 0;
    if (utf8 == NULL) { utf8 = ""; length = 0; }
    UChar stackBuffer[TABULA_STACK_UTF16];
    UChar *utf16 = stackBuffer;
    int32_t utf16Capacity = TABULA_STACK_UTF16;
    if (length > TABULA_STACK_UTF16) {
        utf16 = malloc(sizeof(UChar) * (size_t)length);
        if (utf16 == NULL) return 0;
        utf16Capacity = length;
    }
    UErrorCode status = U_ZERO_ERROR;
    int32_t utf16Length = 0;
    u_strFromUTF8WithSub(utf16, utf16Capacity, &utf16Length, utf8, length,
                         0xFFFD, NULL, &status);
    int32_t result = 0;
    if (U_SUCCESS(status)) {
        result = ucol_getSortKey(coll, utf16, utf16Length, out, capacity);
    }
    if (utf16 != stackBuffer) free(utf16);
    return result;
}

int32_t tabula_collator_sort_key(const tabula_collator *collator,
                                 const char *utf8, int32_t length,
                                 uint8_t *out, int32_t capacity) {
    return tabula_sort_key(collator->full, utf8, length, out, capacity);
}

int32_t tabula_collator_primary_sort_key(const tabula_collator *collator,
                                         const char *utf8, int32_t length,
                                         uint8_t *out, int32_t capacity) {
    return tabula_sort_key(collator->primary, utf8, length, out, capacity);
}

// MARK: - Primary weights

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

// MARK: - UTF-8 output buffer

typedef struct {
    char *bytes;
    int32_t length;
    int32_t capacity;
    int failed;
} tabula_buffer;

static void tabula_buffer_append(tabula_buffer *buffer, const char *bytes, int32_t length) {
    if (buffer->failed) return;
    if (buffer->length + length > buffer->capacity) {
        int32_t capacity = buffer->capacity * 2 + length + 64;
        char *grown = realloc(buffer->bytes, (size_t)capacity);
        if (grown == NULL) { buffer->failed = 1; return; }
        buffer->bytes = grown;
        buffer->capacity = capacity;
    }
    memcpy(buffer->bytes + buffer->length, bytes, (size_t)length);
    buffer->length += length;
}

/// Appends a UTF-16 item as UTF-8 followed by '\n'.
static void tabula_buffer_append_item(tabula_buffer *buffer, const UChar *item, int32_t length) {
    char utf8[256];
    int32_t utf8Length = 0;
    UErrorCode status = U_ZERO_ERROR;
    u_strToUTF8WithSub(utf8, (int32_t)sizeof utf8, &utf8Length, item, length,
                       0xFFFD, NULL, &status);
    if (U_FAILURE(status) || utf8Length <= 0 || utf8Length > (int32_t)sizeof utf8) return;
    tabula_buffer_append(buffer, utf8, utf8Length);
    tabula_buffer_append(buffer, "\n", 1);
}

/// Copies the buffer out and frees it; returns the needed length.
static int32_t tabula_buffer_finish(tabula_buffer *buffer, char *out, int32_t capacity) {
    int32_t length = buffer->failed ? -1 : buffer->length;
    if (length > 0 && length <= capacity && out != NULL) {
        memcpy(out, buffer->bytes, (size_t)length);
    }
    free(buffer->bytes);
    return length;
}

// MARK: - Index exemplars

enum { TABULA_MAX_EXEMPLAR_ITEMS = 4096, TABULA_MAX_ITEM = 64 };

/// Appends every item of `set` (ranges expanded), upper-cased with the rules
/// of `upperLocale` unless it is NULL. Returns the number of items appended.
static int32_t tabula_append_set(tabula_buffer *buffer, const USet *set, const char *upperLocale) {
    int32_t appended = 0;
    int32_t itemCount = uset_getItemCount(set);
    for (int32_t i = 0; i < itemCount && appended < TABULA_MAX_EXEMPLAR_ITEMS; i++) {
        UChar32 start = 0, end = 0;
        UChar string[TABULA_MAX_ITEM];
        UErrorCode status = U_ZERO_ERROR;
        int32_t stringLength = uset_getItem(set, i, &start, &end, string, TABULA_MAX_ITEM, &status);
        if (U_FAILURE(status)) continue;

        if (stringLength > 0) {
            // A multi-character element such as "ch".
            UChar item[TABULA_MAX_ITEM];
            int32_t itemLength = stringLength;
            memcpy(item, string, sizeof(UChar) * (size_t)stringLength);
            if (upperLocale != NULL) {
                UErrorCode upperStatus = U_ZERO_ERROR;
                itemLength = u_strToUpper(item, TABULA_MAX_ITEM, string, stringLength,
                                          upperLocale, &upperStatus);
                if (U_FAILURE(upperStatus)) continue;
            }
            tabula_buffer_append_item(buffer, item, itemLength);
            appended++;
            continue;
        }
        for (UChar32 c = start; c <= end && appended < TABULA_MAX_EXEMPLAR_ITEMS; c++) {
            UChar item[TABULA_MAX_ITEM];
            int32_t itemLength = 0;
            UBool error = 0;
            U16_APPEND(item, itemLength, TABULA_MAX_ITEM, c, error);
            if (error) continue;
            if (upperLocale != NULL) {
                UChar upper[TABULA_MAX_ITEM];
                UErrorCode upperStatus = U_ZERO_ERROR;
                int32_t upperLength = u_strToUpper(upper, TABULA_MAX_ITEM, item, itemLength,
                                                   upperLocale, &upperStatus);
                if (U_FAILURE(upperStatus)) continue;
                tabula_buffer_append_item(buffer, upper, upperLength);
            } else {
                tabula_buffer_append_item(buffer, item, itemLength);
            }
            appended++;
        }
    }
    return appended;
}

/// Appends the locale's exemplar set of the given type; returns items appended.
static int32_t tabula_append_exemplars(tabula_buffer *buffer, const char *id,
                                       ULocaleDataExemplarSetType type, const char *upperLocale) {
    UErrorCode status = U_ZERO_ERROR;
    ULocaleData *data = ulocdata_open(id, &status);
    if (U_FAILURE(status) || data == NULL) {
        if (data != NULL) ulocdata_close(data);
        return 0;
    }
    USet *set = uset_openEmpty();
    int32_t appended = 0;
    if (set != NULL) {
        status = U_ZERO_ERROR;
        ulocdata_getExemplarSet(data, set, 0, type, &status);
        if (U_SUCCESS(status)) {
            appended = tabula_append_set(buffer, set, upperLocale);
        }
        uset_close(set);
    }
    ulocdata_close(data);
    return appended;
}

int32_t tabula_index_exemplars(const char *locale, char *out_utf8, int32_t capacity) {
    char id[ULOC_FULLNAME_CAPACITY];
    tabula_icu_locale_id(locale, id, (int32_t)sizeof id);

    tabula_buffer buffer = { NULL, 0, 0, 0 };
    int32_t items = tabula_append_exemplars(&buffer, id, ULOCDATA_ES_INDEX, NULL);
    if (items == 0) {
        items = tabula_append_exemplars(&buffer, id, ULOCDATA_ES_STANDARD, id);
    }
    if (items == 0) {
        for (char c = 'A'; c <= 'Z'; c++) {
            char item[2] = { c, '\n' };
            tabula_buffer_append(&buffer, item, 2);
        }
    }
    return tabula_buffer_finish(&buffer, out_utf8, capacity);
}

// MARK: - Script boundaries

int32_t tabula_script_first_strings(char *out_utf8, int32_t capacity) {
    tabula_buffer buffer = { NULL, 0, 0, 0 };
    UErrorCode status = U_ZERO_ERROR;
    UCollator *root = ucol_open("", &status);
    USet *contractions = uset_openEmpty();
    if (U_SUCCESS(status) && root != NULL && contractions != NULL) {
        ucol_getContractionsAndExpansions(root, contractions, NULL, 0, &status);
        int32_t itemCount = U_SUCCESS(status) ? uset_getItemCount(contractions) : 0;
        for (int32_t i = 0; i < itemCount; i++) {
            UChar32 start = 0, end = 0;
            UChar string[TABULA_MAX_ITEM];
            UErrorCode itemStatus = U_ZERO_ERROR;
            int32_t length = uset_getItem(contractions, i, &start, &end, string,
                                          TABULA_MAX_ITEM, &itemStatus);
            if (U_SUCCESS(itemStatus) && length > 1 && string[0] == 0xFDD1) {
                tabula_buffer_append_item(&buffer, string, length);
            }
        }
    }
    if (contractions != NULL) uset_close(contractions);
    if (root != NULL) ucol_close(root);
    return tabula_buffer_finish(&buffer, out_utf8, capacity);
}
