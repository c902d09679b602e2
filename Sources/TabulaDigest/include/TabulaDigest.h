#ifndef TABULA_DIGEST_H
#define TABULA_DIGEST_H

#include <stddef.h>
#include <stdint.h>

/// SHA-256 of `count` bytes at `data` into the 32 bytes at `digest`.
void tabula_sha256(const void *data, size_t count, uint8_t *digest);

#endif
