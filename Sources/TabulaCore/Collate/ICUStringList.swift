import TabulaICU

/// Reads the '\n'-separated UTF-8 lists and the strings the TabulaICU C functions produce.
enum ICUStringList {
    /// U+FDD1 + sample character strings whose primary weights are the first
    /// primary weights of each script in the root collation.
    static let scriptFirstStrings: [String] = read { out, capacity in
        tabula_script_first_strings(&out, capacity)
    }

    /// The ICU library's version and its collation data's ("72.1/153.112…"): what ICU derives
    /// from its data is the same while this is.
    static let version: String = string { out, capacity in tabula_icu_version(&out, capacity) }

    /// The string's NFKD form, as code points.
    static func nfkd(_ string: String) -> [UInt32] {
        let utf8Count = Int32(clamping: string.utf8.count)
        let text = String(decoding: bytes { out, capacity in tabula_nfkd(string, utf8Count, &out, capacity) }, as: UTF8.self)
        return text.unicodeScalars.map(\.value)
    }

    /// Writes into `out`, an array of `capacity` bytes, and returns the byte count it needs
    /// (more than `capacity` when `out` is too small), or a negative number on failure. The C
    /// functions are handed `&out`, so they see its memory only for the call.
    typealias Fill = (_ out: inout [CChar], _ capacity: Int32) -> Int32

    /// Calls `fill` with a buffer of `capacity` bytes until it fits, and splits what it wrote
    /// at '\n'.
    static func read(_ fill: Fill) -> [String] {
        String(decoding: bytes(fill), as: UTF8.self)
            .split(separator: "\n", omittingEmptySubsequences: true)
            .map(String.init)
    }

    /// A NUL-terminated string `fill` writes (it returns the length without the NUL).
    static func string(_ fill: Fill) -> String {
        String(decoding: bytes { out, capacity in
            let length = fill(&out, capacity)
            return length >= capacity ? length + 1 : length  // room for the NUL too
        }, as: UTF8.self)
    }

    /// Calls `fill` with a buffer of `capacity` bytes until it fits: the bytes it wrote (none on
    /// failure).
    static func bytes(_ fill: Fill) -> [UInt8] {
        var capacity = 256
        while true {
            var buffer = [CChar](repeating: 0, count: capacity)
            let needed = Int(fill(&buffer, Int32(capacity)))
            if needed < 0 { return [] }
            if needed <= capacity { return buffer.prefix(needed).map { UInt8(bitPattern: $0) } }
            capacity = needed
        }
    }
}
