/// Stable, URL-fragment-safe ids from text: lowercase letters and digits (any script), dashes between words.
enum Slug {
    static func make(_ text: String) -> String {
        if text == "#" { return "hash" }
        return text.utf8.allSatisfy({ $0 < 0x80 }) ? ascii(text) : unicode(text)
    }

    /// Letters and digits of the composed, lowercased text, runs of anything else one dash.
    static func unicode(_ text: String) -> String {
        var slug = ""
        var pendingDash = false
        for character in text.precomposedStringWithCanonicalMapping.lowercased() {
            if character.isLetter || character.isNumber {
                if pendingDash, !slug.isEmpty { slug.append("-") }
                slug.append(character)
                pendingDash = false
            } else {
                pendingDash = true
            }
        }
        return slug
    }

    /// `make` for ASCII text (most ids and file names), byte by byte: the same slug, as ASCII
    /// needs neither composing nor Unicode's letter classes.
    static func ascii(_ text: String) -> String {
        var slug: [UInt8] = []
        slug.reserveCapacity(text.utf8.count)
        var pendingDash = false
        for byte in text.utf8 {
            let lower = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
            if (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")) || (lower >= UInt8(ascii: "0") && lower <= UInt8(ascii: "9")) {
                if pendingDash, !slug.isEmpty { slug.append(UInt8(ascii: "-")) }
                slug.append(lower)
                pendingDash = false
            } else {
                pendingDash = true
            }
        }
        return String(decoding: slug, as: UTF8.self)
    }
}

/// Hands out ids unique within one page: `paris`, `paris-2`, `paris-3`.
struct UniqueIDs {
    private var used: Set<String> = []

    mutating func reserveCapacity(_ count: Int) { used.reserveCapacity(count) }

    /// Reserves an id given explicitly; false when it was already taken.
    mutating func reserve(_ id: String) -> Bool {
        used.insert(id).inserted
    }

    mutating func unique(_ base: String, fallback: String) -> String {
        let base = base.isEmpty ? fallback : base
        if used.insert(base).inserted { return base }
        var n = 2
        while !used.insert("\(base)-\(n)").inserted { n += 1 }
        return "\(base)-\(n)"
    }
}

import Foundation
