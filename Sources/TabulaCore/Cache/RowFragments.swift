import Foundation

/// The rendered rows of one page, by row key: what the next build reuses.
struct RowFragments: Sendable {
    private(set) var byKey: [ContentHash: String] = [:]

    init() {}

    subscript(key: ContentHash) -> String? {
        get { byKey[key] }
        set { byKey[key] = newValue }
    }

    var count: Int { byKey.count }

    /// Binary form: for each row, 32 key bytes, a UInt32 length, the UTF-8 HTML.
    func encoded() -> Data {
        var data = Data()
        data.reserveCapacity(byKey.values.reduce(0) { $0 + $1.utf8.count + 36 })
        for (key, html) in byKey {
            data.append(key.bytes)
            var length = UInt32(html.utf8.count).littleEndian
            withUnsafeBytes(of: &length) { data.append(contentsOf: $0) }
            data.append(contentsOf: html.utf8)
        }
        return data
    }

    init?(encoded data: Data) {
        var offset = data.startIndex
        while offset < data.endIndex {
            guard data.endIndex - offset >= 36 else { return nil }
            let key = ContentHash(bytes: data[offset..<offset + 32])
            let length = data[offset + 32..<offset + 36].enumerated().reduce(0) { $0 | (Int($1.element) << (8 * $1.offset)) }
            let start = offset + 36
            guard data.endIndex - start >= length else { return nil }
            byKey[key] = String(decoding: data[start..<start + length], as: UTF8.self)
            offset = start + length
        }
    }
}
