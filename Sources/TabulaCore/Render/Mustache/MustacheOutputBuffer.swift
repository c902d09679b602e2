/// The growable byte buffer a render writes into.
///
/// It starts on storage the caller provides (a stack allocation for one render) and moves to the
/// heap only when the output outgrows it, so rendering a row allocates nothing but the final
/// `String`.
struct MustacheOutputBuffer {
    private(set) var base: UnsafeMutablePointer<UInt8>
    private(set) var count = 0
    private var capacity: Int
    private var ownsStorage = false

    init(storage: UnsafeMutableBufferPointer<UInt8>) {
        if let address = storage.baseAddress, storage.count > 0 {
            base = address
            capacity = storage.count
        } else {
            base = .allocate(capacity: 256)
            capacity = 256
            ownsStorage = true
        }
    }

    /// Frees heap storage, if the buffer grew onto the heap. The buffer is unusable afterwards.
    mutating func deallocate() {
        if ownsStorage { base.deallocate() }
        ownsStorage = false
        count = 0
        capacity = 0
    }

    /// The bytes written so far, as a `String` (one allocation, plus a UTF-8 validation pass).
    func makeString() -> String {
        String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self)
    }

    @inline(__always)
    mutating func reserve(_ extra: Int) {
        if count &+ extra > capacity { grow(to: count &+ extra) }
    }

    @inline(never)
    private mutating func grow(to needed: Int) {
        let newCapacity = Swift.max(capacity &* 2, needed, 256)
        let storage = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        storage.initialize(from: base, count: count)
        if ownsStorage { base.deallocate() }
        base = storage
        capacity = newCapacity
        ownsStorage = true
    }

    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        let length = bytes.count
        reserve(length)
        (base + count).initialize(from: source, count: length)
        count &+= length
    }

    @inline(__always)
    mutating func append(_ source: UnsafePointer<UInt8>, count length: Int) {
        reserve(length)
        (base + count).initialize(from: source, count: length)
        count &+= length
    }

    @inline(__always)
    mutating func append(_ text: StaticString) {
        append(text.utf8Start, count: text.utf8CodeUnitCount)
    }

    /// A literal's bytes as they are in the binary (never made a `String`).
    @inline(__always)
    mutating func append(literal text: StaticString) {
        append(text)
    }

    /// Appends a string's UTF-8 bytes as they are.
    @inline(__always)
    mutating func append(_ text: String) {
        let done: Void? = text.utf8.withContiguousStorageIfAvailable { append($0) }
        if done == nil {
            var copy = text
            copy.withUTF8 { append($0) }
        }
    }

    /// Appends a string's UTF-8 bytes, HTML-escaped.
    @inline(__always)
    mutating func appendEscaped(_ text: String) {
        let done: Void? = text.utf8.withContiguousStorageIfAvailable { MustacheEscaping.appendEscaped($0, to: &self) }
        if done == nil {
            var copy = text
            copy.withUTF8 { MustacheEscaping.appendEscaped($0, to: &self) }
        }
    }
}

extension Array where Element == UInt8 {
    /// Appends what `write` puts into a render buffer on the stack (`stackCapacity` bytes
    /// there; more move to the heap) in one append: an Array append costs about 80
    /// instructions, and a row's element took a dozen.
    @inline(__always)
    mutating func appendWritten(stackCapacity: Int, _ write: (inout MustacheOutputBuffer) -> Void) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: stackCapacity) { storage in
            var buffer = MustacheOutputBuffer(storage: storage)
            defer { buffer.deallocate() }
            write(&buffer)
            append(contentsOf: UnsafeBufferPointer(start: buffer.base, count: buffer.count))
        }
    }
}
