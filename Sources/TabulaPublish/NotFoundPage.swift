import Foundation

/// A host serves `404.html` for any missing path (`/a/b/c`), so its relative references
/// would resolve against the wrong folder: they are made root-relative with the base path.
enum NotFoundPage {
    static let path = "404.html"

    static func makeReferencesRootRelative(in root: URL, basePath: String) throws {
        let url = root.appendingPathComponent(path)
        guard let html = try? String(contentsOf: url, encoding: .utf8) else { return }
        let rewritten = rewrite(html, basePath: basePath)
        if rewritten != html { try Data(rewritten.utf8).write(to: url) }
    }

    static func rewrite(_ html: String, basePath: String) -> String {
        let base = basePath.hasSuffix("/") ? basePath : basePath + "/"
        // Attribute values are always double-quoted in Tabula's templates.
        guard let pattern = try? NSRegularExpression(pattern: #"\b(href|src)="([^"]*)""#) else { return html }
        let source = html as NSString
        var result = ""
        var last = 0
        for match in pattern.matches(in: html, range: NSRange(location: 0, length: source.length)) {
            let value = source.substring(with: match.range(at: 2))
            result += source.substring(with: NSRange(location: last, length: match.range(at: 2).location - last))
            last = match.range(at: 2).location + match.range(at: 2).length
            guard !value.isEmpty, !value.hasPrefix("/"), !value.hasPrefix("#"), !BuildTree.hasScheme(value),
                  let resolved = BuildTree.resolve(value, from: path) else {
                result += value
                continue
            }
            let suffix = value.firstIndex(where: { $0 == "#" || $0 == "?" }).map { String(value[$0...]) } ?? ""
            let folder = value.split(whereSeparator: { $0 == "#" || $0 == "?" }).first.map { $0.hasSuffix("/") || $0 == "." } ?? true
            let encoded = resolved.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(.init(charactersIn: "?#;%"))) ?? resolved
            result += base + encoded + (folder && !resolved.isEmpty ? "/" : "") + suffix
        }
        result += source.substring(from: last)
        return result
    }
}
