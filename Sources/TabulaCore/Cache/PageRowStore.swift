/// Where a table page's rendered rows are kept for the next build: its parts, each stored in
/// the cache (`BuildCache.store`) once every file showing it is made, then the page's part
/// count. By then every read of the stored part under the same number is done, so a stored
/// part found not to verify is known, and stored again. A store that fails leaves the cache
/// without those parts; the build goes on (their rows are rendered again next time).
struct PageRowStore: Sendable {
    let cache: BuildCache?
    let page: String
    /// The page's parts as the last build stored them (`RowFragments.storedParts`).
    let stored: [ContentHash]

    /// Stores parts `numbers`, held in `rows`.
    func store(_ rows: PageRows, parts numbers: Range<Int>) {
        guard let cache, !numbers.isEmpty else { return }
        try? cache.store(rows, parts: numbers, page: page, stored: stored, firstBad: cache.badPart(of: page) ?? Int.max)
    }

    /// Tells that the page's `count` parts are all stored.
    func finish(partCount count: Int) {
        guard let cache else { return }
        _ = cache.takeBadPart(of: page)
        try? cache.storePartCount(count, page: page, stored: stored)
    }
}
