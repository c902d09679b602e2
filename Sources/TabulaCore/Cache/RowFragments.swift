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

    mutating func reserveCapacity(_ count: Int) { byKey.reserveCapacity(count) }

    /// Binary form: for each row, 32 key bytes, a UInt32 length, the UTF-8 HTML.
    func encoded() -> Data {
        var buffer: [UInt8] = []
        buffer.reserveCapacity(byKey.values.reduce(0) { $0 + $1.utf8.count + 36 })
        for (key, html) in byKey {
            key.append(to: &buffer)
            withUnsafeBytes(of: UInt32(html.utf8.count).littleEndian) { buffer.append(contentsOf: $0) }
            buffer.append(contentsOf: html.utf8)
        }
        return Data(buffer)
    }

    init?(encoded data: Data) {
        let decoded: [ContentHash: String]? = data.withUnsafeBytes { raw in
            var byKey: [ContentHash: String] = [:]
            var offset = 0
            while offset < raw.count {
                guard raw.count - offset >= 36 else { return nil }
                let key = ContentHash(bytes: UnsafeRawBufferPointer(rebasing: raw[offset..<offset + 32]))
                let length = Int(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset + 32, as: UInt32.self)))
                let start = offset + 36
                guard raw.count - start >= length else { return nil }
                byKey[key] = String(decoding: UnsafeRawBufferPointer(rebasing: raw[start..<start + length]), as: UTF8.self)
                offset = start + length
            }
            return byKey
        }
        guard let decoded else { return nil }
        byKey = decoded
    }
}
