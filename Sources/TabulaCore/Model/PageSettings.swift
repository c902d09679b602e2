/// Settings a table page reads from its JSON keys or front matter.
public struct PageSettings: Sendable, Hashable, Codable {
    public var style: TableStyle = .plain
    /// Default cell reuse identifier for rows that name none.
    public var cell: String = "basic"
    public var rowHeight: Double?
    public var estimatedRowHeight: Double?
    public var index: IndexKind = .none
    public var locale: String?
    /// Row field to sort rows by within each section; a leading `-` sorts descending.
    public var sort: String?
    /// Row field whose value names the section a row goes in.
    public var sectionBy: String?
    /// A site's own index titles, replacing the locale's letters.
    public var indexTitles: [String]?
    /// Rows per window of a virtualized table (nil: `VirtualTable.defaultWindowSize`).
    public var windowSize: Int?
    /// Rows per paginated page of a virtualized table, rounded up to whole windows
    /// (nil: `VirtualTable.defaultPageSize`). The script loads windows from these pages.
    public var pageSize: Int?
    /// `false` writes the whole table into one page, however long.
    public var virtualize: Bool = true
    /// The detail template every row gets a page of its own with (`default`, or
    /// `Templates/details/<id>.mustache`); nil: rows have no detail pages.
    public var detailTemplate: String?
    /// Row fields holding Markdown, rendered on detail pages (`body` always is).
    public var markdownFields: [String]?
    /// `false`: the page has no search field, and a windowed one no search index. As written
    /// (nil: the site's `SiteSettings.search`) until collation sets it (`TableCollator`).
    public var search: Bool?
}

/// Settings of the whole site, from the front matter of `Content/_index.md`.
public struct SiteSettings: Sendable, Hashable {
    public var title: String = "Tabula"
    public var locale: String = "en"
    /// Base URL the site is published at, used by `publish` for the sitemap.
    public var baseURL: String?
    /// Keep raw HTML in Markdown (off by default: cmark's safe mode omits it).
    public var rawHTML: Bool = false
    /// Whether tables that set no `search` of their own have a search field (and index).
    public var search: Bool = true
}
