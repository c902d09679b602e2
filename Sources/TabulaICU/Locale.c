// A page's locale: its writing direction, its BCP 47 tag for `lang`, its
// likely script (to pick interface text), and numbers written its way.

#include "Internal.h"

#include <stdlib.h>
#include <string.h>

#include <unicode/uloc.h>
#include <unicode/unum.h>
#include <unicode/unumsys.h>
#include <unicode/ustring.h>

// MARK: - Names and direction

int tabula_locale_is_right_to_left(const char *locale) {
    char id[ULOC_FULLNAME_CAPACITY];
    tabula_icu_locale_id(locale, id, (int32_t)sizeof id);
    return uloc_isRightToLeft(id) ? 1 : 0;
}

/// The BCP 47 form of an ICU locale ID, or "und" when ICU cannot make one.
static int32_t tabula_tag(const char *id, char *out, int32_t capacity) {
    char tag[ULOC_FULLNAME_CAPACITY];
    UErrorCode status = U_ZERO_ERROR;
    uloc_toLanguageTag(id, tag, (int32_t)sizeof tag, 0, &status);
    if (U_FAILURE(status) || status == U_STRING_NOT_TERMINATED_WARNING) strcpy(tag, "und");
    return tabula_copy_string(tag, out, capacity);
}

int32_t tabula_locale_language_tag(const char *locale, char *out, int32_t capacity) {
    char id[ULOC_FULLNAME_CAPACITY];
    tabula_icu_locale_id(locale, id, (int32_t)sizeof id);
    return tabula_tag(id, out, capacity);
}

int32_t tabula_locale_likely_tag(const char *locale, char *out, int32_t capacity) {
    char id[ULOC_FULLNAME_CAPACITY];
    char maximized[ULOC_FULLNAME_CAPACITY];
    tabula_icu_locale_id(locale, id, (int32_t)sizeof id);
    UErrorCode status = U_ZERO_ERROR;
    uloc_addLikelySubtags(id, maximized, (int32_t)sizeof maximized, &status);
    if (U_FAILURE(status) || status == U_STRING_NOT_TERMINATED_WARNING) return tabula_tag(id, out, capacity);
    return tabula_tag(maximized, out, capacity);
}

// MARK: - Numbers

int32_t tabula_locale_numbering_system(const char *locale, char *out, int32_t capacity) {
    char id[ULOC_FULLNAME_CAPACITY];
    tabula_icu_locale_id(locale, id, (int32_t)sizeof id);
    UErrorCode status = U_ZERO_ERROR;
    UNumberingSystem *system = unumsys_open(id, &status);
    const char *name = U_SUCCESS(status) && system != NULL ? unumsys_getName(system) : NULL;
    int32_t length = tabula_copy_string(name != NULL ? name : "latn", out, capacity);
    if (system != NULL) unumsys_close(system);
    return length;
}

struct tabula_number_format {
    UNumberFormat *format;
};

tabula_number_format *tabula_number_format_open(const char *locale) {
    char id[ULOC_FULLNAME_CAPACITY];
    tabula_icu_locale_id(locale, id, (int32_t)sizeof id);
    UErrorCode status = U_ZERO_ERROR;
    UNumberFormat *format = unum_open(UNUM_DECIMAL, NULL, 0, id, NULL, &status);
    if (U_FAILURE(status) || format == NULL) {
        if (format != NULL) unum_close(format);
        return NULL;
    }
    tabula_number_format *result = malloc(sizeof *result);
    if (result == NULL) {
        unum_close(format);
        return NULL;
    }
    result->format = format;
    return result;
}

void tabula_number_format_close(tabula_number_format *format) {
    if (format == NULL) return;
    unum_close(format->format);
    free(format);
}

int32_t tabula_number_format_integer(const tabula_number_format *format, int64_t number,
                                     char *out_utf8, int32_t capacity) {
    UChar utf16[64];
    UErrorCode status = U_ZERO_ERROR;
    int32_t length = unum_formatInt64(format->format, number, utf16, 64, NULL, &status);
    if (U_FAILURE(status) || length > 64) return -1;
    int32_t utf8Length = 0;
    status = U_ZERO_ERROR;
    u_strToUTF8WithSub(out_utf8, capacity, &utf8Length, utf16, length, 0xFFFD, NULL, &status);
    if (U_FAILURE(status) && status != U_BUFFER_OVERFLOW_ERROR) return -1;
    return utf8Length;
}
