/// What a cell template sees for a row: every field as written, with `text`, `detail`,
/// `image` (resolved for this page), `imageAlt`, `id`, `link`, `accessory`, `cell` (the
/// identifier, aliases resolved) and `height` filled in.
enum RowContext {
    /// The context a cell template renders the row with, on `page`.
    static func make(_ row: Row, page: String) -> MustacheValue {
        var fields = row.fields.dictionary
        for name in alwaysPresent { fields[name] = standard(row, name, page: page) }
        return .object(fields)
    }

    /// One name of the row's context on `page`, read from the row (no dictionary is made):
    /// what cell templates, sorting and grouping by a field read.
    static func value(_ row: borrowing Row, _ name: String, page: String) -> MustacheValue? {
        standard(row, name, page: page) ?? row.fields[name]
    }

    /// The value of one of the names every row has (`alwaysPresent`); nil for others.
    private static func standard(_ row: borrowing Row, _ name: String, page: String) -> MustacheValue? {
        switch name {
        case "text": .string(row.text)
        case "detail": row.detail.map(MustacheValue.string) ?? .null
        case "id": .string(row.id)
        case "image": row.image.map { .string(RelativeURL.href(from: page, to: $0)) } ?? .null
        case "imageAlt": .string(row.imageAlt)
        case "link": row.link.map { .string(RelativeURL.href(from: page, to: $0)) } ?? .null
        case "accessory": .string(row.accessory.rawValue)
        case "cell": .string(row.cell)
        case "height": row.height.map { .number(CSSNumber.plain($0)) } ?? .null
        default: nil
        }
    }

    /// Names every row has in its context, whatever its content. A row keeps in `fields` only
    /// what it writes besides these.
    static let alwaysPresent: Set<String> = ["id", "text", "detail", "image", "imageAlt", "link", "accessory", "cell", "height"]
}

/// A row is the bottom of its cell template's context stack: rendering it gives the same
/// output as rendering `RowContext.make(row, page:)`, without making that dictionary.
extension Row: MustacheContext {
    func value(_ name: String, page: String) -> MustacheValue? { RowContext.value(self, name, page: page) }
}

extension MustacheTemplate {
    /// Renders the template for `row` on `page`. The top of the stack (`{{.}}`) is an empty
    /// object: an object writes nothing and is never falsey, and under `{{#.}}` every name
    /// still resolves through the row, so this renders as the row's context object would,
    /// without making it for every row.
    func render(_ row: borrowing Row, page: String, partials: MustachePartials, into output: inout [UInt8]) {
        render(row, top: .object([:]), page: page, partials: partials, into: &output)
    }
}
