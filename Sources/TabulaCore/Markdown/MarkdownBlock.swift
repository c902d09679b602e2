/// A top-level block of a Markdown document, copied out of cmark into Swift values.
struct MarkdownBlock: Sendable {
    enum Kind: Sendable, Equatable {
        case heading(level: Int)
        case list
        case paragraph
        case other
    }

    var kind: Kind
    /// Position in the Markdown text (1-based line and column).
    var position: SourcePosition
    /// The inline content as plain text (headings, paragraphs).
    var text: String
    /// Items of a list block.
    var items: [MarkdownItem]
}

/// One item of a Markdown list: a row of a static table.
struct MarkdownItem: Sendable {
    var position: SourcePosition
    /// Plain text of the item's first paragraph (links keep their text).
    var text: String
    /// URL of the first link in the item, with where that link starts.
    var link: Located<String>?
    /// URL and alt text of the first image in the item.
    var image: Located<String>?
    var imageAlt: String
}
