#include "TabulaDigest.h"

/// swift-crypto's BoringSSL, which tabula links for `Crypto` (its symbols carry the
/// `CCryptoBoringSSL_` prefix); declared here because swift-crypto does not export the module.
uint8_t *CCryptoBoringSSL_SHA256(const uint8_t *data, size_t len, uint8_t out[32]);

/// A one-shot hash with its state on the stack. `SHA256.hash(data:)` allocates and frees a
/// digest context for every call: for a row's key (one or two blocks) that set-up, about 770
/// instructions, cost as much as the hashing; a cold build of 100k rows makes 100k keys.
void tabula_sha256(const void *data, size_t count, uint8_t *digest) {
    CCryptoBoringSSL_SHA256((const uint8_t *)data, count, digest);
}
