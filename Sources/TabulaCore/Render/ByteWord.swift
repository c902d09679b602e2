/// Eight bytes tested at once (a classic bit trick): text is scanned a word at a time, and a
/// byte at a time only in a word that may hold a byte needing attention. Each test is
/// non-zero exactly when some byte of the word passes it.
enum ByteWord {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highs: UInt64 = 0x8080_8080_8080_8080

    /// Some byte of `word` is `byte`.
    @inline(__always)
    static func has(_ byte: UInt8, in word: UInt64) -> UInt64 {
        let x = word ^ (ones &* UInt64(byte))
        return (x &- ones) & ~x & highs
    }

    /// Some byte of `word` is below `limit` (at most 0x80).
    @inline(__always)
    static func hasByte(below limit: UInt8, in word: UInt64) -> UInt64 {
        (word &- ones &* UInt64(limit)) & ~word & highs
    }
}
