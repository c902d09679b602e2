// Helpers the other TabulaICU files share (declared in Internal.h).
//
// The ICU headers (ICU 72 on Debian 12) come from the CICU system-library
// target, whose pkg-config entry (icu-i18n, which Requires icu-uc) also
// supplies the link flags -licui18n -licuuc -licudata.

#include "Internal.h"

#include <stdlib.h>
#include <string.h>

#include <unicode/uloc.h>
#include <unicode/ustring.h>

void tabula_icu_locale_id(const char *locale, char *out, int32_t capacity) {
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

// MARK: - UTF-8 output buffer

void tabula_buffer_append(tabula_buffer *buffer, const char *bytes, int32_t length) {
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

void tabula_buffer_append_item(tabula_buffer *buffer, const UChar *item, int32_t length) {
    char utf8[256];
    int32_t utf8Length = 0;
    UErrorCode status = U_ZERO_ERROR;
    u_strToUTF8WithSub(utf8, (int32_t)sizeof utf8, &utf8Length, item, length,
                       0xFFFD, NULL, &status);
    if (U_FAILURE(status) || utf8Length <= 0 || utf8Length > (int32_t)sizeof utf8) return;
    tabula_buffer_append(buffer, utf8, utf8Length);
    tabula_buffer_append(buffer, "\n", 1);
}

int32_t tabula_buffer_finish(tabula_buffer *buffer, char *out, int32_t capacity) {
    int32_t length = buffer->failed ? -1 : buffer->length;
    if (length > 0 && length <= capacity && out != NULL) {
        memcpy(out, buffer->bytes, (size_t)length);
    }
    free(buffer->bytes);
    return length;
}

int32_t tabula_copy_string(const char *string, char *out, int32_t capacity) {
    int32_t length = (int32_t)strlen(string);
    if (capacity > 0 && out != NULL) {
        int32_t n = length < capacity - 1 ? length : capacity - 1;
        memcpy(out, string, (size_t)n);
        out[n] = 0;
    }
    return length;
}

UChar *tabula_utf16(const char *utf8, int32_t length, UChar *stack, int32_t stackCapacity,
                    int32_t *utf16Length) {
    if (length < 0) return NULL;
    if (utf8 == NULL) { utf8 = ""; length = 0; }
    UChar *utf16 = stack;
    int32_t capacity = stackCapacity;
    // A UTF-16 string never has more code units than the UTF-8 string has bytes.
    if (length > stackCapacity) {
        utf16 = malloc(sizeof(UChar) * (size_t)length);
        if (utf16 == NULL) return NULL;
        capacity = length;
    }
    UErrorCode status = U_ZERO_ERROR;
    u_strFromUTF8WithSub(utf16, capacity, utf16Length, utf8, length, 0xFFFD, NULL, &status);
    if (U_FAILURE(status)) {
        if (utf16 != stack) free(utf16);
        return NULL;
    }
    return utf16;
}
