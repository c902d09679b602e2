import Foundation

/// A compact byte form for the cache records every build reads and writes: the last build's
/// output stamps, the input scan and the page records. (JSON took 20 ms to decode the stamps
/// of 2,000 output files, a tenth of a one-row edit.)
protocol BinaryRecord {
    init(from reader: inout BinaryReader) throws(BinaryReader.Truncated)
    func write(to writer: inout BinaryWriter)
}

struct BinaryWriter {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 256) { bytes.reserveCapacity(capacity) }

    mutating func int(_ value: Int64) { withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) } }
    mutating func int(_ value: Int) { int(Int64(value)) }
    mutating func uint(_ value: UInt64) { int(Int64(bitPattern: value)) }

    mutating func string(_ text: String) {
        int(text.utf8.count)
        bytes.append(contentsOf: text.utf8)
    }

    mutating func hash(_ hash: ContentHash) { hash.append(to: &bytes) }

    /// Values the format does not need to be fast for (diagnostics), as length-prefixed JSON.
    mutating func json(_ value: some Encodable) {
        let data = (try? JSONEncoder().encode(value)) ?? Data()
        int(data.count)
        bytes.append(contentsOf: data)
    }

    mutating func record(_ value: some BinaryRecord) { value.write(to: &self) }

    mutating func records<T: BinaryRecord>(_ values: [T]) {
        int(values.count)
        for value in values { value.write(to: &self) }
    }

    mutating func strings(_ values: [String]) {
        int(values.count)
        for value in values { string(value) }
    }

    /// A dictionary keyed by path, in sorted order (the same records give the same bytes).
    mutating func records<T: BinaryRecord>(_ values: [String: T]) {
        int(values.count)
        for key in values.keys.sorted() {
            string(key)
            values[key]!.write(to: &self)
        }
    }

    /// Hashes by path, in sorted order.
    mutating func hashes(_ values: [String: ContentHash]) {
        int(values.count)
        for key in values.keys.sorted() {
            string(key)
            hash(values[key]!)
        }
    }

    var data: Data { Data(bytes) }
}

struct BinaryReader {
    struct Truncated: Error {}

    private let bytes: [UInt8]
    private var offset = 0

    init(_ data: Data) { bytes = [UInt8](data) }

    var atEnd: Bool { offset == bytes.count }

    mutating func int() throws(Truncated) -> Int64 {
        guard bytes.count - offset >= 8 else { throw Truncated() }
        let value = bytes.withUnsafeBytes { Int64(littleEndian: $0.loadUnaligned(fromByteOffset: offset, as: Int64.self)) }
        offset += 8
        return value
    }

    mutating func count() throws(Truncated) -> Int {
        let value = try int()
        guard value >= 0, value <= bytes.count - offset else { throw Truncated() }
        return Int(value)
    }

    mutating func uint() throws(Truncated) -> UInt64 { UInt64(bitPattern: try int()) }

    mutating func string() throws(Truncated) -> String {
        let length = try count()
        let text = bytes.withUnsafeBufferPointer { String(decoding: $0[offset..<offset + length], as: UTF8.self) }
        offset += length
        return text
    }

    mutating func hash() throws(Truncated) -> ContentHash {
        guard bytes.count - offset >= 32 else { throw Truncated() }
        let hash = bytes.withUnsafeBytes { ContentHash(bytes: UnsafeRawBufferPointer(rebasing: $0[offset..<offset + 32])) }
        offset += 32
        return hash
    }

    mutating func json<T: Decodable>(_ type: T.Type) throws(Truncated) -> T {
        let length = try count()
        let data = Data(bytes[offset..<offset + length])
        offset += length
        do { return try JSONDecoder().decode(T.self, from: data) } catch { throw Truncated() }
    }

    mutating func records<T: BinaryRecord>(_ type: [T].Type) throws(Truncated) -> [T] {
        let count = try count()
        var values: [T] = []
        values.reserveCapacity(count)
        for _ in 0..<count { values.append(try T(from: &self)) }
        return values
    }

    mutating func strings() throws(Truncated) -> [String] {
        let count = try count()
        var values: [String] = []
        values.reserveCapacity(count)
        for _ in 0..<count { values.append(try string()) }
        return values
    }

    mutating func hashes() throws(Truncated) -> [String: ContentHash] {
        let count = try count()
        var values: [String: ContentHash] = [:]
        values.reserveCapacity(count)
        for _ in 0..<count {
            let key = try string()
            values[key] = try hash()
        }
        return values
    }

    mutating func records<T: BinaryRecord>(_ type: [String: T].Type) throws(Truncated) -> [String: T] {
        let count = try count()
        var values: [String: T] = [:]
        values.reserveCapacity(count)
        for _ in 0..<count {
            let key = try string()
            values[key] = try T(from: &self)
        }
        return values
    }
}

extension BinaryRecord {
    /// The record's bytes.
    var binary: Data {
        var writer = BinaryWriter()
        write(to: &writer)
        return writer.data
    }

    /// A record from its bytes; nil when they are not a whole record.
    init?(binary data: Data) {
        var reader = BinaryReader(data)
        guard let value = try? Self(from: &reader), reader.atEnd else { return nil }
        self = value
    }
}
