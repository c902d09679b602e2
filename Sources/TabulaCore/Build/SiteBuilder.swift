import Foundation

/// What a build did, for its one summary line.
public struct BuildSummary: Sendable, CustomStringConvertible {
    public var pages: Int
    public var rowsRendered: Int
    public var rowsReused: Int
    public var filesWritten: Int
    public var filesUnchanged: Int
    public var filesRemoved: Int
    public var seconds: Double
    public var warnings: [Diagnostic]

    public var description: String {
        "built \(pages) page\(pages == 1 ? "" : "s"): \(rowsRendered) rows rendered, \(rowsReused) reused, "
            + "\(filesWritten) files written, \(filesRemoved) removed, in \(String(format: "%.2f", seconds)) s"
    }
}

/// Builds a site folder (`Content/`, `Templates/`) into its output folder.
public struct SiteBuilder: Sendable {
    public var site: URL
    public var output: URL

    public init(site: URL, output: URL? = nil) {
        self.site = site.standardizedFileURL
        self.output = (output ?? site.appendingPathComponent("Public")).standardizedFileURL
    }

    /// The model a build would render, with every problem found reading it.
    public func model() -> (site: Site, diagnostics: [Diagnostic]) {
        let diagnostics = Diagnostics()
        let templates = TemplateLibrary.load(site: site, diagnostics: diagnostics)
        let model = SiteModeler(site: site, diagnostics: diagnostics).model(templates: templates)
        return (model, diagnostics.all)
    }

    /// Builds the site. Throws `BuildFailed` with every error found; the output folder is
    /// then left exactly as it was.
    public func build() throws -> BuildSummary {
        let start = Date()
        let diagnostics = Diagnostics()
        let templates = TemplateLibrary.load(site: site, diagnostics: diagnostics)
        let model = SiteModeler(site: site, diagnostics: diagnostics).model(templates: templates)
        if diagnostics.hasErrors { throw BuildFailed(diagnostics: diagnostics.all) }
        let files = SiteRenderer(templates: templates).render(model)
        let copies = Dictionary(model.assets.map { ($0.outputPath, site.appendingPathComponent($0.source)) }, uniquingKeysWith: { a, _ in a })
        let written = try OutputWriter(output: output).commit(files: files, copies: copies)
        let rows = model.tables.reduce(0) { $0 + $1.rowCount }
        return BuildSummary(pages: model.tables.count + model.details.count, rowsRendered: rows, rowsReused: 0,
                            filesWritten: written.written, filesUnchanged: written.unchanged, filesRemoved: written.removed,
                            seconds: Date().timeIntervalSince(start), warnings: diagnostics.warnings)
    }
}
