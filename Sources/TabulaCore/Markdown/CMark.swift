import CMark
#if canImport(Glibc)
import Glibc
#endif

/// Every libcmark call lives here: parse, walk, copy into Swift values, free.
/// No C pointer leaves this file.
enum CMark {
    /// Renders a whole Markdown text to HTML. Raw HTML is omitted unless `rawHTML` is set.
    static func html(_ markdown: String, rawHTML: Bool) -> String {
        withDocument(markdown) { document in render(document, rawHTML: rawHTML) } ?? ""
    }

    /// Renders Markdown meant as one line of inline content (no surrounding `<p>`).
    static func inlineHTML(_ markdown: String, rawHTML: Bool) -> String {
        var html = self.html(markdown, rawHTML: rawHTML)
        if html.hasPrefix("<p>"), html.hasSuffix("</p>\n"), html.components(separatedBy: "<p>").count == 2 {
            html = String(html.dropFirst(3).dropLast(5))
        }
        return html
    }

    /// The top-level blocks of a document, with positions and list items.
    static func blocks(_ markdown: String, rawHTML: Bool) -> [MarkdownBlock] {
        withDocument(markdown) { document in
            var blocks: [MarkdownBlock] = []
            var node = cmark_node_first_child(document)
            while let current = node {
                blocks.append(block(current, rawHTML: rawHTML))
                node = cmark_node_next(current)
            }
            return blocks
        } ?? []
    }

    // MARK: - Internals

    /// Parses `markdown`; nil only when cmark cannot allocate.
    private static func withDocument<T>(_ markdown: String, _ body: (OpaquePointer) -> T) -> T? {
        let options = CMARK_OPT_SOURCEPOS | CMARK_OPT_VALIDATE_UTF8
        let length = markdown.utf8.count
        let document = markdown.withCString { cmark_parse_document($0, length, options) }
        guard let document else { return nil }
        defer { cmark_node_free(document) }
        return body(document)
    }

    private static func render(_ node: OpaquePointer, rawHTML: Bool) -> String {
        let options = rawHTML ? CMARK_OPT_UNSAFE : CMARK_OPT_DEFAULT
        guard let buffer = cmark_render_html(node, options) else { return "" }
        defer { free(buffer) }
        return String(cString: buffer)
    }

    private static func position(_ node: OpaquePointer) -> SourcePosition {
        SourcePosition(line: Int(cmark_node_get_start_line(node)), column: Int(cmark_node_get_start_column(node)))
    }

    private static func block(_ node: OpaquePointer, rawHTML: Bool) -> MarkdownBlock {
        let kind: MarkdownBlock.Kind
        switch cmark_node_get_type(node) {
        case CMARK_NODE_HEADING: kind = .heading(level: Int(cmark_node_get_heading_level(node)))
        case CMARK_NODE_LIST: kind = .list
        case CMARK_NODE_PARAGRAPH: kind = .paragraph
        default: kind = .other
        }
        var items: [MarkdownItem] = []
        if kind == .list {
            var child = cmark_node_first_child(node)
            while let item = child {
                items.append(listItem(item))
                child = cmark_node_next(item)
            }
        }
        var inline = Inline()
        if kind != .list { collect(node, into: &inline) }
        return MarkdownBlock(kind: kind, position: position(node), text: inline.text,
                             html: render(node, rawHTML: rawHTML), items: items)
    }

    private static func listItem(_ item: OpaquePointer) -> MarkdownItem {
        var inline = Inline()
        // The first paragraph is the row; nested blocks are ignored.
        if let first = cmark_node_first_child(item) { collect(first, into: &inline) }
        return MarkdownItem(position: position(item), text: inline.text, link: inline.link,
                            image: inline.image, imageAlt: inline.imageAlt)
    }

    private struct Inline {
        var text = ""
        var link: Located<String>?
        var image: Located<String>?
        var imageAlt = ""
        var inImage = false
    }

    /// Walks inline content, gathering plain text and the first link and image.
    private static func collect(_ node: OpaquePointer, into inline: inout Inline) {
        var child = cmark_node_first_child(node)
        while let current = child {
            switch cmark_node_get_type(current) {
            case CMARK_NODE_TEXT, CMARK_NODE_CODE:
                let literal = cmark_node_get_literal(current).map { String(cString: $0) } ?? ""
                if inline.inImage { inline.imageAlt += literal } else { inline.text += literal }
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
                inline.text += " "
            case CMARK_NODE_LINK:
                if inline.link == nil {
                    let url = cmark_node_get_url(current).map { String(cString: $0) } ?? ""
                    inline.link = Located(url, at: position(current))
                }
                collect(current, into: &inline)
            case CMARK_NODE_IMAGE:
                if inline.image == nil {
                    let url = cmark_node_get_url(current).map { String(cString: $0) } ?? ""
                    inline.image = Located(url, at: position(current))
                    inline.inImage = true
                    collect(current, into: &inline)
                    inline.inImage = false
                }
            default:
                collect(current, into: &inline)
            }
            child = cmark_node_next(current)
        }
    }
}
