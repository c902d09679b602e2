/// Everything `Content/` holds, read but not yet collated.
struct LoadedSite: Sendable {
    var settings: SiteSettings
    var tables: [TableSpec]
    var details: [DetailSpec]
    var assets: [(source: String, outputPath: String)]
}

/// How a table shows up as a row in the table that lists it (home, a folder).
struct Listing: Sendable {
    var summary: String?
    var image: Located<String>?
    var weight: Double = 0
}

/// A row's own page in a folder table, from a Markdown file's body.
struct DetailSpec: Sendable {
    var source: String
    var contentDirectory: String
    var outputPath: String
    var title: String
    var body: MarkdownText
    var row: RowSpec
    var weight: Double
    var parent: String
}
