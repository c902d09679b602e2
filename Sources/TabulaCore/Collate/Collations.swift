import Synchronization

/// One collation per locale (and index titles), shared by the tables of a build.
final class Collations: Sendable {
    private let cache = Mutex<[String: Collation]>([:])

    func collation(_ locale: String, indexTitles: [String]?, reader: SpecReader, position: SourcePosition?) -> Collation {
        let key = locale + "|" + (indexTitles?.joined(separator: "\u{1F}") ?? "")
        if let cached = cache.withLock({ $0[key] }) { return cached }
        let collation = indexTitles.map { Collation(locale: locale, indexTitles: $0) } ?? Collation(locale: locale)
        if collation.usedFallback {
            reader.warning(position, "no collation data for locale '\(locale)': rows sort by the root collation; use a code like 'en', 'de' or 'sv'")
        }
        cache.withLock { $0[key] = collation }
        return collation
    }
}
