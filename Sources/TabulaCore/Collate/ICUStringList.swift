import TabulaICU

/// Reads the '\n'-separated UTF-8 lists the TabulaICU C functions produce.
enum ICUStringList {
    /// The locale's index exemplar characters in code point order
    /// (index set, else the upper-cased standard set, else A–Z).
    static func indexExemplars(locale: String) -> [String] {
        read { out, capacity in tabula_index_exemplars(locale, out, capacity) }
    }

    /// U+FDD1 + sample character strings whose primary weights are the first
    /// primary weights of each script group in the root collation.
    static let scriptFirstStrings: [String] = read { out, capacity in
        tabula_script_first_strings(out, capacity)
    }

    /// Calls `fill` with a buffer of `capacity` bytes (alive for the call) until it fits.
    private static func read(_ fill: (UnsafeMutablePointer<CChar>?, Int32) -> Int32) -> [String] {
        var capacity = 4096
        while true {
            var buffer = [CChar](repeating: 0, count: capacity)
            let needed = Int(fill(&buffer, Int32(capacity)))
            if needed < 0 { return [] }
            if needed <= capacity {
                let bytes = buffer.prefix(needed).map { UInt8(bitPattern: $0) }
                return String(decoding: bytes, as: UTF8.self)
                    .split(separator: "\n", omittingEmptySubsequences: true)
                    .map(String.init)
            }
            capacity = needed
        }
    }
}
