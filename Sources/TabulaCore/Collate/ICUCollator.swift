import TabulaICU

/// Owns one `tabula_collator` (a full-strength and a primary-strength ICU
/// collator for one locale) and turns Swift strings into sort keys.
///
/// Sendable without the compiler's check: the handle is never mutated after `init`, and the
/// key functions only call `ucol_getSortKey`, which takes a `const UCollator *`.
/// ICU documents service objects as safe for concurrent use as long as every
/// thread uses only const APIs ("Thread-safe const APIs", ICU User Guide,
/// ICU Architectural Design), so no lock or per-thread clone is needed. The
/// collator is closed in `deinit`, when no other reference can be using it.
final class ICUCollator: @unchecked Sendable {
    enum Strength: Sendable {
        /// The locale's default strength (tertiary): case and accents matter
        /// after the base letters.
        case full
        /// Primary strength: case- and accent-insensitive.
        case primary
    }

    private let handle: OpaquePointer
    /// ICU had no data for the requested language and used root.
    let usedFallback: Bool
    /// The locale ICU reports as valid ("de" for "de_DE", "root" if unknown).
    let validLocale: String

    /// Returns nil only if ICU cannot open any collator for the locale.
    init?(locale: String) {
        var fallback: Int32 = 0
        guard let handle = tabula_collator_open(locale, &fallback) else { return nil }
        self.handle = handle
        self.usedFallback = fallback != 0
        self.validLocale = ICUStringList.string { out, capacity in tabula_collator_valid_locale(handle, &out, capacity) }
    }

    deinit {
        tabula_collator_close(handle)
    }

    /// The characters ICU's AlphabeticIndex starts the locale's index from (see
    /// `tabula_collator_index_characters`).
    func indexCharacters(locale: String) -> [String] {
        ICUStringList.read { out, capacity in tabula_collator_index_characters(handle, locale, &out, capacity) }
    }

    /// Whether the string has more than one primary weight in this collation ("Sch").
    func hasMultiplePrimaries(_ string: String) -> Bool {
        tabula_collator_has_multiple_primaries(handle, string, Int32(clamping: string.utf8.count)) != 0
    }

    /// Bytes tried on the stack before asking for the exact size.
    private static let stackCapacity = 256

    func sortKey(_ string: String, strength: Strength) -> CollationKey {
        let length = Int32(clamping: string.utf8.count)
        let handle = self.handle
        // The one pointer of the collation code, confined to this call: `string` goes to ICU as
        // its UTF-8 (alive for the call), and ICU writes at most `capacity` bytes to `out`.
        func fill(_ out: UnsafeMutablePointer<UInt8>?, _ capacity: Int32) -> Int32 {
            switch strength {
            case .full: tabula_collator_sort_key(handle, string, length, out, capacity)
            case .primary: tabula_collator_primary_sort_key(handle, string, length, out, capacity)
            }
        }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.stackCapacity) { stack in
            let needed = Int(fill(stack.baseAddress, Int32(stack.count)))
            guard needed > 1 else { return .empty }
            if needed <= stack.count { return CollationKey(bytes: Array(stack[..<(needed - 1)])) }  // without ICU's 0
            let bytes = [UInt8](unsafeUninitializedCapacity: needed) { out, initialized in
                let written = Int(fill(out.baseAddress, Int32(needed)))
                initialized = written >= 1 && written <= needed ? written - 1 : 0
            }
            return CollationKey(bytes: bytes)
        }
    }

    /// The primary weights of each code point collated alone (see
    /// `tabula_collator_primary_weights`): empty for one with none (a combining mark),
    /// several for an expansion (`ß` is `s`, `s`).
    func primaryWeights(_ scalars: [UInt32]) -> [[UInt32]] {
        guard !scalars.isEmpty else { return [] }
        var counts = [UInt8](repeating: 0, count: scalars.count)
        var capacity = scalars.count * 2 + 8
        while true {
            var weights = [UInt32](repeating: 0, count: capacity)
            let needed = Int(tabula_collator_primary_weights(handle, scalars, Int32(scalars.count), &weights, Int32(capacity), &counts))
            if needed < 0 { return scalars.map { _ in [] } }
            if needed <= capacity {
                var result: [[UInt32]] = []
                result.reserveCapacity(scalars.count)
                var next = 0
                for count in counts {
                    result.append(Array(weights[next..<(next + Int(count))]))
                    next += Int(count)
                }
                return result
            }
            capacity = needed
        }
    }

    /// The primary weights of a whole string (contractions seen: Czech "ch" is one weight).
    func primaryWeights(of string: String) -> [UInt32] {
        var capacity = string.utf8.count * 2 + 8
        while true {
            var weights = [UInt32](repeating: 0, count: capacity)
            let needed = Int(tabula_collator_string_primary_weights(handle, string, Int32(clamping: string.utf8.count), &weights, Int32(capacity)))
            if needed < 0 { return [] }
            if needed <= capacity { return Array(weights.prefix(needed)) }
            capacity = needed
        }
    }
}
