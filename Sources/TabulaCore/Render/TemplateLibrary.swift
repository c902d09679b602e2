import Foundation

/// A compiled template and where it came from.
public struct LoadedTemplate: Sendable {
    public var identifier: String
    /// `Templates/cells/x.mustache`, or `built-in cell 'basic'`.
    public var path: String
    public var source: String
    public var template: MustacheTemplate
    public var isBuiltin: Bool
}

/// The site's templates: built-ins shipped in the binary, overridden or extended by `Templates/`.
///
/// - `Templates/cells/<identifier>.mustache`: cell templates by reuse identifier
/// - `Templates/headers/<identifier>.mustache`: section header and footer templates
/// - `Templates/partials/<name>.mustache`: partials for `{{> name}}`
/// - `Templates/details/<identifier>.mustache`: pages of the rows of a table naming it as its
///   `detailTemplate`
/// - `Templates/layout.mustache`, `detail.mustache`, `404.mustache`: pages
/// - `Templates/i18n/<locale>.yaml`: interface text (see `InterfaceCatalog`)
public struct TemplateLibrary: Sendable {
    public private(set) var cells: [String: LoadedTemplate] = [:]
    public private(set) var headers: [String: LoadedTemplate] = [:]
    public private(set) var layout: LoadedTemplate
    public private(set) var detail: LoadedTemplate
    public private(set) var notFound: LoadedTemplate
    /// Templates of rows' detail pages by identifier (`default` is built in).
    public private(set) var details: [String: LoadedTemplate] = [:]
    public private(set) var partials = MustachePartials.none
    /// Source of each partial, by name (part of every row's cache key).
    public private(set) var partialSources: [String: String] = [:]
    /// The interface text of pages: Tabula's, and the site's `Templates/i18n/<locale>.yaml`.
    private(set) var interface = InterfaceCatalog()
    /// `cells` as every row looks them up, made once the library is (not per table).
    private(set) var cellTemplates = CellTemplates(cells: [:])

    /// UIKit names accepted for the built-in styles.
    public static let aliases = ["default": "basic", "rightDetail": "value1", "leftDetail": "value2"]

    public static func canonical(_ identifier: String) -> String { aliases[identifier] ?? identifier }

    public var cellIdentifiers: [String] { cells.keys.sorted() }

    public static func builtin() -> TemplateLibrary {
        func compile(_ identifier: String, _ kind: String, _ source: String) -> LoadedTemplate {
            // Built-in templates are tested to parse; a failure here is a bug in Tabula.
            let template = (try? MustacheTemplate(source)) ?? (try! MustacheTemplate(""))
            return LoadedTemplate(identifier: identifier, path: "built-in \(kind) '\(identifier)'", source: source, template: template, isBuiltin: true)
        }
        var library = TemplateLibrary(
            layout: compile("layout", "page", BuiltinTemplates.layout),
            detail: compile("detail", "page", BuiltinTemplates.detail),
            notFound: compile("404", "page", BuiltinTemplates.notFound))
        for (id, source) in BuiltinTemplates.cells { library.cells[id] = compile(id, "cell", source) }
        for (id, source) in BuiltinTemplates.headers { library.headers[id] = compile(id, "header", source) }
        for (id, source) in BuiltinDetailTemplates.templates { library.details[id] = compile(id, "detail", source) }
        library.cellTemplates = CellTemplates(cells: library.cells)
        return library
    }

    /// The built-ins plus the templates in `site/Templates` that `tree` found; parse errors are
    /// reported with positions (what is wrong with other entries of `Templates/` is the tree's to report).
    static func load(site: URL, tree: InputTree, diagnostics: Diagnostics) -> TemplateLibrary {
        var library = builtin()
        /// `Templates/partials/a.mustache` → `a`.
        func stem(_ path: String) -> String { ContentPaths.stem(ContentPaths.name(of: path)) }
        func read(_ relative: String) -> LoadedTemplate? {
            let path = "Templates/\(relative)"
            guard tree.isFile(path), let source = InputFile.text(path, in: site, diagnostics: diagnostics) else { return nil }
            do {
                let template = try MustacheTemplate(source)
                return LoadedTemplate(identifier: canonical(stem(path)), path: path, source: source, template: template, isBuiltin: false)
            } catch {
                diagnostics.error(path, SourcePosition(line: error.line, column: error.column), "template does not parse: \(error.message)")
                return nil
            }
        }
        func folder(_ name: String) -> [LoadedTemplate] {
            tree.entries(in: "Templates/\(name)").filter { !$0.isFolder && $0.name.hasSuffix(".mustache") }.compactMap { read("\(name)/\($0.name)") }
        }
        for template in folder("cells") { library.cells[template.identifier] = template }
        library.cellTemplates = CellTemplates(cells: library.cells)
        for var template in folder("details") {
            template.identifier = stem(template.path)  // no cell aliases
            library.details[template.identifier] = template
        }
        for template in folder("headers") { library.headers[stem(template.path)] = template }
        let partials = folder("partials")
        // By name; of two files with one name, the first listed.
        let partialsByName = Dictionary(partials.map { (stem($0.path), $0) }, uniquingKeysWith: { first, _ in first })
        library.partialSources = partialsByName.mapValues(\.source)
        library.partials = MustachePartials(partialsByName.mapValues(\.template))
        if let layout = read("layout.mustache") { library.layout = layout }
        if let detail = read("detail.mustache") { library.detail = detail }
        if let notFound = read("404.mustache") { library.notFound = notFound }
        let partialFiles = tree.entries(in: "Templates/partials").filter { !$0.isFolder }.map(\.name)
        let check = PartialCheck(partials: partialsByName, names: Set(partialFiles.filter { $0.hasSuffix(".mustache") }.map(ContentPaths.stem)))
        let templates = Array(library.cells.values) + Array(library.headers.values) + Array(library.details.values)
            + [library.layout, library.detail, library.notFound]
        check.check(templates.filter { !$0.isBuiltin }.sorted { $0.path < $1.path } + partials, diagnostics)
        library.interface = InterfaceCatalog.load(site: site, tree: tree, diagnostics: diagnostics)
        return library
    }

    public func cell(_ identifier: String) -> LoadedTemplate? { cells[Self.canonical(identifier)] }

    public var detailIdentifiers: [String] { details.keys.sorted() }
}
