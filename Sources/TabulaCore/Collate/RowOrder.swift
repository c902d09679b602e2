import Foundation

/// Orders rows by the `sort` setting: comma-separated fields, `-` in front for descending.
/// Numbers compare as numbers, text through the locale's collation, missing values last.
struct RowOrder {
    enum Key: Comparable {
        case number(Double)
        case text(CollationKey)
        case missing
    }

    struct Field {
        var name: String
        var descending: Bool
    }

    let fields: [Field]

    init(_ sort: String) {
        fields = sort.split(separator: ",").map { part in
            let trimmed = part.trimmingCharacters(in: .whitespaces)
            return trimmed.hasPrefix("-") ? Field(name: String(trimmed.dropFirst()), descending: true)
                                          : Field(name: trimmed, descending: false)
        }
    }

    /// - Parameter page: the page the rows are on (fields such as `link` read as its context shows them).
    func sorted(_ rows: [Row], collation: Collation, page: String) -> [Row] {
        var rows = rows
        sort(&rows, collation: collation, page: page)
        return rows
    }

    /// Sorts `rows` in place (no second array of a 100k-row table's rows). When they were
    /// sorted by the full collation keys of their `text`, returns those keys in the new order
    /// (the alphabetic index reads its titles from them).
    @discardableResult
    func sort(_ rows: inout [Row], collation: Collation, page: String) -> [CollationKey]? {
        var textKeys: [CollationKey]?
        let order = sortedIndices(rows, collation: collation, page: page, textKeys: &textKeys)
        rows.permute(to: order)
        return textKeys.map { keys in order.map { keys[$0] } }
    }

    /// Row positions in sorted order. Rows themselves are never moved while sorting: they
    /// are large, and copying them dominated the sort.
    func sortedIndices(_ rows: [Row], collation: Collation, page: String) -> [Int] {
        var unused: [CollationKey]?
        return sortedIndices(rows, collation: collation, page: page, textKeys: &unused)
    }

    /// The same; `textKeys` gets the rows' keys when they were sorted by `text` keys alone.
    private func sortedIndices(_ rows: [Row], collation: Collation, page: String, textKeys: inout [CollationKey]?) -> [Int] {
        // The common case, one ascending text field every row has: ICU sort keys, sorted by prefix.
        if fields.count == 1, !fields[0].descending {
            let name = fields[0].name
            var texts: [String] = []
            texts.reserveCapacity(rows.count)
            for row in rows {
                guard case .string(let text)? = RowContext.value(row, name, page: page) else { texts = []; break }
                texts.append(text)
            }
            if texts.count == rows.count {
                let keys = collation.keys(for: texts)
                if name == "text" { textKeys = keys }
                return collation.sortedOrder(of: keys)
            }
        }
        let keys = fields.map { field in rows.map { key($0, field.name, page, collation) } }
        return Array(rows.indices).sorted { a, b in
            for (i, field) in fields.enumerated() where keys[i][a] != keys[i][b] {
                if keys[i][a] == .missing { return false }
                if keys[i][b] == .missing { return true }
                return field.descending ? keys[i][a] > keys[i][b] : keys[i][a] < keys[i][b]
            }
            return a < b
        }
    }

    private func key(_ row: Row, _ field: String, _ page: String, _ collation: Collation) -> Key {
        switch RowContext.value(row, field, page: page) {
        case .number(let n): Double(n).map(Key.number) ?? .missing
        case .string(let s): .text(collation.key(s))
        case .bool(let b): .number(b ? 1 : 0)
        default: .missing
        }
    }
}
