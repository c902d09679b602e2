/// A tokenizer-level HTML5 checker for generated pages: elements balanced and properly
/// nested (void elements need no end tag), attribute values quoted, no duplicate ids.
/// Stricter than browsers on purpose (optional end tags such as `</li>` are required):
/// Tabula writes every end tag, so a missing one means a broken template.
public enum HTMLWellFormedness {
    public struct Problem: Sendable, Equatable, CustomStringConvertible {
        public var line: Int
        public var message: String
        public var description: String { "line \(line): \(message)" }
    }

    /// Elements that never have an end tag.
    static let voidElements: Set<String> = [
        "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr",
    ]

    public static func check(_ html: String) -> [Problem] {
        var problems: [Problem] = []
        var open: [(name: String, line: Int)] = []
        var ids: [String: Int] = [:]
        for token in HTMLTokenizer.tokens(Array(html.utf8)) {
            switch token {
            case .error(let line, let message):
                problems.append(Problem(line: line, message: message))
            case .start(let tag):
                for attribute in tag.attributes {
                    if !attribute.quoted, attribute.value != nil {
                        problems.append(Problem(line: tag.line, message: "unquoted value of attribute \(attribute.name) on <\(tag.name)>"))
                    }
                    if attribute.name == "id", let id = attribute.value {
                        if let first = ids[id] {
                            problems.append(Problem(line: tag.line, message: "duplicate id \"\(id)\" (first on line \(first))"))
                        } else {
                            ids[id] = tag.line
                        }
                    }
                }
                if voidElements.contains(tag.name) { continue }
                if tag.selfClosing {
                    problems.append(Problem(line: tag.line, message: "<\(tag.name)/> is not a void element; write <\(tag.name)></\(tag.name)>"))
                    continue
                }
                open.append((tag.name, tag.line))
            case .end(let name, let line):
                if voidElements.contains(name) {
                    problems.append(Problem(line: line, message: "</\(name)> closes a void element"))
                } else if let top = open.last, top.name == name {
                    open.removeLast()
                } else if let index = open.lastIndex(where: { $0.name == name }) {
                    let unclosed = open[(index + 1)...].map { "<\($0.name)> (line \($0.line))" }.joined(separator: ", ")
                    problems.append(Problem(line: line, message: "</\(name)> closes <\(name)> (line \(open[index].line)) while \(unclosed) is still open"))
                    open.removeSubrange(index...)
                } else {
                    problems.append(Problem(line: line, message: "</\(name)> has no matching <\(name)>"))
                }
            case .text, .comment, .doctype:
                break
            }
        }
        for element in open.reversed() {
            problems.append(Problem(line: element.line, message: "<\(element.name)> is never closed"))
        }
        return problems
    }

    /// Every `id` attribute of a page.
    public static func ids(_ html: String) -> Set<String> {
        var ids: Set<String> = []
        for case .start(let tag) in HTMLTokenizer.tokens(Array(html.utf8)) {
            if let id = tag.attribute("id") { ids.insert(id) }
        }
        return ids
    }
}
