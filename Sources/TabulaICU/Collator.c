// See include/TabulaICU.h for the contract of every function.
//
// The ICU headers (ICU 72 on Debian 12) come from the CICU system-library
// target, whose pkg-config entry (icu-i18n, which Requires icu-uc) also
// supplies the link flags -licui18n -licuuc -licudata.

#include "Internal.h"

#include <stdlib.h>
#include <string.h>

#include <unicode/uloc.h>
#include <unicode/ustring.h>

// MARK: - Opening

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
    return tabula_copy_string(valid, out, capacity);
}

// MARK: - Sort keys

enum { TABULA_STACK_UTF16 = 512 };

/// UTF-8 -> UTF-16, then ucol_getSortKey. Only const ICU calls: thread-safe.
static int32_t tabula_sort_key(const UCollator *coll, const char *utf8, int32_t length,
                               uint8_t *out, int32_t capacity) {
    UChar stack[TABULA_STACK_UTF16];
    int32_t utf16Length = 0;
    UChar *utf16 = tabula_utf16(utf8, length, stack, TABULA_STACK_UTF16, &utf16Length);
    if (utf16 == NULL) return 0;
    int32_t result = ucol_getSortKey(coll, utf16, utf16Length, out, capacity);
    if (utf16 != stack) free(utf16);
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
