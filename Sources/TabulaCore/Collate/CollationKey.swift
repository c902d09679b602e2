/// An ICU sort key: comparing two keys byte-wise gives the same order as
/// comparing their strings with the collator that made them.
///
/// Keys are only comparable with keys from the same `Collation` (same locale,
/// same strength) and the same ICU version; do not persist them across ICU
/// upgrades.
public struct CollationKey: Sendable, Hashable, Comparable {
    /// The sort key bytes, without ICU's terminating 0 byte. Sort keys never
    /// contain 0; 1 separates the levels (primary, secondary, tertiary).
    public let bytes: [UInt8]

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The key of the empty string.
    static let empty = CollationKey(bytes: [])

    /// Three-way comparison: negative, zero or positive.
    func compare(_ other: CollationKey) -> Int {
        Self.compare(bytes.span, other.bytes.span)
    }

    /// Three-way byte-wise comparison of two keys' bytes (or parts of them).
    static func compare(_ lhs: Span<UInt8>, _ rhs: Span<UInt8>) -> Int {
        for i in 0..<Swift.min(lhs.count, rhs.count) where lhs[i] != rhs[i] {
            return Int(lhs[i]) - Int(rhs[i])
        }
        return lhs.count - rhs.count
    }

    public static func < (lhs: CollationKey, rhs: CollationKey) -> Bool {
        lhs.compare(rhs) < 0
    }

    /// Number of bytes of the primary level: the primary weights before the
    /// first level separator (1). For a full-strength key this prefix is the
    /// primary-strength key of the same string.
    var primaryLength: Int {
        bytes.firstIndex(of: 1) ?? bytes.count
    }
}
