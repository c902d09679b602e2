import Synchronization

/// One collation per locale (and index titles), shared by the tables of a build.
final class Collations: Sendable {
    private let cache = Mutex<[String: Collation]>([:])

    func collation(_ locale: String, indexTitles: [String]?, reader: SpecReader, position: SourcePosition?) -> Collation {
        let collation = made(locale, indexTitles: indexTitles)
        // Every table sorting by it is told (tables are collated in parallel, so "the first" is not stable).
        if collation.usedFallback {
            reader.warning(position, "no collation data for locale '\(locale)': rows sort by the root collation; use a code like 'en', 'de' or 'sv'")
        }
        return collation
    }

    private func made(_ locale: String, indexTitles: [String]?) -> Collation {
        let key = locale + "|" + (indexTitles?.joined(separator: "\u{1F}") ?? "")
        return cache.withLock { cache in
            if let cached = cache[key] { return cached }
            let made = indexTitles.map { Collation(locale: locale, indexTitles: $0) } ?? Collation(locale: locale)
            cache[key] = made
            return made
        }
    }
}
