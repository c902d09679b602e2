/// The cell templates of a site, looked up by a row's (canonical) cell identifier for every
/// row rendered. A site has a handful, so they are compared in a short list: hashing the
/// identifier into the library's dictionary cost more than rendering a small cell.
struct CellTemplates: Sendable {
    /// Canonical identifiers, and their templates at the same index (apart: comparing an
    /// identifier never copies a template).
    private let identifiers: [String]
    private let templates: [MustacheTemplate]
    /// Every name a row may give (identifiers and aliases): its canonical identifier, and
    /// whether the site has that template.
    private let names: [(name: String, cell: String, known: Bool)]

    init(cells: [String: LoadedTemplate]) {
        let sorted = cells.sorted { $0.key < $1.key }
        identifiers = sorted.map(\.key)
        templates = sorted.map(\.value.template)
        names = (sorted.map(\.key) + TemplateLibrary.aliases.keys.sorted()).map { name in
            let cell = TemplateLibrary.canonical(name)
            return (name, cell, cells[cell] != nil)
        }
    }

    /// The canonical identifier of the cell a row names, and whether the site has its
    /// template: what collation asks of every row, without copying a template out.
    func resolve(_ name: String) -> (cell: String, known: Bool) {
        for entry in names where entry.name == name { return (entry.cell, entry.known) }
        return (name, false)
    }

    /// Renders `row` on `page` with the template of its cell (`Row.cell` is already canonical;
    /// an alias is resolved when not found as it is); nothing when the site has none.
    func render(_ row: borrowing Row, page: String, partials: MustachePartials, into output: inout [UInt8]) {
        guard let index = identifiers.firstIndex(of: row.cell) ?? identifiers.firstIndex(of: TemplateLibrary.canonical(row.cell)) else { return }
        // Rendered in place: a template copied out is retained, and every core shares its counts.
        templates[index].render(row, page: page, partials: partials, into: &output)
    }
}
