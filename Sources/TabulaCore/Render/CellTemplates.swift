/// The cell templates of a site, looked up by a row's (canonical) cell identifier for every
/// row rendered. A site has a handful, so they are compared in a short list: hashing the
/// identifier into the library's dictionary, and copying the template out, cost more than
/// rendering a small cell.
struct CellTemplates: Sendable {
    private let identifiers: [String]
    private let templates: [MustacheTemplate]
    /// Every name a row may give (identifiers and aliases): its canonical identifier, and
    /// whether the site has that template.
    private let names: [(name: String, cell: String, known: Bool)]

    init(_ library: TemplateLibrary) {
        let sorted = library.cells.sorted { $0.key < $1.key }
        identifiers = sorted.map(\.key)
        templates = sorted.map(\.value.template)
        names = (identifiers + TemplateLibrary.aliases.keys.sorted()).map { name in
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

    /// The template of an identifier (`Row.cell` is already canonical; an alias is resolved
    /// when not found as it is), nil when the site has none.
    @inline(__always)
    func template(_ identifier: String) -> MustacheTemplate? {
        for index in identifiers.indices where identifiers[index] == identifier { return templates[index] }
        let canonical = TemplateLibrary.canonical(identifier)
        return canonical == identifier ? nil : template(canonical)
    }
}
