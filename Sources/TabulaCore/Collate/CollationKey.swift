import Foundation

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
        bytes.withUnsafeBufferPointer { lhs in
            other.bytes.withUnsafeBufferPointer { rhs in
                CollationKey.compare(lhs, rhs)
            }
        }
    }

    static func compare(_ lhs: UnsafeBufferPointer<UInt8>, _ rhs: UnsafeBufferPointer<UInt8>) -> Int {
        let common = Swift.min(lhs.count, rhs.count)
        if common > 0, let l = lhs.baseAddress, let r = rhs.baseAddress {
            let result = memcmp(l, r, common)
            if result != 0 { return Int(result) }
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

extension CollationKey: CustomStringConvertible {
    public var description: String {
        bytes.map { byte in
            let hex = String(byte, radix: 16, uppercase: true)
            return hex.count == 1 ? "0" + hex : hex
        }.joined(separator: " ")
    }
}
