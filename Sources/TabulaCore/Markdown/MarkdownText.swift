/// Markdown written in a content file (a body, a description), kept as text until the site's
/// pages are known: its links and images resolve against them when it is rendered for the
/// page that shows it.
struct MarkdownText: Sendable {
    var markdown: String
    /// Where `markdown` starts in its file.
    var origin: SourcePosition
    /// True when `markdown` is lines of its file as written (a body): a position in it is a
    /// place in the file. False for a JSON string, whose escapes move every place: problems are
    /// then reported at `origin`.
    var isVerbatim: Bool
    /// The top-level blocks to render (a static table's description); nil for all.
    var blocks: [Int]?

    /// Lines of a file from `firstLine` on.
    static func body(_ markdown: String, firstLine: Int, blocks: [Int]? = nil) -> MarkdownText {
        MarkdownText(markdown: markdown, origin: SourcePosition(line: firstLine, column: 1), isVerbatim: true, blocks: blocks)
    }

    /// The place in the file of `position` in the Markdown text.
    func filePosition(_ position: SourcePosition) -> SourcePosition {
        guard isVerbatim else { return origin }
        return SourcePosition(line: origin.line + position.line - 1, column: position.column)
    }
}
