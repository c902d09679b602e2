/// One section of a collated list: an index title and its items in
/// collation order.
public struct CollatedSection<Element> {
    /// An index title, or "#".
    public let title: String
    public var items: [Element]

    public init(title: String, items: [Element]) {
        self.title = title
        self.items = items
    }
}

extension CollatedSection: Sendable where Element: Sendable {}
extension CollatedSection: Equatable where Element: Equatable {}

extension Collation {
    /// Sorts items by `text(item)` and groups them by index title, in the
    /// order of `indexTitles` ("#" last). Items are stable-sorted within each
    /// section. Sections with no items are left out unless `includeEmpty`.
    ///
    /// Computes one full key per item; the section comes from the key's
    /// primary part, so this costs no more than `sorted(_:by:)`.
    public func sections<T>(_ items: [T], by text: (T) -> String,
                            includeEmpty: Bool = false) -> [CollatedSection<T>] {
        let strings = items.map(text)
        let keys = keys(for: strings)
        // Sections in input order first: sequential memory access.
        let positions = zip(strings, keys).map { string, key in indexPosition(for: string, fullKey: key) }
        var buckets = [[T]](repeating: [], count: index.titles.count + 1)
        for i in sortedOrder(of: keys) {
            buckets[positions[i]].append(items[i])
        }
        return buckets.enumerated().compactMap { position, items in
            guard includeEmpty || !items.isEmpty else { return nil }
            return CollatedSection(title: index.title(at: position), items: items)
        }
    }
}
