/// A section of a table page: optional header, rows, optional footer.
public struct TableSection: Sendable {
    /// Unique within its page; the section element's id is `section-<id>`.
    public var id: String
    public var title: String?
    public var footer: String?
    /// The title the section index shows for this section (nil: not in the index).
    public var indexTitle: String?
    /// Header template identifier (`Templates/headers/<id>.mustache`).
    public var header: String
    /// Footer template identifier.
    public var footerTemplate: String
    /// The section's rows: a range of rows the page's sections share (see `SectionRows`).
    public var rows: SectionRows

    public init(
        id: String, title: String?, footer: String? = nil, indexTitle: String? = nil,
        header: String = "default", footerTemplate: String = "footer", rows: [Row] = []
    ) {
        self.init(id: id, title: title, footer: footer, indexTitle: indexTitle, header: header, footerTemplate: footerTemplate,
                  rows: SectionRows(rows))
    }

    public init(
        id: String, title: String?, footer: String? = nil, indexTitle: String? = nil,
        header: String = "default", footerTemplate: String = "footer", rows: SectionRows
    ) {
        self.id = id
        self.title = title
        self.footer = footer
        self.indexTitle = indexTitle
        self.header = header
        self.footerTemplate = footerTemplate
        self.rows = rows
    }
}
