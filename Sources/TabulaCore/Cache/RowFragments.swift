import Foundation

/// The rendered rows of one page as the last build stored them, by row key: what this build
/// reuses.
///
/// Held as the stored parts themselves (`RowPart`s, in the cache's byte form) with an index
/// by key, so reading a page's 10,000 fragments makes no strings. A part whose rows are all
/// still the same, in the same order, is taken over whole (no copy: its bytes are shared); a
/// row carried into a changed part is a byte copy (`RowPart.append(_:from:)`).
struct RowFragments: Sendable {
    private(set) var parts: [RowPart] = []
    /// Where each key's HTML lies: part and row in it.
    private var index: [ContentHash: (part: Int32, row: Int32)] = [:]
    /// The hash of each stored part (`RowPart.keysHash`), by part number.
    private(set) var storedParts: [ContentHash] = []

    init() {}

    /// The part and row holding the HTML stored under `key`.
    func place(of key: ContentHash) -> (part: Int, row: Int)? {
        index[key].map { (Int($0.part), Int($0.row)) }
    }

    /// Stored part `number` when it holds exactly the rows of `keys`, in that order.
    func part(_ number: Int, holding keys: some Collection<ContentHash>) -> RowPart? {
        guard number < storedParts.count, parts[number].count == keys.count, storedParts[number] == RowPart.keysHash(keys) else { return nil }
        return parts[number]
    }

    /// Adds the next stored part (with the hash it was stored under); false (and nothing
    /// added) when its bytes are not whole.
    mutating func appendStored(_ data: Data, keysHash: ContentHash) -> Bool {
        guard let part = RowPart(stored: data) else { return false }
        let number = Int32(parts.count)
        for (row, key) in part.rowKeys.enumerated() where index[key] == nil { index[key] = (number, Int32(row)) }
        parts.append(part)
        storedParts.append(keysHash)
        return true
    }
}
