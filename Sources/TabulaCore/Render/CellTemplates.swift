/// The cell templates of a site, looked up by a row's (canonical) cell identifier for every
/// row rendered. A site has a handful, so they are compared in a short list: hashing the
/// identifier into the library's dictionary cost more than rendering a small cell.
struct CellTemplates: Sendable {
    /// Canonical identifiers and their templates.
    private let templates: [(identifier: String, template: MustacheTemplate)]
    /// Every name a row may give (identifiers and aliases): its canonical identifier, and
    /// whether the site has that template.
    private let names: [(name: String, cell: String, known: Bool)]

    init(_ library: TemplateLibrary) {
        let sorted = library.cells.sorted { $0.key < $1.key }
        templates = sorted.map { ($0.key, $0.value.template) }
        names = (sorted.map(\.key) + TemplateLibrary.aliases.keys.sorted()).map { name in
            let cell = TemplateLibrary.canonical(name)
            return (name, cell, library.cells[cell] != nil)
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
    func render(_ row: Row, page: String, partials: MustachePartials, into output: inout [UInt8]) {
        let identifier = row.cell
        guard let index = templates.firstIndex(where: { $0.identifier == identifier })
            ?? templates.firstIndex(where: { $0.identifier == TemplateLibrary.canonical(identifier) }) else { return }
        // Rendered in place: a template copied out is retained, and every core shares its counts.
        templates[index].template.render(row, page: page, partials: partials, into: &output)
    }
}
