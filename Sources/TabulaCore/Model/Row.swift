/// One row of a table page: a cell template identifier plus the fields the cell shows.
public struct Row: Sendable {
    /// Unique within its page; the row element's id is `row-<id>`.
    public var id: String
    public var text: String
    public var detail: String?
    /// Cell reuse identifier (aliases already resolved).
    public var cell: String
    /// Every field of the row as written (custom fields included), for cell templates.
    public var fields: RowFields
    /// Image and links, in one shared box: most rows of a long list have none, and a row
    /// without them is then half the size (a million rows are held at once).
    private var targets: RowTargets?
    public var height: Double?
    // The small fields last, sharing padding: 112 bytes a row instead of 128.
    /// Where the row is written in its source.
    public var position: SourcePosition?
    public var accessory: Accessory

    /// The image URL as resolved for output (relative to the site root), if any.
    public var image: Link? {
        get { targets?.image }
        set { update { $0.image = newValue } }
    }

    public var imageAlt: String {
        get { targets?.imageAlt ?? "" }
        set { update { $0.imageAlt = newValue } }
    }

    /// Where the row's content links (`link` field, or the detail page for folder rows).
    public var link: Link? {
        get { targets?.link }
        set { update { $0.link = newValue } }
    }

    /// The row's own detail page (what a detail button opens): a folder's row's page, or the
    /// row's page among its table's detail pages (`setDetailPage`).
    public var detailPage: Link? {
        get { targets?.detailPage(ofRow: id) }
        set { update { $0.detailPage = newValue } }
    }

    /// The detail pages of a table (its `detailTemplate`), for its rows: each row's page is
    /// worked out from the row's id when read (`DetailPath`), not stored, and the rows with no
    /// other image or link share one box. A million rows' pages are not a million paths.
    struct TableDetailPages: Sendable {
        fileprivate let table: String
        fileprivate let shared: RowTargets

        /// The detail pages of the table whose page is at `table`.
        init(table: String) {
            self.table = table
            shared = RowTargets(detailTable: table)
        }
    }

    /// Gives the row its detail page among `pages`.
    mutating func setDetailPage(_ pages: TableDetailPages) {
        if let targets {
            self.targets = targets.inDetailTable(pages.table)
        } else {
            targets = pages.shared
        }
    }

    public init(
        id: String, text: String, detail: String? = nil, image: Link? = nil, imageAlt: String = "",
        accessory: Accessory = .none, link: Link? = nil, detailPage: Link? = nil, cell: String = "basic",
        height: Double? = nil, fields: RowFields = [:], position: SourcePosition? = nil
    ) {
        self.id = id
        self.text = text
        self.detail = detail
        self.accessory = accessory
        self.cell = cell
        self.height = height
        self.fields = fields
        self.position = position
        let none = image == nil && imageAlt.isEmpty && link == nil && detailPage == nil
        targets = none ? nil : RowTargets(image: image, imageAlt: imageAlt, link: link, detailPage: detailPage)
    }

    /// Copy on write: the box is shared between copies of a row, never changed in place.
    private mutating func update(_ change: (inout RowTargets) -> Void) {
        var targets = self.targets ?? RowTargets()
        change(&targets)
        self.targets = targets.isEmpty ? nil : targets
    }
}

/// A row's image and links (see `Row.targets`). Its own detail page is either a link
/// (`detailPage`, a folder's row) or, for a table's detail pages, the table whose pages they
/// are (`detailTable`), the page then being that of the row's id.
private struct RowTargets: Sendable {
    private final class Storage: Sendable {
        let image: Link?, imageAlt: String, link: Link?, detailPage: Link?, detailTable: String?
        init(image: Link?, imageAlt: String, link: Link?, detailPage: Link?, detailTable: String?) {
            (self.image, self.imageAlt, self.link, self.detailPage, self.detailTable) = (image, imageAlt, link, detailPage, detailTable)
        }
    }

    private var storage: Storage

    init(image: Link? = nil, imageAlt: String = "", link: Link? = nil, detailPage: Link? = nil, detailTable: String? = nil) {
        storage = Storage(image: image, imageAlt: imageAlt, link: link, detailPage: detailPage, detailTable: detailTable)
    }

    var isEmpty: Bool { image == nil && imageAlt.isEmpty && link == nil && detailPage == nil && storage.detailTable == nil }

    var image: Link? {
        get { storage.image }
        set { storage = Storage(image: newValue, imageAlt: imageAlt, link: link, detailPage: detailPage, detailTable: storage.detailTable) }
    }

    var imageAlt: String {
        get { storage.imageAlt }
        set { storage = Storage(image: image, imageAlt: newValue, link: link, detailPage: detailPage, detailTable: storage.detailTable) }
    }

    var link: Link? {
        get { storage.link }
        set { storage = Storage(image: image, imageAlt: imageAlt, link: newValue, detailPage: detailPage, detailTable: storage.detailTable) }
    }

    /// The detail page set as a link (setting one replaces the table's).
    var detailPage: Link? {
        get { storage.detailPage }
        set { storage = Storage(image: image, imageAlt: imageAlt, link: link, detailPage: newValue, detailTable: nil) }
    }

    /// The detail page of the row whose id is `id`.
    func detailPage(ofRow id: String) -> Link? {
        storage.detailPage ?? storage.detailTable.map { .page(DetailPath.of(table: $0, id: id), fragment: nil) }
    }

    /// The same targets, the row's detail page being its page among `table`'s.
    func inDetailTable(_ table: String) -> RowTargets {
        RowTargets(image: image, imageAlt: imageAlt, link: link, detailPage: nil, detailTable: table)
    }
}
