/// A section of a table page: optional header, rows, optional footer.
public struct TableSection: Sendable {
    /// Unique within its page; the section element's id is `section-<id>`.
    public var id: String
    public var title: String?
    public var footer: String?
    /// The title the section index shows for this section (nil: not in the index).
    public var indexTitle: String?
    /// Header template identifier (`Templates/headers/<id>.mustache`).
    public var header = "default"
    /// Footer template identifier.
    public var footerTemplate = "footer"
    /// The section's rows: a range of rows the page's sections share (see `SectionRows`).
    public var rows: SectionRows = []
}
