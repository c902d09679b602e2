/// 32-bit FNV-1a of bytes: a cheap hash that spreads them well, not a digest.
///
/// Its values must never change: they are part of the output (the shard folder in every
/// detail page's URL, `DetailPath`; the id bucket of a row and the names of the search
/// index's files, which `tabula.js` computes too) and say where the search index is cut.
enum FNV1a {
    static func hash(_ bytes: Span<UInt8>) -> UInt32 {
        var hash: UInt32 = 2_166_136_261
        for i in bytes.indices { hash = (hash ^ UInt32(bytes[i])) &* 16_777_619 }
        return hash
    }
}
