/// Stable, URL-fragment-safe ids from text: lowercase letters and digits (any script), dashes between words.
enum Slug {
    static func make(_ text: String) -> String {
        if text == "#" { return "hash" }
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
