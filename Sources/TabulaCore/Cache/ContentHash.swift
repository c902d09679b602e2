import Crypto
import Foundation

/// SHA-256 digests of inputs, rows and keys: stable across runs, unlike `Hasher`.
struct ContentHash: Sendable, Hashable, Codable, CustomStringConvertible {
    var bytes: Data

    /// The first 8 bytes of a SHA-256 are as good a hash as all 32, and much cheaper.
    func hash(into hasher: inout Hasher) {
        var word: UInt64 = 0
        for byte in bytes.prefix(8) { word = word << 8 | UInt64(byte) }
        hasher.combine(word)
    }

    static func of(_ data: Data) -> ContentHash {
        ContentHash(bytes: Data(SHA256.hash(data: data)))
    }

    static func of(_ text: String) -> ContentHash { of(Data(text.utf8)) }

    /// Hashes a file in chunks, without reading it whole into memory.
    static func ofFile(_ url: URL) throws -> ContentHash {
        let handle = try FileHandle(forReadingFrom: url)
        defer { try? handle.close() }
        var hasher = SHA256()
        while let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty {
            chunk.withUnsafeBytes { hasher.update(bufferPointer: $0) }
        }
        return ContentHash(bytes: Data(hasher.finalize()))
    }

    var description: String { bytes.map { String(format: "%02x", $0) }.joined() }
}

/// Feeds typed values into SHA-256 unambiguously (every value is length- or tag-prefixed).
/// Values are gathered into one buffer and hashed once: many small hash updates cost more
/// than the hashing itself.
struct DigestBuilder {
    private var buffer: [UInt8] = []

    init() { buffer.reserveCapacity(256) }

    mutating func add(_ text: String) {
        var count = UInt32(text.utf8.count)
        withUnsafeBytes(of: &count) { buffer.append(contentsOf: $0) }
        buffer.append(contentsOf: text.utf8)
    }

    mutating func add(_ hash: ContentHash) { buffer.append(contentsOf: hash.bytes) }

    mutating func add(_ tag: UInt8) { buffer.append(tag) }

    mutating func add(_ value: MustacheValue) {
        switch value {
        case .null: add(0)
        case .bool(let b): add(b ? 1 : 2)
        case .number(let n): add(3); add(n)
        case .string(let s): add(4); add(s)
        case .list(let items):
            add(5); add(String(items.count))
            for item in items { add(item) }
        case .object(let fields):
            add(6); add(String(fields.count))
            for key in fields.keys.sorted() { add(key); add(fields[key]!) }
        }
    }

    func finish() -> ContentHash {
        ContentHash(bytes: buffer.withUnsafeBytes { Data(SHA256.hash(data: $0)) })
    }
}
