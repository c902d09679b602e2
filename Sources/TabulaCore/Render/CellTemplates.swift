/// The cell templates of a site, looked up by a row's (canonical) cell identifier for every
/// row rendered. A site has a handful, so they are compared in a short list: hashing the
/// identifier into the library's dictionary, and copying the template out, cost more than
/// rendering a small cell.
///
/// Templates' programs are lent as plain pointers (`program(_:)`, see `LentProgram`), never
/// copied: a copy retains each of a template's lists, which every core rendering rows with it
/// shares, and those counts went back and forth between the cores for every row.
struct CellTemplates: Sendable {
    /// Identifiers and their templates' programs, read through plain pointers (no reference
    /// counted on any lookup); `storage` owns them.
    private nonisolated(unsafe) let identifiers: UnsafePointer<String>  // read only, see `Storage`
    private nonisolated(unsafe) let programs: UnsafePointer<MustacheRenderer.Tables>
    private let count: Int
    private let storage: Storage
    /// Every name a row may give (identifiers and aliases): its canonical identifier, and
    /// whether the site has that template.
    private let names: [(name: String, cell: String, known: Bool)]

    /// The identifiers and templates, in memory of their own that lives as long as any copy
    /// of this value.
    private final class Storage: @unchecked Sendable {  // never written after `init`
        let identifiers: UnsafeMutablePointer<String>
        /// Each template's program, lent (see `LentProgram`), owned by `lent`.
        let programs: UnsafeMutablePointer<MustacheRenderer.Tables>
        let lent: [LentProgram]
        let count: Int

        init(_ cells: [(String, MustacheTemplate)]) {
            count = cells.count
            identifiers = .allocate(capacity: max(1, count))
            identifiers.initialize(from: cells.map(\.0), count: count)
            lent = cells.map { LentProgram($0.1.program) }
            programs = .allocate(capacity: max(1, count))
            programs.initialize(from: lent.map(\.tables), count: count)
        }

        deinit {
            identifiers.deinitialize(count: count)
            identifiers.deallocate()
            programs.deallocate()
        }
    }
    init(_ library: TemplateLibrary) {
        let sorted = library.cells.sorted { $0.key < $1.key }
        storage = Storage(sorted.map { ($0.key, $0.value.template) })
        (identifiers, programs, count) = (UnsafePointer(storage.identifiers), UnsafePointer(storage.programs), storage.count)
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

    /// The program of an identifier's template (`Row.cell` is already canonical; an alias is
    /// resolved when not found as it is), nil when the site has none. Lent in place: the
    /// pointer is good while this value (or a copy of it) is.
    @inline(__always)
    func program(_ identifier: String) -> UnsafePointer<MustacheRenderer.Tables>? {
        for index in 0..<count where identifiers[index] == identifier { return programs + index }
        let canonical = TemplateLibrary.canonical(identifier)
        return canonical == identifier ? nil : program(canonical)
    }
}
