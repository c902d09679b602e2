/// A table page: one URL, one sectioned list.
public struct TablePage: Sendable {
    /// Source path relative to the site folder, e.g. `Content/cities.json`.
    public var source: String
    /// Output path relative to the output folder, e.g. `cities/index.html`.
    public var outputPath: String
    public var title: String
    /// Rendered HTML shown above the table (a Markdown body), may be empty.
    public var descriptionHTML = ""
    public var settings = PageSettings()
    public var sections: [TableSection] = []
    /// The table this page drills down from (output path), for the back link.
    public var parent: String?
    /// Row field names in the order the source first writes them (a CSV header, a JSON
    /// table's first row): the order a detail page lists a row's fields in.
    public var fieldOrder: [String] = []
    /// Where the table's Markdown links and images lead, hashed (`TableReferences.markdownTargets`):
    /// part of its detail pages' keys.
    var markdownTargets = ContentHash.of("")

    public var rowCount: Int { sections.reduce(0) { $0 + $1.rows.count } }
}

/// The page a row of a folder table drills down to: its Markdown body rendered.
public struct DetailPage: Sendable {
    public var source: String
    public var outputPath: String
    public var title: String
    public var bodyHTML: String
    /// The row's fields (text, detail, image and custom front matter) for the detail template.
    public var fields: [String: MustacheValue]
    public var image: Link?
    public var parent: String
}

/// Everything a build renders.
public struct Site: Sendable {
    public var settings: SiteSettings
    public var tables: [TablePage]
    public var details: [DetailPage]
    /// Files copied as they are: (source path relative to the site, output path).
    public var assets: [(source: String, outputPath: String)]
    /// Title of every table page by output path, including pages not rendered again.
    public var tableTitles: [String: String] = [:]
    /// What links in content resolve to: detail pages render their rows' Markdown fields with it.
    var links = LinkResolver(pagesBySource: [:], pageIsTable: [:], files: [])
}
