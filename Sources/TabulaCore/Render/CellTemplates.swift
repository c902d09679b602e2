/// The cell templates of a site, looked up by a row's (canonical) cell identifier for every
/// row rendered. A site has a handful, so they are compared in a short list: hashing the
/// identifier into the library's dictionary, and copying the template out, cost more than
/// rendering a small cell.
///
/// Templates are lent in place (`template(_:)`), never copied: a copy retains each of a
/// template's lists, which every core rendering rows with it shares, and those counts went
/// back and forth between the cores for every row.
struct CellTemplates: Sendable {
    /// Identifiers and their templates, read through plain pointers (no reference counted
    /// on any lookup); `storage` owns them.
    private nonisolated(unsafe) let identifiers: UnsafePointer<String>  // read only, see `Storage`
    private nonisolated(unsafe) let templates: UnsafePointer<MustacheTemplate>
    private let count: Int
    private let storage: Storage
    /// Every name a row may give (identifiers and aliases): its canonical identifier, and
    /// whether the site has that template.
    private let names: [(name: String, cell: String, known: Bool)]

    /// The identifiers and templates, in memory of their own that lives as long as any copy
    /// of this value.
    private final class Storage: @unchecked Sendable {  // never written after `init`
        let identifiers: UnsafeMutablePointer<String>
        let templates: UnsafeMutablePointer<MustacheTemplate>
        let count: Int

        init(_ cells: [(String, MustacheTemplate)]) {
            count = cells.count
            identifiers = .allocate(capacity: max(1, count))
            identifiers.initialize(from: cells.map(\.0), count: count)
            templates = .allocate(capacity: max(1, count))
            templates.initialize(from: cells.map(\.1), count: count)
        }

        deinit {
            identifiers.deinitialize(count: count)
            identifiers.deallocate()
            templates.deinitialize(count: count)
            templates.deallocate()
        }
    }
    init(_ library: TemplateLibrary) {
        let sorted = library.cells.sorted { $0.key < $1.key }
        storage = Storage(sorted.map { ($0.key, $0.value.template) })
        (identifiers, templates, count) = (UnsafePointer(storage.identifiers), UnsafePointer(storage.templates), storage.count)
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

    /// The template of an identifier (`Row.cell` is already canonical; an alias is resolved
    /// when not found as it is), nil when the site has none. Lent in place: the pointer is
    /// good while this value (or a copy of it) is.
    @inline(__always)
    func template(_ identifier: String) -> UnsafePointer<MustacheTemplate>? {
        for index in 0..<count where identifiers[index] == identifier { return templates + index }
        let canonical = TemplateLibrary.canonical(identifier)
        return canonical == identifier ? nil : template(canonical)
    }
}
