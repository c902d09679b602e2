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

    func sorted(_ rows: [Row], collation: Collation) -> [Row] {
        let keyed = rows.enumerated().map { index, row in (keys: fields.map { key(row, $0.name, collation) }, index: index, row: row) }
        return keyed.sorted { a, b in
            for (i, field) in fields.enumerated() where a.keys[i] != b.keys[i] {
                if a.keys[i] == .missing { return false }
                if b.keys[i] == .missing { return true }
                return field.descending ? a.keys[i] > b.keys[i] : a.keys[i] < b.keys[i]
            }
            return a.index < b.index
        }.map(\.row)
    }

    private func key(_ row: Row, _ field: String, _ collation: Collation) -> Key {
        switch row.fields[field] ?? (field == "text" ? .string(row.text) : nil) {
        case .number(let n): Double(n).map(Key.number) ?? .missing
        case .string(let s): .text(collation.key(s))
        case .bool(let b): .number(b ? 1 : 0)
        default: .missing
        }
    }
}

import Foundation
