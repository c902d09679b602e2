import Synchronization

/// One collation per locale (and index titles), shared by the tables of a build.
///
/// A locale's section index is made from ICU's data (`CollationIndex(localeOf:locale:)`), which
/// takes milliseconds every build process; it depends on the locale and the ICU version alone,
/// so the cache keeps it (`known`, read back only for the same ICU), and the indexes this
/// build made are recorded (`madeIndexes`).
final class Collations: Sendable {
    private struct State {
        var collations: [String: Collation] = [:]
        var made: [String: CollationIndex] = [:]
    }

    private let state = Mutex(State())
    /// Section indexes of locales as an earlier build made them with this ICU, by locale.
    private let known: [String: CollationIndex]

    init(known: [String: CollationIndex] = [:]) {
        self.known = known
    }

    func collation(_ locale: String, indexTitles: [String]?, reader: SpecReader, position: SourcePosition?) -> Collation {
        let collation = made(locale, indexTitles: indexTitles)
        // Every table sorting by it is told (tables are collated in parallel, so "the first" is not stable).
        if collation.usedFallback {
            reader.warning(position, "no collation data for locale '\(locale)': rows sort by the root collation; use a code like 'en', 'de' or 'sv'")
        }
        return collation
    }

    /// The section indexes this build made from ICU's data (not `known`), by locale.
    var madeIndexes: [String: CollationIndex] { state.withLock { $0.made } }

    private func made(_ locale: String, indexTitles: [String]?) -> Collation {
        let key = locale + "|" + (indexTitles?.joined(separator: "\u{1F}") ?? "")
        return state.withLock { state in
            if let cached = state.collations[key] { return cached }
            // A known index is used only without index titles; one made from ICU's data is recorded.
            let made = Collation(locale: locale, indexTitles: indexTitles, madeIndex: known[locale])
            if indexTitles == nil, known[locale] == nil { state.made[locale] = made.index }
            state.collations[key] = made
            return made
        }
    }
}
