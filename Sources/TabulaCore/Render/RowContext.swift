/// A row on a page, as the bottom frame of a cell template's context: its names are read
/// from the row when the template looks them up (no dictionary is made per row).
struct RowScope {
    private let pointer: UnsafePointer<Row>
    let page: String

    /// `row` must outlive the scope (a row is not copied for every template it renders).
    init(_ row: UnsafePointer<Row>, page: String) {
        pointer = row
        self.page = page
    }

    var row: Row { _read { yield pointer.pointee } }

    /// The value of one of the names every row has (`RowContext.alwaysPresent`); nil for others.
    @inline(__always)
    func standard(_ name: String) -> MustacheValue? {
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
}

extension RowContext {
    /// Renders a cell template's program (lent, see `CellTemplates`) for `row` on `page`: the
    /// same output as rendering `RowContext.make(row, page:)`, without making that dictionary.
    static func render(
        _ program: UnsafePointer<MustacheRenderer.Tables>, rowAt row: UnsafePointer<Row>, page: String, partials: MustachePartials,
        into output: inout MustacheOutputBuffer
    ) {
        var scope = RowScope(row, page: page)
        withUnsafePointer(to: &scope) { scope in
            var root = MustacheFrame(value: .object(row.pointee.fields), parent: nil, row: scope)
            withUnsafePointer(to: &root) { root in
                MustacheRenderer(partials: partials).render(
                    program.pointee, frame: root, indentation: UnsafeBufferPointer(start: nil, count: 0), depth: 0, into: &output)
            }
        }
    }
}

extension MustacheTemplate {

    func render(_ row: Row, page: String, partials: MustachePartials, into output: inout String) {
        withUnsafePointer(to: row) { row in
            var scope = RowScope(row, page: page)
            withUnsafePointer(to: &scope) { scope in
                render(root: MustacheFrame(value: .object(row.pointee.fields), parent: nil, row: scope), partials: partials, into: &output)
            }
        }
    }
}

/// What a cell template sees for a row: every field as written, with `text`, `detail`,
/// `image` (resolved for this page), `imageAlt`, `id`, `link`, `accessory`, `cell` (the
/// identifier, aliases resolved) and `height` filled in.
enum RowContext {
    /// The context a cell template renders the row with, on `page`.
    static func make(_ row: Row, page: String) -> MustacheValue {
        .object(fill(row, page: page))
    }

    /// One name of the row's context on `page` (what sorting and grouping by a field read).
    static func value(_ row: Row, _ name: String, page: String) -> MustacheValue? {
        withUnsafePointer(to: row) { value(at: $0, name, page: page) }
    }

    /// The same for the row `row` points at, read in place (not copied).
    static func value(at row: UnsafePointer<Row>, _ name: String, page: String) -> MustacheValue? {
        RowScope(row, page: page).standard(name) ?? row.pointee.fields[name]
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
        fields["cell"] = .string(row.cell)
        fields["height"] = row.height.map { .number(CSSNumber.plain($0)) } ?? .null
        return fields
    }

    /// Names every row has in its context, whatever its content. A row keeps in `fields` only
    /// what it writes besides these.
    static let alwaysPresent: Set<String> = ["id", "text", "detail", "image", "imageAlt", "link", "accessory", "cell", "height"]
}
