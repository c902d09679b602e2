// See include/TabulaICUReference.h. Every ICU object lives in one call.

#include "TabulaICUReference.h"

#include <cstring>
#include <memory>
#include <string>

#include <unicode/alphaindex.h>
#include <unicode/locid.h>
#include <unicode/uloc.h>
#include <unicode/unistr.h>

namespace {

icu::Locale localeFor(const char *locale) {
    if (std::strchr(locale, '-') != nullptr) {
        UErrorCode status = U_ZERO_ERROR;
        icu::Locale tagged = icu::Locale::forLanguageTag(locale, status);
        if (U_SUCCESS(status)) return tagged;
    }
    return icu::Locale(locale);
}

std::string label(const icu::AlphabeticIndex::Bucket *bucket) {
    if (bucket == nullptr || bucket->getLabelType() != U_ALPHAINDEX_NORMAL) return "#";
    std::string utf8;
    bucket->getLabel().toUTF8String(utf8);
    return utf8;
}

int32_t finish(const std::string &text, char *out, int32_t capacity) {
    int32_t length = static_cast<int32_t>(text.size());
    if (length <= capacity && out != nullptr) std::memcpy(out, text.data(), text.size());
    return length;
}

std::unique_ptr<icu::AlphabeticIndex::ImmutableIndex> immutableIndex(const char *locale) {
    UErrorCode status = U_ZERO_ERROR;
    icu::AlphabeticIndex index(localeFor(locale), status);
    if (U_FAILURE(status)) return nullptr;
    std::unique_ptr<icu::AlphabeticIndex::ImmutableIndex> built(index.buildImmutableIndex(status));
    if (U_FAILURE(status)) return nullptr;
    return built;
}

}  // namespace

extern "C" int32_t tabula_reference_index_labels(const char *locale, char *out, int32_t capacity) {
    auto index = immutableIndex(locale);
    if (!index) return -1;
    std::string text;
    for (int32_t i = 0; i < index->getBucketCount(); i++) {
        const icu::AlphabeticIndex::Bucket *bucket = index->getBucket(i);
        if (bucket->getLabelType() == U_ALPHAINDEX_NORMAL) text += label(bucket) + "\n";
    }
    return finish(text + "#\n", out, capacity);
}

extern "C" int32_t tabula_reference_bucket_labels(const char *locale, const char *strings, int32_t length,
                                                  char *out, int32_t capacity) {
    auto index = immutableIndex(locale);
    if (!index) return -1;
    std::string text;
    std::string all(strings, static_cast<size_t>(length));
    size_t start = 0;
    while (start < all.size()) {
        size_t end = all.find('\n', start);
        if (end == std::string::npos) end = all.size();
        UErrorCode status = U_ZERO_ERROR;
        icu::UnicodeString name = icu::UnicodeString::fromUTF8(all.substr(start, end - start));
        int32_t bucket = index->getBucketIndex(name, status);
        if (U_FAILURE(status)) return -1;
        text += label(index->getBucket(bucket)) + "\n";
        start = end + 1;
    }
    return finish(text, out, capacity);
}

extern "C" int32_t tabula_reference_locales(char *out, int32_t capacity) {
    std::string text;
    for (int32_t i = 0; i < uloc_countAvailable(); i++) text += std::string(uloc_getAvailable(i)) + "\n";
    return finish(text, out, capacity);
}
