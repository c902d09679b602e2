extension Array where Element == UInt8 {
    /// Appends a literal's UTF-8 bytes as they are in the binary: appending a `String`
    /// literal's `utf8` view took about 165 instructions (a row's HTML has a dozen literals).
    @inline(__always)
    mutating func append(literal: StaticString) {
        append(contentsOf: UnsafeRawBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }
}
