import Foundation

/// Consecutive rows of a page, rendered: each row's key and HTML, in row order, in the form
/// the cache stores (for each row, 32 key bytes, a UInt32 length, the UTF-8 HTML). A page's
/// rows are rendered, written and cached in parts, so a one-row edit stores one part again.
struct RowPart: Sendable {
    /// Rows per part: about 75 KB of HTML.
    static let rows = 256

    private(set) var storage: [UInt8] = []
    /// Where each row's HTML lies in `storage`.
    private var html: [Range<Int>] = []
    private var keys: [ContentHash] = []

    init(capacity: Int = 0) {
        storage.reserveCapacity(capacity * 300)
        html.reserveCapacity(capacity)
        keys.reserveCapacity(capacity)
    }

    var count: Int { html.count }

    mutating func append(_ key: ContentHash, _ text: String) {
        var text = text
        text.withUTF8 { append(key, UnsafeRawBufferPointer($0)) }
    }

    /// Copies the row stored under `key` in `fragments`; false when they have none.
    mutating func append(_ key: ContentHash, from fragments: RowFragments) -> Bool {
        guard let range = fragments.range(of: key) else { return false }
        fragments.storage.withUnsafeBytes { append(key, UnsafeRawBufferPointer(rebasing: $0[range])) }
        return true
    }

    private mutating func append(_ key: ContentHash, _ bytes: UnsafeRawBufferPointer) {
        keys.append(key)
        key.append(to: &storage)
        withUnsafeBytes(of: UInt32(bytes.count).littleEndian) { storage.append(contentsOf: $0) }
        let start = storage.count
        storage.append(contentsOf: bytes)
        html.append(start..<storage.count)
    }

    /// Calls `body` with the UTF-8 HTML of row `row` of the part.
    func withHTML<R>(_ row: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        storage.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[html[row]])) }
    }

    /// A hash of the part's keys, which names its bytes (a key names its HTML).
    var keysHash: ContentHash {
        var digest = DigestBuilder()
        for key in keys { digest.add(key) }
        return digest.finish()
    }

    /// Calls `body` with the stored form (no copy).
    func withStoredBytes<R>(_ body: (Data) throws -> R) rethrows -> R {
        try storage.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return try body(Data()) }
            return try body(Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: base), count: raw.count, deallocator: .none))
        }
    }
}
