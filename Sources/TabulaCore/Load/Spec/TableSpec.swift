/// What a content file says about a table page, before collation orders and groups it.
struct TableSpec: Sendable {
    enum Kind: String, Sendable {
        case json, csv, markdown, folder

        /// A data file (JSON, CSV or TSV): read on all cores once the walk is done, summarized
        /// by the cache and not read again while it is unchanged.
        var isData: Bool { self == .json || self == .csv }
    }

    var kind: Kind
    /// Source path relative to the site folder.
    var source: String
    /// Folder of the source, relative to `Content/`, for resolving relative links.
    var contentDirectory: String
    var outputPath: String
    var title: String
    /// Shown above the table; rendered once the site's pages are known (its links resolve to them).
    var description: MarkdownText?
    var settings: PageSettings
    /// Where each setting was written, for messages about them.
    var settingPositions: [String: SourcePosition] = [:]
    /// Sections as written (JSON `sections`, Markdown headings); nil when rows are flat.
    var sections: [SectionSpec]?
    /// Flat rows, grouped by collation (`sectionBy` or the alphabetic index).
    var rows: [RowSpec] = []
    /// Row field names in the order the file first writes them (see `TablePage.fieldOrder`).
    var fieldOrder: [String] = []
    /// The file a row of `rows` was written in, by index, when it is not this table's own (a
    /// folder's detail pages): what is wrong in the row is reported there.
    var rowSources: [Int: String] = [:]
    var parent: String?
    /// The folder table (output path) this table is a row of, if any.
    var listedIn: String?
    /// How this table appears as a row of the table listing it.
    var listing = Listing()
    /// Set when the rows are not loaded: the cache knows the unchanged file, which is read only
    /// if its page must be made again.
    var stub: TableSummary?
    /// A data table the walk found and has not read yet.
    var unread = false
    /// Content hash of the source file (with its settings file's, for a CSV table), when the
    /// build is incremental.
    var sourceHash: ContentHash?
    /// What reading the file reported, kept with its summary in the cache.
    var parsedDiagnostics: [Diagnostic] = []
    /// A CSV table's settings file (`Content/people.yaml`), if it has one.
    var settingsSource: String?
}

struct SectionSpec: Sendable {
    var title: String?
    var footer: String?
    var indexTitle: String?
    var header: Located<String>?
    var footerTemplate: Located<String>?
    var id: String?
    var rows: [RowSpec]
    var position: SourcePosition?
}

/// A row as written, with the places its fields came from.
struct RowSpec: Sendable {
    var position: SourcePosition?
    // The small fields next to the position, so they share its padding (a long table's rows
    // as written are all held at once while it is read).
    var accessory: Accessory?
    /// True when `target` is the row's own detail page rather than another table.
    var targetIsDetail = false
    var height: Double?
    var id: Located<String>?
    var text: String
    var detail: String?
    var image: Located<String>?
    var imageAlt: String = ""
    var link: Located<String>?
    var cell: Located<String>?
    /// Output path of the page this row drills down to when it came from a folder (detail page or child table).
    var target: String?
    /// Every field as written, custom fields included.
    var fields: RowFields

    private static let empty = RowSpec(text: "", fields: [:])

    /// Moves this row out, leaving an empty one in its place: a long table's rows are moved
    /// from list to list, and a copy retains each of a row's strings, which freeing the
    /// original then releases again (a tenth of the time of reading a table).
    mutating func take() -> RowSpec {
        var taken = Self.empty
        swap(&self, &taken)
        return taken
    }
}
