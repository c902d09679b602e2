import Foundation

/// Records a build reads and writes as a whole (every input's, every output's stamp) are
/// stored in parts (`InputParts`, `StampParts`): a build reads every part, and rewrites only
/// the parts holding what changed. A record's part is a bucket of (some of) its path.
enum RecordParts {
    static let count = 128

    /// The part of a record whose path is `path`, bucketed by its bytes up to the first
    /// `stop` byte (all of them when nil).
    static func part(of path: String, upTo stop: UInt8? = nil) -> Int {
        path.utf8.withContiguousStorageIfAvailable { part(of: UnsafeRawBufferPointer($0), upTo: stop) }
            ?? Array(path.utf8).withUnsafeBytes { part(of: $0, upTo: stop) }
    }

    /// The same for a path's UTF-8 bytes: their FNV-1a hash, a spread over the parts, not a
    /// digest.
    static func part(of bytes: UnsafeRawBufferPointer, upTo stop: UInt8? = nil) -> Int {
        var hash: UInt32 = 2_166_136_261
        for byte in bytes {
            if byte == stop { break }
            hash = (hash ^ UInt32(byte)) &* 16_777_619
        }
        return Int(hash % UInt32(count))
    }

    /// The little-endian 8-byte integer at `start` of a part's bytes (as a part stores sizes,
    /// times and inodes).
    static func integer(_ bytes: UnsafeRawBufferPointer, at start: Int) -> Int64 {
        Int64(littleEndian: bytes.loadUnaligned(fromByteOffset: start, as: Int64.self))
    }

    /// Calls `body` with each entry of a part's bytes (a name, a NUL byte, then `tail` bytes): its
    /// name's bytes, in place, and where its tail starts. False when they are not whole entries.
    @inline(__always)
    static func forEachEntry(in bytes: UnsafeRawBufferPointer, tail: Int, _ body: (_ name: UnsafeRawBufferPointer, _ tail: Int) -> Void) -> Bool {
        var at = 0
        while at < bytes.count {
            guard let end = bytes[at...].firstIndex(of: 0), end + 1 + tail <= bytes.count else { return false }
            body(UnsafeRawBufferPointer(rebasing: bytes[at..<end]), end + 1)
            at = end + 1 + tail
        }
        return true
    }
}

extension RecordParts {
    /// The parts holding one of `names` (the records that may have changed, come or gone),
    /// each made again: of the records it held (`held`: nil when the part cannot be read back,
    /// empty for one not stored) and of `names` in it, those `bytes` gives an entry for. A part
    /// made empty is nil (to be deleted). Nil when a part cannot be read back: then every part
    /// must be made from the whole.
    static func remade(_ names: some Sequence<String>, part: (String) -> Int, held: (Int) throws -> [String]?,
                       bytes: (Set<String>) -> [UInt8]) rethrows -> [Int: Data?]? {
        var byPart: [Int: Set<String>] = [:]
        for name in names { byPart[part(name), default: []].insert(name) }
        var remade: [Int: Data?] = [:]
        for (part, names) in byPart {
            guard let held = try held(part) else { return nil }
            let entries = bytes(names.union(held))
            remade[part] = entries.isEmpty ? .some(nil) : Data(entries)
        }
        return remade
    }
}
