import CXXHash
import Foundation

/// 128-bit XXH3 hashes (xxHash) of inputs, rows and keys: stable across runs and machines,
/// unlike `Hasher`. They only key the cache, never name an output, so a fast hash made for
/// checksums serves (as Hugo's xxHash keys serve it); nothing here needs resistance to a
/// chosen collision, since whoever could forge one writes the site's content anyway.
/// Held inline as two words (no allocation per hash: a build makes one per row).
struct ContentHash: Sendable, Hashable, CustomStringConvertible {
    private var high: UInt64, low: UInt64

    /// How many bytes a hash is stored as.
    static let size = 16

    /// The `size` bytes of a hash (fewer are zero-padded, more are cut).
    init(bytes: some Sequence<UInt8>) {
        (high, low) = (0, 0)
        for (i, byte) in bytes.prefix(Self.size).enumerated() {
            if i < 8 { high |= UInt64(byte) << (56 - 8 * i) } else { low |= UInt64(byte) << (56 - 8 * (i - 8)) }
        }
    }

    /// The hash stored as `bytes`, exactly `size` of them.
    init(bytes: Span<UInt8>) {
        precondition(bytes.count == ContentHash.size)
        // Safe: the precondition keeps both loads in bounds, and any 8 bytes are a valid UInt64
        // (what `unsafeLoadUnaligned` asks of its type).
        let raw = bytes.bytes
        (high, low) = (UInt64(bigEndian: raw.unsafeLoadUnaligned(fromByteOffset: 0, as: UInt64.self)),
                       UInt64(bigEndian: raw.unsafeLoadUnaligned(fromByteOffset: 8, as: UInt64.self)))
    }

    /// XXH3's result, its bytes in xxHash's canonical (big-endian) order.
    fileprivate init(_ hash: XXH128_hash_t) {
        (high, low) = (hash.high64, hash.low64)
    }

    /// The bitwise exclusive or of two hashes (how a row's key joins its cell's prefix).
    static func ^ (left: ContentHash, right: ContentHash) -> ContentHash {
        var joined = left
        (joined.high, joined.low) = (left.high ^ right.high, left.low ^ right.low)
        return joined
    }

    /// Appends the `size` bytes to `buffer` (an array or `Data`).
    func append(to buffer: inout some RangeReplaceableCollection<UInt8>) {
        withUnsafeBytes(of: bigEndianWords) { buffer.append(contentsOf: $0) }
    }

    var bytes: Data { withUnsafeBytes(of: bigEndianWords) { Data($0) } }

    /// The `size` bytes in order, as two words (no padding between them): read through
    /// `withUnsafeBytes(of:)`, whose buffer is a copy alive for the call only.
    fileprivate var bigEndianWords: (UInt64, UInt64) { (high.bigEndian, low.bigEndian) }

    /// Either word of an XXH3 hash is as good a hash as both.
    func hash(into hasher: inout Hasher) { hasher.combine(high) }

    /// The hash of `bytes`.
    static func of(_ bytes: some ContiguousBytes) -> ContentHash {
        bytes.withUnsafeBytes { ContentHash(XXH3_128bits($0.baseAddress, $0.count)) }
    }

    static func of(_ text: String) -> ContentHash { of(Data(text.utf8)) }

    /// Files up to this size are hashed as one stream; bigger ones in chunks of this size on
    /// all cores (a big table is read at the start of every cold build).
    static let fileChunk = 1 << 20

    /// A file's content hash, read in chunks, never whole into memory at once. Up to
    /// `fileChunk` bytes it is the hash of the file; a bigger file's is the hash of its size
    /// and the hash of each chunk, hashed on all cores.
    static func ofFile(_ path: String, size: Int64) throws(InputReadError) -> ContentHash {
        let chunks = Int((size + Int64(fileChunk) - 1) / Int64(fileChunk))
        // A small file's buffer is its size, not a whole chunk; the loop reads on if the file
        // grew since it was measured.
        guard chunks > 1 else { return try ofFile(path, range: 0..<Int64(fileChunk), bufferSize: Int(max(size, 4096))) }
        let parts = ConcurrentMap.map(Array(0..<chunks)) { chunk in
            Result { () throws(InputReadError) in try ofFile(path, range: Int64(chunk * fileChunk)..<Int64((chunk + 1) * fileChunk)) }
        }
        var digest = DigestBuilder()
        digest.add(String(size))
        for part in parts { digest.add(try part.get()) }
        return digest.finish()
    }

    /// The hash of the bytes of `range` of a file (fewer where the file ends sooner), read with
    /// `pread` into one buffer (`FileHandle` makes a new `Data` for every read).
    private static func ofFile(_ path: String, range: Range<Int64>, bufferSize: Int = fileChunk) throws(InputReadError) -> ContentHash {
        let file = try InputFile.open(path)
        defer { close(file) }
        let bufferSize = min(Int(range.count), bufferSize)
        // Memory of its own, not zeroed first: `pread` writes at most `bufferSize` bytes into it,
        // and only the `read` bytes it wrote are hashed.
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: max(1, bufferSize), alignment: 16)
        defer { buffer.deallocate() }
        let state = XXHState()
        var offset = range.lowerBound
        while offset < range.upperBound {
            let read = pread(file, buffer, min(bufferSize, Int(range.upperBound - offset)), off_t(offset))
            if read < 0, errno == EINTR { continue }
            guard read >= 0 else { throw InputReadError(code: errno) }
            if read == 0 { break }  // the file ends sooner
            state.add(UnsafeRawBufferPointer(start: buffer, count: read))
            offset += Int64(read)
        }
        return state.hash
    }

    var description: String { bytes.map { String(format: "%02x", $0) }.joined() }
}

/// Feeds typed values into one hash unambiguously (every value is length- or tag-prefixed).
/// Values are gathered, with plain copies, into a buffer of its own memory and hashed at
/// once, not in many small updates. A large blob (`add(bytes:)`) is hashed where it lies,
/// after what was gathered before it, and a long stream of small values each time the buffer
/// holds `inPlace` bytes, so the buffer never holds either whole. The hash is the same either
/// way: that of everything added, in order.
/// Not copyable: it owns that memory. What keeps it safe: every write comes after
/// `reserve` made room for it, and `bytes` is read only below `count`.
struct DigestBuilder: ~Copyable {
    private var bytes: UnsafeMutableRawPointer
    private var count = 0
    private var capacity = 256
    /// What was added before the last large blob, and the blob, hashed (nil: none yet).
    private var hashed: XXHState?

    /// Blobs of at least this many bytes are hashed in place, not gathered.
    private static let inPlace = 1 << 16

    init() { bytes = .allocate(byteCount: capacity, alignment: 8) }

    deinit { bytes.deallocate() }

    /// Empties the builder, keeping its buffer.
    mutating func reset() {
        count = 0
        hashed = nil
    }

    @inline(__always)
    private mutating func reserve(_ extra: Int) {
        guard count + extra > capacity else { return }
        // A long stream (every input of a site) is hashed a buffer at a time, not gathered whole.
        if count >= Self.inPlace {
            flush()
            if extra <= capacity { return }
        }
        let grown = max(2 * capacity, count + extra)
        let larger = UnsafeMutableRawPointer.allocate(byteCount: grown, alignment: 8)
        larger.copyMemory(from: bytes, byteCount: count)
        bytes.deallocate()
        (bytes, capacity) = (larger, grown)
    }

    @inline(__always)
    private mutating func append(_ raw: UnsafeRawBufferPointer) {
        reserve(raw.count)
        if let base = raw.baseAddress { (bytes + count).copyMemory(from: base, byteCount: raw.count) }
        count += raw.count
    }

    /// The UTF-8 length as a native-endian UInt32, then the bytes.
    @inline(__always)
    mutating func add(_ text: String) {
        let length = text.utf8.count
        reserve(4 + length)
        (bytes + count).storeBytes(of: UInt32(truncatingIfNeeded: length), as: UInt32.self)
        count += 4
        appendUTF8(text)
    }

    mutating func add(_ hash: ContentHash) {
        let words = hash.bigEndianWords
        reserve(ContentHash.size)
        (bytes + count).storeBytes(of: words, as: type(of: words))
        count += ContentHash.size
    }

    /// `text`'s UTF-8 bytes (native strings read in place).
    @inline(__always)
    private mutating func appendUTF8(_ text: String) {
        let copied: Void? = text.utf8.withContiguousStorageIfAvailable { append(UnsafeRawBufferPointer($0)) }
        if copied == nil {
            for byte in text.utf8 { add(byte) }
        }
    }

    /// The UTF-8 length as a LEB128 number (one byte up to 127), then the bytes: what a row's
    /// key hashes.
    @inline(__always)
    mutating func addShort(_ text: String) {
        var length = text.utf8.count
        reserve(10 + length)
        while length >= 0x80 {
            (bytes + count).storeBytes(of: UInt8(truncatingIfNeeded: length) | 0x80, as: UInt8.self)
            count += 1
            length >>= 7
        }
        (bytes + count).storeBytes(of: UInt8(length), as: UInt8.self)
        count += 1
        appendUTF8(text)
    }

    /// 0 for nil, else 1 and the text as `addShort` adds it.
    mutating func addShort(_ text: String?) {
        if let text { add(1); addShort(text) } else { add(0) }
    }

    /// 0 for nil, else 1 and the number's 8 bytes.
    mutating func add(_ number: Double?) {
        guard let number else { return add(0) }
        add(1)
        withUnsafeBytes(of: number.bitPattern.littleEndian) { append($0) }
    }

    mutating func add(_ text: String?) {
        if let text { add(1); add(text) } else { add(0) }
    }

    /// The number's 8 bytes, little-endian.
    mutating func add(integer number: Int64) {
        withUnsafeBytes(of: number.littleEndian) { append($0) }
    }

    /// The byte count as `add(integer:)` adds it, then the bytes.
    mutating func add(bytes data: Data) {
        add(integer: Int64(data.count))
        guard data.count >= Self.inPlace else { return data.withUnsafeBytes { append($0) } }
        flush()
        data.withUnsafeBytes { hashed!.add($0) }
    }

    /// Hashes what was gathered, and empties the buffer.
    private mutating func flush() {
        let state = hashed ?? XXHState()
        state.add(UnsafeRawBufferPointer(start: bytes, count: count))
        hashed = state
        count = 0
    }

    mutating func add(_ tag: UInt8) {
        reserve(1)
        (bytes + count).storeBytes(of: tag, as: UInt8.self)
        count += 1
    }

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

    /// The hash of what was added.
    func finish() -> ContentHash {
        guard let hashed else { return ContentHash(XXH3_128bits(bytes, count)) }
        // A copy: the builder may be added to and finished again.
        let state = hashed.copy()
        state.add(UnsafeRawBufferPointer(start: bytes, count: count))
        return state.hash
    }
}

/// XXH3's streaming state, for what is hashed in pieces: a file read a buffer at a time, or
/// what a `DigestBuilder` gathered before a large blob. A class, so the state xxHash allocates
/// is freed exactly once, when the last holder lets go.
private final class XXHState {
    private let state: OpaquePointer

    init() {
        guard let state = XXH3_createState() else { fatalError("out of memory for a hash state") }
        XXH3_128bits_reset(state)
        self.state = state
    }

    /// A state of its own that has had the same bytes added.
    func copy() -> XXHState {
        let copy = XXHState()
        XXH3_copyState(copy.state, state)
        return copy
    }

    deinit { XXH3_freeState(state) }

    /// Hashes `bytes` on, reading them during the call only (xxHash keeps no pointer to them).
    func add(_ bytes: UnsafeRawBufferPointer) { XXH3_128bits_update(state, bytes.baseAddress, bytes.count) }

    /// The hash of everything added so far.
    var hash: ContentHash { ContentHash(XXH3_128bits_digest(state)) }
}
