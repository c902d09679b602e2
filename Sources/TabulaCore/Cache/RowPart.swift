import Foundation
import Synchronization

/// Consecutive rows of a page, rendered: each row's key and HTML, in row order, in the form
/// the cache stores (for each row, its key's bytes, a UInt32 length, the UTF-8 HTML). A page's
/// rows are rendered, written and cached in parts, so a one-row edit stores one part again.
struct RowPart: Sendable {
    /// Rows per part: about 75 KB of HTML.
    static let rows = 256

    private(set) var storage: [UInt8] = []
    /// Where each row's entry ends in `storage` (its HTML starts `header` bytes after the
    /// previous one's end: its key and length come first). Keys are read from `storage` too: a long
    /// page's parts are in memory while its files are written, so nothing per row is held
    /// beside the bytes.
    private var ends: [UInt32] = []
    /// An entry's key and length.
    private static let header = ContentHash.size + 4
    /// Set for a stored part not read yet: its rows are read through it (`storage` is empty).
    private var lazy: LazyPart?

    /// Bytes of a typical entry (key, length, HTML): the average of the last part made, so
    /// a part's storage is made once at about its size (storage grown, then cut to size,
    /// copied each part's HTML twice more).
    private static let typicalEntry = Atomic<Int>(240)

    /// `capacity`: rows the part will hold (space for typical rows is reserved).
    init(capacity: Int = 0) {
        storage.reserveCapacity(capacity * Self.typicalEntry.load(ordering: .relaxed) * 17 / 16)
        ends.reserveCapacity(capacity)
    }

    var count: Int { lazy?.keys.count ?? ends.count }

    /// A stored part read only when its rows are wanted.
    init(lazy: LazyPart) {
        self.lazy = lazy
    }

    private func start(of row: Int) -> Int { row == 0 ? 0 : Int(ends[row - 1]) }

    mutating func append(_ key: ContentHash, _ text: String) {
        append(key) { $0.append(contentsOf: text.utf8) }
    }

    /// A part as the cache stored it; nil when the bytes are not whole entries.
    init?(stored data: Data) {
        var storage: [UInt8] = []
        var ends: [UInt32] = []
        let whole = data.withUnsafeBytes { raw -> Bool in
            guard raw.count < Int(UInt32.max) else { return false }
            var offset = 0
            while offset < raw.count {
                guard raw.count - offset >= Self.header else { return false }
                let length = Int(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset + ContentHash.size, as: UInt32.self)))
                let start = offset + Self.header
                guard raw.count - start >= length else { return false }
                offset = start + length
                ends.append(UInt32(offset))
            }
            storage = Array(raw)
            return true
        }
        guard whole else { return nil }
        self.storage = storage
        self.ends = ends
    }

    /// Row `row`'s key.
    func key(_ row: Int) -> ContentHash {
        if let lazy { return lazy.keys[row] }
        return ContentHash(bytes: storage.span.extracting(start(of: row)..<start(of: row) + ContentHash.size))
    }

    /// Copies the row stored under `key` in `fragments` (looked for first at `hint`: part
    /// and row in the stored page, see `RowFragments.place`); false when not found.
    mutating func append(_ key: ContentHash, from fragments: RowFragments, hint: (part: Int, row: Int)? = nil) -> Bool {
        guard let (part, row) = fragments.place(of: key, hint: hint) else { return false }
        let html = part.html(row)
        append(key) { $0.append(contentsOf: html) }
        return true
    }

    /// Appends a row whose HTML `render` appends to the part's storage itself (no copy).
    mutating func append(_ key: ContentHash, rendering render: (inout [UInt8]) -> Void) {
        precondition(lazy == nil, "rows are added only to a part being made")
        key.append(to: &storage)
        let lengthAt = storage.count
        storage.append(contentsOf: [0, 0, 0, 0] as [UInt8])
        render(&storage)
        let length = UInt32(storage.count - lengthAt - 4)
        storage.withUnsafeMutableBytes { $0.storeBytes(of: length.littleEndian, toByteOffset: lengthAt, as: UInt32.self) }
        ends.append(UInt32(storage.count))
    }

    /// Gives back the reserved space the rows did not use, when it is more than an eighth
    /// (the part stays in memory while its page's files are written, and then in the cache's).
    mutating func trim() {
        if count > 0 { Self.typicalEntry.store(storage.count / count, ordering: .relaxed) }
        guard storage.capacity - storage.count > storage.count / 8 else { return }
        var trimmed: [UInt8] = []
        trimmed.reserveCapacity(storage.count)
        trimmed.append(contentsOf: storage)
        storage = trimmed
    }

    /// The UTF-8 HTML of row `row` of the part.
    func html(_ row: Int) -> ArraySlice<UInt8> {
        if let lazy { return lazy.part.html(row) }
        return storage[(start(of: row) + Self.header)..<Int(ends[row])]
    }

    /// A hash of the part's keys, which names its bytes (a key names its HTML).
    var keysHash: ContentHash { lazy?.keysHash ?? Self.keysHash((0..<count).lazy.map(key)) }

    /// The hash of a part holding the rows of `keys`, in that order.
    static func keysHash(_ keys: some Collection<ContentHash>) -> ContentHash {
        var digest = DigestBuilder()
        for key in keys { digest.add(key) }
        return digest.finish()
    }

    /// Calls `body` with the stored form (no copy: `body` must not keep the `Data`, which
    /// points into the part's storage only for the call).
    func withStoredBytes<R>(_ body: (Data) throws -> R) rethrows -> R {
        if let lazy { return try lazy.part.withStoredBytes(body) }
        return try storage.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return try body(Data()) }
            // Not written through (the `Data` is only read) and not kept past `body` (see above).
            return try body(Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: base), count: raw.count, deallocator: .none))
        }
    }
}
