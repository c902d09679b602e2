import CMark
#if canImport(Glibc)
import Glibc
#endif

/// Every libcmark call lives here: parse, walk, copy into Swift values, free.
/// No C pointer leaves this file.
///
/// Every walk over a document goes through cmark's iterator, never recursion: a document
/// nests as deep as its author likes (200,000 `>` are 200,000 block quotes), and the call
/// stack of a build thread must not grow with it.
enum CMark {
    /// Renders a whole Markdown text to HTML. Raw HTML is omitted unless `rawHTML` is set.
    /// `url` is asked for the destination of every link and image, in document order, and
    /// what it returns is written instead; `blocks` keeps only those top-level blocks.
    static func html(_ markdown: String, rawHTML: Bool, blocks: [Int]? = nil, url: (MarkdownURL) -> String) -> String {
        withDocument(markdown) { document in
            rewriteURLs(document, url)
            guard let blocks else { return render(document, rawHTML: rawHTML) }
            var html = "", index = 0, wanted = Set(blocks)
            forEachChild(of: document) { block in
                if wanted.remove(index) != nil { html += render(block, rawHTML: rawHTML) }
                index += 1
            }
            return html
        } ?? ""
    }

    /// The top-level blocks of a document, with positions and list items.
    static func blocks(_ markdown: String) -> [MarkdownBlock] {
        withDocument(markdown) { document in
            var blocks: [MarkdownBlock] = []
            forEachChild(of: document) { blocks.append(block($0)) }
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

    private static func url(of node: OpaquePointer) -> String {
        cmark_node_get_url(node).map { String(cString: $0) } ?? ""
    }

    /// Calls `body` for each child of `node`, in order (not for their children).
    private static func forEachChild(of node: OpaquePointer, _ body: (OpaquePointer) -> Void) {
        var child = cmark_node_first_child(node)
        while let current = child {
            body(current)
            child = cmark_node_next(current)
        }
    }

    /// Calls `body` for every node under `root` (not `root` itself), entering and leaving
    /// each in document order; `body` returns false to skip what is inside the node it enters.
    private static func walk(_ root: OpaquePointer, _ body: (OpaquePointer, _ entering: Bool) -> Bool) {
        guard let iterator = cmark_iter_new(root) else { return }
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { return }
            guard let node = cmark_iter_get_node(iterator), node != root else { continue }
            let entering = event == CMARK_EVENT_ENTER
            if !body(node, entering), entering, cmark_node_first_child(node) != nil {
                cmark_iter_reset(iterator, node, CMARK_EVENT_EXIT)
            }
        }
    }

    private static func rewriteURLs(_ document: OpaquePointer, _ rewrite: (MarkdownURL) -> String) {
        walk(document) { node, entering in
            let type = cmark_node_get_type(node)
            if entering, type == CMARK_NODE_LINK || type == CMARK_NODE_IMAGE {
                let written = MarkdownURL(url: url(of: node), position: position(node), isImage: type == CMARK_NODE_IMAGE)
                let replacement = rewrite(written)
                if replacement != written.url { _ = replacement.withCString { cmark_node_set_url(node, $0) } }
            }
            return true
        }
    }

    private static func block(_ node: OpaquePointer) -> MarkdownBlock {
        let kind: MarkdownBlock.Kind
        switch cmark_node_get_type(node) {
        case CMARK_NODE_HEADING: kind = .heading(level: Int(cmark_node_get_heading_level(node)))
        case CMARK_NODE_LIST: kind = .list
        case CMARK_NODE_PARAGRAPH: kind = .paragraph
        default: kind = .other
        }
        var items: [MarkdownItem] = []
        if kind == .list { forEachChild(of: node) { items.append(listItem($0)) } }
        var inline = Inline()
        if kind != .list { collect(node, into: &inline) }
        return MarkdownBlock(kind: kind, position: position(node), text: inline.text, items: items)
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
        /// The image whose description is being read (its text is the alt text).
        var inImage: OpaquePointer?
    }

    /// Walks what is inside `node`, gathering plain text and the first link and image.
    private static func collect(_ node: OpaquePointer, into inline: inout Inline) {
        walk(node) { current, entering in
            let type = cmark_node_get_type(current)
            guard entering else {
                if current == inline.inImage { inline.inImage = nil }
                return true
            }
            switch type {
            case CMARK_NODE_TEXT, CMARK_NODE_CODE:
                let literal = cmark_node_get_literal(current).map { String(cString: $0) } ?? ""
                if inline.inImage != nil { inline.imageAlt += literal } else { inline.text += literal }
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
                inline.text += " "
            case CMARK_NODE_LINK:
                if inline.link == nil { inline.link = Located(url(of: current), at: position(current)) }
            case CMARK_NODE_IMAGE:
                // Only the first image counts; the others' descriptions are not text.
                guard inline.image == nil else { return false }
                inline.image = Located(url(of: current), at: position(current))
                inline.inImage = current
            default:
                break
            }
            return true
        }
    }
}

/// The destination of a Markdown link or image, and where the link starts (1-based line and
/// column in the Markdown text).
struct MarkdownURL: Sendable {
    var url: String
    var position: SourcePosition
    var isImage: Bool
}
