import Foundation

/// The rendered rows of one page as the last build stored them, by row key: what this build
/// reuses.
///
/// Held in their stored form, one byte buffer of (32 key bytes, UInt32 length, UTF-8 HTML)
/// entries with an index by key, so reading a page's 10,000 fragments makes no strings, and
/// a row carried over to the next build is a byte copy (`RowPart.append(_:from:)`).
struct RowFragments: Sendable {
    private(set) var storage: [UInt8] = []
    /// Where each key's HTML lies in `storage`.
    private var index: [ContentHash: Range<Int>] = [:]
    /// The hash of each stored part (`RowPart.keysHash`), by part number.
    var storedParts: [ContentHash] = []

    init() {}

    /// Where the HTML stored under `key` lies in `storage`.
    func range(of key: ContentHash) -> Range<Int>? { index[key] }

    /// Adds the entries of a stored part; false (and nothing added) when it is not whole.
    mutating func appendStored(_ data: Data) -> Bool {
        let base = storage.count
        var entries: [(key: ContentHash, range: Range<Int>)] = []
        let whole = data.withUnsafeBytes { raw -> Bool in
            var offset = 0
            while offset < raw.count {
                guard raw.count - offset >= 36 else { return false }
                let key = ContentHash(bytes: UnsafeRawBufferPointer(rebasing: raw[offset..<offset + 32]))
                let length = Int(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset + 32, as: UInt32.self)))
                let start = offset + 36
                guard raw.count - start >= length else { return false }
                entries.append((key, (base + start)..<(base + start + length)))
                offset = start + length
            }
            return true
        }
        guard whole else { return false }
        storage.append(contentsOf: data)
        for entry in entries where index[entry.key] == nil { index[entry.key] = entry.range }
        return true
    }
}
