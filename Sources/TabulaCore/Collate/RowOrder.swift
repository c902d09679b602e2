import Foundation

/// Orders rows by the `sort` setting: comma-separated fields, `-` in front for descending.
/// Numbers compare as numbers, text through the locale's collation, missing values last.
/// `text` means the row's collation string: its `reading` when it has one.
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

    /// Sorts `rows` in place (no second array of a 100k-row table's rows).
    /// - Parameter page: the page the rows are on (fields such as `link` read as its context shows them).
    func sort(_ rows: inout [Row], collation: Collation, page: String) {
        rows.permute(to: sortedIndices(rows, collation: collation, page: page).rows)
    }

    /// Row positions in sorted order, and, when they were sorted by the full collation keys
    /// of their `text` (`collationText`) alone, those keys (in the rows' order: the alphabetic index reads its
    /// titles from them). Rows themselves are never moved while sorting: they are large,
    /// and copying them dominated the sort.
    func sortedIndices(_ rows: [Row], collation: Collation, page: String) -> (rows: [Int], textKeys: [CollationKey]?) {
        // The common case, one ascending text field every row has: ICU sort keys, sorted by prefix.
        if fields.count == 1, !fields[0].descending {
            let name = fields[0].name, byText = name == "text"
            var texts: [String] = []
            texts.reserveCapacity(rows.count)
            for i in rows.indices {  // by index: copying rows out cost more than the rest
                if byText {
                    texts.append(rows[i].collationText)
                    continue
                }
                guard case .string(let text)? = RowContext.value(rows[i], name, page: page) else { texts = []; break }
                texts.append(text)
            }
            if texts.count == rows.count {
                let keys = collation.keys(for: texts)
                return (collation.sortedOrder(of: keys), byText ? keys : nil)
            }
        }
        let keys = fields.map { field in rows.map { key($0, field.name, page, collation) } }
        let order = Array(rows.indices).sorted { a, b in
            for (i, field) in fields.enumerated() where keys[i][a] != keys[i][b] {
                if keys[i][a] == .missing { return false }
                if keys[i][b] == .missing { return true }
                return field.descending ? keys[i][a] > keys[i][b] : keys[i][a] < keys[i][b]
            }
            return a < b
        }
        return (order, nil)
    }

    private func key(_ row: Row, _ field: String, _ page: String, _ collation: Collation) -> Key {
        if field == "text" { return .text(collation.key(row.collationText)) }
        return switch RowContext.value(row, field, page: page) {
        case .number(let n): Double(n).map(Key.number) ?? .missing
        case .string(let s): .text(collation.key(s))
        case .bool(let b): .number(b ? 1 : 0)
        default: .missing
        }
    }
}
