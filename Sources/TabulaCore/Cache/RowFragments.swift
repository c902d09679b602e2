import Foundation

/// The rendered rows of one page, by row key: what the next build reuses.
///
/// Held in their stored form, one byte buffer of (32 key bytes, UInt32 length, UTF-8 HTML)
/// entries with an index by key, so reading a page's 10,000 fragments makes no strings, and
/// a row carried over to the next build is a byte copy.
struct RowFragments: Sendable {
    private var storage: [UInt8] = []
    /// Where each key's HTML lies in `storage`.
    private var index: [ContentHash: Range<Int>] = [:]

    init() {}

    var count: Int { index.count }

    mutating func reserveCapacity(rows: Int, bytes: Int) {
        index.reserveCapacity(rows)
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
        key.append(to: &storage)
        withUnsafeBytes(of: UInt32(html.count).littleEndian) { storage.append(contentsOf: $0) }
        let start = storage.count
        storage.append(contentsOf: html)
        index[key] = start..<storage.count
    }

    /// Binary form: for each row, 32 key bytes, a UInt32 length, the UTF-8 HTML.
    func encoded() -> Data { Data(storage) }

    init?(encoded data: Data) {
        storage = [UInt8](data)
        let index: [ContentHash: Range<Int>]? = storage.withUnsafeBytes { raw in
            var index: [ContentHash: Range<Int>] = [:]
            var offset = 0
            while offset < raw.count {
                guard raw.count - offset >= 36 else { return nil }
                let key = ContentHash(bytes: UnsafeRawBufferPointer(rebasing: raw[offset..<offset + 32]))
                let length = Int(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset + 32, as: UInt32.self)))
                let start = offset + 36
                guard raw.count - start >= length else { return nil }
                if index[key] == nil { index[key] = start..<start + length }
                offset = start + length
            }
            return index
        }
        guard let index else { return nil }
        self.index = index
    }
}
