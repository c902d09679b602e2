/// One row of a table page: a cell template identifier plus the fields the cell shows.
public struct Row: Sendable {
    /// Unique within its page; the row element's id is `row-<id>`.
    public var id: String
    public var text: String
    public var detail: String?
    /// The image URL as resolved for output (relative to the site root), if any.
    public var image: Link?
    public var imageAlt: String
    public var accessory: Accessory
    /// Where the row's content links (`link` field, or the detail page for folder rows).
    public var link: Link?
    /// The row's own detail page, for rows of folder tables (what a detail button opens).
    public var detailPage: Link?
    /// Cell reuse identifier (aliases already resolved).
    public var cell: String
    public var height: Double?
    /// Every field of the row as written (custom fields included), for cell templates.
    public var fields: [String: MustacheValue]
    /// Where the row is written in its source.
    public var position: SourcePosition?

    public init(
        id: String, text: String, detail: String? = nil, image: Link? = nil, imageAlt: String = "",
        accessory: Accessory = .none, link: Link? = nil, detailPage: Link? = nil, cell: String = "basic",
        height: Double? = nil, fields: [String: MustacheValue] = [:], position: SourcePosition? = nil
    ) {
        self.id = id
        self.text = text
        self.detail = detail
        self.image = image
        self.imageAlt = imageAlt
        self.accessory = accessory
        self.link = link
        self.detailPage = detailPage
        self.cell = cell
        self.height = height
        self.fields = fields
        self.position = position
    }
}
