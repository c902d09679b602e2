// The section index's raw material, as ICU's AlphabeticIndex (alphaindex.h,
// C++ only) gathers it: the locale's index characters, the first string of
// each script, and the two string properties its label rules use. Which labels
// are kept and where each bucket starts is decided in Swift (CollationIndex),
// from the collator's primary keys of these strings.

#include "Internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <unicode/uchar.h>
#include <unicode/ucoleitr.h>
#include <unicode/ulocdata.h>
#include <unicode/unorm2.h>
#include <unicode/uset.h>
#include <unicode/ustring.h>

// MARK: - Index characters

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

/// Whether `set` holds any code point of start...end.
static int tabula_contains_range(const USet *set, UChar32 start, UChar32 end) {
    USet *range = uset_open(start, end);
    if (range == NULL) return 0;
    int found = uset_containsSome(set, range);
    uset_close(range);
    return found;
}

/// Adds to `out` every contraction of `collator` that starts with `prefix`
/// (U+FDD0: the index boundaries of a Chinese tailoring; U+FDD1: script starts).
static void tabula_add_contractions(const UCollator *collator, UChar prefix, USet *out) {
    UErrorCode status = U_ZERO_ERROR;
    USet *contractions = uset_openEmpty();
    if (contractions == NULL) return;
    ucol_getContractionsAndExpansions(collator, contractions, NULL, 0, &status);
    int32_t itemCount = U_SUCCESS(status) ? uset_getItemCount(contractions) : 0;
    for (int32_t i = 0; i < itemCount; i++) {
        UChar32 start = 0, end = 0;
        UChar string[TABULA_MAX_ITEM];
        UErrorCode itemStatus = U_ZERO_ERROR;
        int32_t length = uset_getItem(contractions, i, &start, &end, string, TABULA_MAX_ITEM, &itemStatus);
        if (U_SUCCESS(itemStatus) && length > 1 && string[0] == prefix) {
            uset_addString(out, string, length);
        }
    }
    uset_close(contractions);
}

/// The Chinese tailorings' index boundaries (pinyin letters, stroke counts,
/// zhuyin), plus A-Z when they are pinyin. Empty for every other collation.
static void tabula_add_chinese_index_characters(const UCollator *collator, USet *out) {
    tabula_add_contractions(collator, 0xFDD0, out);
    for (UChar c = 'A'; c <= 'Z'; c++) {
        UChar pinyin[2] = { 0xFDD0, c };
        if (uset_containsString(out, pinyin, 2)) {
            uset_addRange(out, 'A', 'Z');
            return;
        }
    }
}

/// The locale's index exemplar set; when it has none, one made from its
/// standard exemplars as AlphabeticIndex does (a-z added to any Latin set,
/// Hangul cut to the 14 initial syllables, Ethiopic to one per row, all
/// upper-cased). Appends the items to `buffer`.
static void tabula_append_index_exemplars(tabula_buffer *buffer, const char *id) {
    UErrorCode status = U_ZERO_ERROR;
    ULocaleData *data = ulocdata_open(id, &status);
    USet *set = uset_openEmpty();
    if (U_FAILURE(status) || data == NULL || set == NULL) {
        if (data != NULL) ulocdata_close(data);
        if (set != NULL) uset_close(set);
        return;
    }
    ulocdata_getExemplarSet(data, set, 0, ULOCDATA_ES_INDEX, &status);
    if (U_SUCCESS(status)) {
        tabula_append_set(buffer, set, NULL);
    } else {
        status = U_ZERO_ERROR;
        ulocdata_getExemplarSet(data, set, 0, ULOCDATA_ES_STANDARD, &status);
        if (U_SUCCESS(status)) {
            if (uset_isEmpty(set) || tabula_contains_range(set, 'a', 'z')) {
                uset_addRange(set, 'a', 'z');
            }
            if (tabula_contains_range(set, 0xAC00, 0xD7A3)) {
                static const UChar32 hangul[] = { 0xAC00, 0xB098, 0xB2E4, 0xB77C, 0xB9C8, 0xBC14, 0xC0AC,
                                                  0xC544, 0xC790, 0xCC28, 0xCE74, 0xD0C0, 0xD30C, 0xD558 };
                uset_removeRange(set, 0xAC00, 0xD7A3);
                for (size_t i = 0; i < sizeof hangul / sizeof hangul[0]; i++) uset_add(set, hangul[i]);
            }
            if (tabula_contains_range(set, 0x1200, 0x137F)) {
                // Ethiopic syllables come in rows of 8; the first of each row stands for
                // it (punctuation and digits from U+1360 go).
                for (UChar32 c = 0x1200; c <= 0x137F; c++) {
                    if ((c & 7) != 0 || c >= 0x1360) uset_remove(set, c);
                }
            }
            tabula_append_set(buffer, set, id);
        }
    }
    uset_close(set);
    ulocdata_close(data);
}

int32_t tabula_collator_index_characters(const tabula_collator *collator, const char *locale,
                                         char *out_utf8, int32_t capacity) {
    tabula_buffer buffer = { NULL, 0, 0, 0 };
    USet *chinese = uset_openEmpty();
    if (chinese != NULL) {
        tabula_add_chinese_index_characters(collator->full, chinese);
        if (!uset_isEmpty(chinese)) {
            tabula_append_set(&buffer, chinese, NULL);
            uset_close(chinese);
            return tabula_buffer_finish(&buffer, out_utf8, capacity);
        }
        uset_close(chinese);
    }
    char id[ULOC_FULLNAME_CAPACITY];
    tabula_icu_locale_id(locale, id, (int32_t)sizeof id);
    tabula_append_index_exemplars(&buffer, id);
    return tabula_buffer_finish(&buffer, out_utf8, capacity);
}

// MARK: - Script boundaries

int32_t tabula_script_first_strings(char *out_utf8, int32_t capacity) {
    tabula_buffer buffer = { NULL, 0, 0, 0 };
    UErrorCode status = U_ZERO_ERROR;
    UCollator *root = ucol_open("", &status);
    USet *starts = uset_openEmpty();
    if (U_SUCCESS(status) && root != NULL && starts != NULL) {
        tabula_add_contractions(root, 0xFDD1, starts);
        int32_t itemCount = uset_getItemCount(starts);
        for (int32_t i = 0; i < itemCount; i++) {
            UChar32 start = 0, end = 0;
            UChar string[TABULA_MAX_ITEM];
            UErrorCode itemStatus = U_ZERO_ERROR;
            int32_t length = uset_getItem(starts, i, &start, &end, string, TABULA_MAX_ITEM, &itemStatus);
            if (U_FAILURE(itemStatus) || length < 2) continue;
            // Real scripts only (a letter as sample), and the one for unassigned code points.
            UChar32 sample = 0;
            U16_GET(string, 0, 1, length, sample);
            if ((U_GET_GC_MASK(sample) & (U_GC_L_MASK | U_GC_CN_MASK)) == 0) continue;
            tabula_buffer_append_item(&buffer, string, length);
        }
    }
    if (starts != NULL) uset_close(starts);
    if (root != NULL) ucol_close(root);
    return tabula_buffer_finish(&buffer, out_utf8, capacity);
}

// MARK: - String properties

enum { TABULA_STACK_ITEM = 128 };

int tabula_collator_has_multiple_primaries(const tabula_collator *collator,
                                           const char *utf8, int32_t length) {
    UChar stack[TABULA_STACK_ITEM];
    int32_t utf16Length = 0;
    UChar *utf16 = tabula_utf16(utf8, length, stack, TABULA_STACK_ITEM, &utf16Length);
    if (utf16 == NULL) return 0;
    UErrorCode status = U_ZERO_ERROR;
    // Variable characters count only when they are not ignorable (alternate=shifted).
    uint32_t variableTop = 0;
    if (ucol_getAttribute(collator->primary, UCOL_ALTERNATE_HANDLING, &status) == UCOL_SHIFTED) {
        variableTop = ucol_getVariableTop(collator->primary, &status);
    }
    UCollationElements *elements = ucol_openElements(collator->primary, utf16, utf16Length, &status);
    int primaries = 0;
    if (U_SUCCESS(status) && elements != NULL) {
        // ucol_next splits each 64-bit collation element into a 32-bit one holding the
        // primary weight's high 16 bits and, when needed, a continuation (low bits 0xC0)
        // holding its low 16 bits.
        int32_t element = ucol_next(elements, &status);
        while (element != UCOL_NULLORDER && U_SUCCESS(status) && primaries < 2) {
            int32_t next = ucol_next(elements, &status);
            uint32_t primary = (uint32_t)element & 0xFFFF0000u;
            if (((uint32_t)element & 0xC0) != 0xC0 && primary != 0) {
                if (next != UCOL_NULLORDER && ((uint32_t)next & 0xC0) == 0xC0) {
                    primary |= (uint32_t)next >> 16;
                }
                if (primary > variableTop) primaries++;
            }
            element = next;
        }
    }
    if (elements != NULL) ucol_closeElements(elements);
    if (utf16 != stack) free(utf16);
    return primaries > 1;
}

int32_t tabula_nfkd(const char *utf8, int32_t length, char *out_utf8, int32_t capacity) {
    UChar stack[TABULA_STACK_ITEM];
    int32_t utf16Length = 0;
    UChar *utf16 = tabula_utf16(utf8, length, stack, TABULA_STACK_ITEM, &utf16Length);
    if (utf16 == NULL) return -1;
    UErrorCode status = U_ZERO_ERROR;
    const UNormalizer2 *nfkd = unorm2_getNFKDInstance(&status);
    UChar normalized[4 * TABULA_STACK_ITEM];
    int32_t normalizedLength = 0;
    if (U_SUCCESS(status)) {
        normalizedLength = unorm2_normalize(nfkd, utf16, utf16Length, normalized,
                                            4 * TABULA_STACK_ITEM, &status);
    }
    if (utf16 != stack) free(utf16);
    if (U_FAILURE(status)) return -1;
    int32_t utf8Length = 0;
    status = U_ZERO_ERROR;
    u_strToUTF8WithSub(out_utf8, capacity, &utf8Length, normalized, normalizedLength, 0xFFFD, NULL, &status);
    if (U_FAILURE(status) && status != U_BUFFER_OVERFLOW_ERROR) return -1;
    return utf8Length;
}

int32_t tabula_icu_version(char *out, int32_t capacity) {
    UVersionInfo library, data;
    char libraryText[U_MAX_VERSION_STRING_LENGTH], dataText[U_MAX_VERSION_STRING_LENGTH];
    u_getVersion(library);
    u_versionToString(library, libraryText);
    dataText[0] = 0;
    UErrorCode status = U_ZERO_ERROR;
    UCollator *root = ucol_open("", &status);
    if (U_SUCCESS(status) && root != NULL) {
        ucol_getVersion(root, data);
        u_versionToString(data, dataText);
    }
    if (root != NULL) ucol_close(root);
    int32_t length = (int32_t)(strlen(libraryText) + 1 + strlen(dataText));
    if (length < capacity) snprintf(out, (size_t)capacity, "%s/%s", libraryText, dataText);
    return length;
}
