import Foundation

/// The rendered rows of one page, by row key: what the next build reuses.
///
/// Held in their stored form, one byte buffer of (32 key bytes, UInt32 length, UTF-8 HTML)
/// entries with an index by key, so reading a page's 10,000 fragments makes no strings, and
/// a row carried over to the next build is a byte copy.
struct RowFragments: Sendable {
    /// Rows per stored part (see `parts()`): about 75 KB of HTML.
    static let rowsPerPart = 256

    private var storage: [UInt8] = []
    /// Where each key's HTML lies in `storage`.
    private var index: [ContentHash: Range<Int>] = [:]
    /// Where each entry starts in `storage`, in the order they were added.
    private var entryStarts: [Int] = []
    /// As read from the cache: the hash of each stored part, by part number.
    var storedParts: [ContentHash] = []

    init() {}

    var count: Int { index.count }

    mutating func reserveCapacity(rows: Int, bytes: Int) {
        index.reserveCapacity(rows)
        entryStarts.reserveCapacity(rows)
        storage.reserveCapacity(bytes)
    }

    func contains(_ key: ContentHash) -> Bool { index[key] != nil }

    subscript(key: ContentHash) -> String? {
        guard let range = index[key] else { return nil }
        return storage.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
    }

    /// Adds a row's HTML (a key already held keeps its first HTML).
    mutating func add(_ key: ContentHash, _ html: String) {
        guard index[key] == nil else { return }
        var html = html
        html.withUTF8 { append(key, UnsafeRawBufferPointer($0)) }
    }

    /// Copies the row stored under `key` in `other`; false when `other` has none.
    @discardableResult
    mutating func add(_ key: ContentHash, from other: RowFragments) -> Bool {
        guard let range = other.index[key] else { return false }
        guard index[key] == nil else { return true }
        other.storage.withUnsafeBytes { append(key, UnsafeRawBufferPointer(rebasing: $0[range])) }
        return true
    }

    private mutating func append(_ key: ContentHash, _ html: UnsafeRawBufferPointer) {
        entryStarts.append(storage.count)
        key.append(to: &storage)
        withUnsafeBytes(of: UInt32(html.count).littleEndian) { storage.append(contentsOf: $0) }
        let start = storage.count
        storage.append(contentsOf: html)
        index[key] = start..<storage.count
    }

    /// The stored form in parts of `rowsPerPart` entries, in the order they were added: each
    /// part's bytes (for each row, 32 key bytes, a UInt32 length, the UTF-8 HTML) and a hash
    /// of its keys, which names its bytes (a key names its HTML).
    func parts() -> [(hash: ContentHash, bytes: Range<Int>)] {
        stride(from: 0, to: entryStarts.count, by: Self.rowsPerPart).map { first in
            let last = min(entryStarts.count, first + Self.rowsPerPart)
            var digest = DigestBuilder()
            storage.withUnsafeBytes { raw in
                for entry in first..<last {
                    digest.add(ContentHash(bytes: UnsafeRawBufferPointer(rebasing: raw[entryStarts[entry]..<entryStarts[entry] + 32])))
                }
            }
            return (digest.finish(), entryStarts[first]..<(last < entryStarts.count ? entryStarts[last] : storage.count))
        }
    }

    /// Calls `body` with stored bytes (no copy).
    func withStoredBytes<R>(_ range: Range<Int>, _ body: (Data) throws -> R) rethrows -> R {
        try storage.withUnsafeBytes { raw in
            let slice = UnsafeRawBufferPointer(rebasing: raw[range])
            guard let base = slice.baseAddress else { return try body(Data()) }
            return try body(Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: base), count: slice.count, deallocator: .none))
        }
    }

    /// Adds the entries of a stored part; false (and nothing added) when it is not whole.
    mutating func appendStored(_ data: Data) -> Bool {
        let base = storage.count
        var entries: [(key: ContentHash, start: Int, range: Range<Int>)] = []
        let whole = data.withUnsafeBytes { raw -> Bool in
            var offset = 0
            while offset < raw.count {
                guard raw.count - offset >= 36 else { return false }
                let key = ContentHash(bytes: UnsafeRawBufferPointer(rebasing: raw[offset..<offset + 32]))
                let length = Int(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset + 32, as: UInt32.self)))
                let start = offset + 36
                guard raw.count - start >= length else { return false }
                entries.append((key, base + offset, (base + start)..<(base + start + length)))
                offset = start + length
            }
            return true
        }
        guard whole else { return false }
        storage.append(contentsOf: data)
        for entry in entries where index[entry.key] == nil {
            index[entry.key] = entry.range
            entryStarts.append(entry.start)
        }
        return true
    }
}
