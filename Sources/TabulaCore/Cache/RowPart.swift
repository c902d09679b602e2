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

    mutating func append(_ key: ContentHash, _ bytes: [UInt8]) {
        bytes.withUnsafeBytes { append(key, $0) }
    }

    mutating func append(_ key: ContentHash, _ text: String) {
        var text = text
        text.withUTF8 { append(key, UnsafeRawBufferPointer($0)) }
    }

    /// A part as the cache stored it; nil when the bytes are not whole entries.
    init?(stored data: Data) {
        var storage: [UInt8] = []
        var html: [Range<Int>] = []
        var keys: [ContentHash] = []
        let whole = data.withUnsafeBytes { raw -> Bool in
            var offset = 0
            while offset < raw.count {
                guard raw.count - offset >= 36 else { return false }
                keys.append(ContentHash(bytes: UnsafeRawBufferPointer(rebasing: raw[offset..<offset + 32])))
                let length = Int(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset + 32, as: UInt32.self)))
                let start = offset + 36
                guard raw.count - start >= length else { return false }
                html.append(start..<(start + length))
                offset = start + length
            }
            storage = Array(raw)
            return true
        }
        guard whole else { return nil }
        self.storage = storage
        self.html = html
        self.keys = keys
    }

    /// Each row's key, in row order.
    var rowKeys: [ContentHash] { keys }

    /// Copies the row stored under `key` in `fragments`; false when they have none.
    mutating func append(_ key: ContentHash, from fragments: RowFragments) -> Bool {
        guard let (part, row) = fragments.place(of: key) else { return false }
        fragments.parts[part].withHTML(row) { append(key, UnsafeRawBufferPointer($0)) }
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
    var keysHash: ContentHash { Self.keysHash(keys) }

    /// The hash of a part holding the rows of `keys`, in that order.
    static func keysHash(_ keys: some Collection<ContentHash>) -> ContentHash {
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
