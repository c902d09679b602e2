import Yams

/// A Markdown file split into its YAML front matter and its body.
struct FrontMatter: Sendable {
    /// The front matter as a positioned tree (an empty object when there is none).
    var fields: JSONNode
    var body: String
    /// Line of the body's first line in the file (1-based), to map Markdown positions back.
    var bodyFirstLine: Int

    static let empty = JSONNode(position: SourcePosition(line: 1, column: 1), value: .object([]))

    /// Splits `---` fenced YAML front matter off `text`; reports YAML errors with file positions.
    static func parse(_ text: String) throws(PositionedError) -> FrontMatter {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if let first = lines.first, first.hasPrefix("\u{FEFF}") { lines[0] = first.dropFirst() }
        guard let first = lines.first, first.trimmingTrailingWhitespace() == "---" else {
            return FrontMatter(fields: empty, body: text, bodyFirstLine: 1)
        }
        guard let close = lines.dropFirst().firstIndex(where: {
            let line = $0.trimmingTrailingWhitespace()
            return line == "---" || line == "..."
        }) else {
            throw PositionedError(SourcePosition(line: 1, column: 1),
                                  "front matter starts with '---' but is never closed: add a line '---' after it")
        }
        let yaml = lines[1..<close].joined(separator: "\n")
        let body = lines[(close + 1)...].joined(separator: "\n")
        let fields = try YAMLTree.parse(yaml, lineOffset: 1)
        return FrontMatter(fields: fields ?? empty, body: body, bodyFirstLine: close + 2)
    }
}

extension Substring {
    func trimmingTrailingWhitespace() -> Substring {
        var end = endIndex
        while end > startIndex, let c = self[index(before: end)].unicodeScalars.first, c == " " || c == "\t" || c == "\r" {
            end = index(before: end)
        }
        return self[startIndex..<end]
    }
}
