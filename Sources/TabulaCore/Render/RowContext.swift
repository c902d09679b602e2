/// What a cell template sees for a row: every field as written, with `text`, `detail`,
/// `image` (resolved for this page), `imageAlt`, `id`, `link` and `accessory` filled in.
enum RowContext {
    /// The context stored in `row.fields` by collation, which already holds every name below.
    static func make(_ row: Row, page: String) -> MustacheValue {
        row.hasContext ? .object(row.fields) : .object(fill(row, page: page))
    }

    /// Every field of the row plus the names Tabula fills in.
    static func fill(_ row: Row, page: String) -> [String: MustacheValue] {
        var fields = row.fields
        fields["id"] = .string(row.id)
        fields["text"] = .string(row.text)
        fields["detail"] = row.detail.map(MustacheValue.string) ?? .null
        fields["image"] = row.image.map { .string(RelativeURL.href(from: page, to: $0)) } ?? .null
        fields["imageAlt"] = .string(row.imageAlt)
        fields["link"] = row.link.map { .string(RelativeURL.href(from: page, to: $0)) } ?? .null
        fields["accessory"] = .string(row.accessory.rawValue)
        return fields
    }

    /// Names every row has in its context, whatever its content.
    static let alwaysPresent: Set<String> = ["id", "text", "detail", "image", "imageAlt", "link", "accessory"]
}
