/// What a content file says about a table page, before collation orders and groups it.
struct TableSpec: Sendable {
    enum Kind: String, Sendable {
        case json, csv, markdown, folder
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

/// A row as written, with the places its fields came from. A long table's rows are all held
/// at once, and most write only an id, a text, a detail and a cell: the rest (image, links,
/// accessory, height, a folder row's target) is kept in one box, nil for a row with none of it.
struct RowSpec: Sendable {
    var position: SourcePosition?
    var id: Located<String>?
    var text: String
    var detail: String?
    var cell: Located<String>?
    /// Every field as written, custom fields included.
    var fields: RowFields
    /// The rest (see the type's comment); never changed in place, so copies may share it.
    private var rare: Rare?

    init(position: SourcePosition? = nil, text: String, fields: RowFields) {
        self.position = position
        self.text = text
        self.fields = fields
    }

    var accessory: Accessory? {
        get { rare?.fields.accessory }
        set { update { $0.accessory = newValue } }
    }

    /// True when `target` is the row's own detail page rather than another table.
    var targetIsDetail: Bool {
        get { rare?.fields.targetIsDetail ?? false }
        set { update { $0.targetIsDetail = newValue } }
    }

    var height: Double? {
        get { rare?.fields.height }
        set { update { $0.height = newValue } }
    }

    var image: Located<String>? {
        get { rare?.fields.image }
        set { update { $0.image = newValue } }
    }

    var imageAlt: String {
        get { rare?.fields.imageAlt ?? "" }
        set { update { $0.imageAlt = newValue } }
    }

    var link: Located<String>? {
        get { rare?.fields.link }
        set { update { $0.link = newValue } }
    }

    /// Output path of the page this row drills down to when it came from a folder (detail page or child table).
    var target: String? {
        get { rare?.fields.target }
        set { update { $0.target = newValue } }
    }

    /// The fields fewer rows write, boxed.
    private final class Rare: Sendable {
        let fields: RareFields
        init(_ fields: RareFields) { self.fields = fields }
    }

    private struct RareFields: Sendable {
        var accessory: Accessory?
        var targetIsDetail = false
        var height: Double?
        var image: Located<String>?
        var imageAlt = ""
        var link: Located<String>?
        var target: String?

        var isEmpty: Bool {
            accessory == nil && !targetIsDetail && height == nil && image == nil && imageAlt.isEmpty && link == nil && target == nil
        }
    }

    /// Copy on write: a new box, or none when nothing is left in it.
    private mutating func update(_ change: (inout RareFields) -> Void) {
        var fields = rare?.fields ?? RareFields()
        change(&fields)
        rare = fields.isEmpty ? nil : Rare(fields)
    }

    private static let empty = RowSpec(text: "", fields: [:])

    /// Moves this row out, leaving an empty one in its place: a long table's rows move from
    /// list to list, and a copy would retain each of its strings only to release them again.
    mutating func take() -> RowSpec {
        var taken = Self.empty
        swap(&self, &taken)
        return taken
    }
}
