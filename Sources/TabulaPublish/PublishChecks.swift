import Foundation

/// The checks a staged build must pass before `publish` deploys it.
extension Publisher {
    /// Every problem of a staged build, as `page: reference → reason` or `page:line: message`.
    public static func check(_ root: URL, basePath: String = "/") throws -> [String] {
        var problems: [String] = []
        let files = try BuildTree.files(in: root)
        if !files.contains(NotFoundPage.path) { problems.append("404.html: missing from the build") }
        for path in files {
            let data = try Data(contentsOf: root.appendingPathComponent(path))
            if data.range(of: Data("/__tabula/".utf8)) != nil {
                problems.append("\(path): contains preview-only code (/__tabula/)")
            }
            guard path.hasSuffix(".html") else { continue }
            for problem in HTMLWellFormedness.check(String(decoding: data, as: UTF8.self)) {
                problems.append("\(path):\(problem.line): \(problem.message)")
            }
        }
        problems += try LinkCheck(basePath: basePath).check(root: root).map(\.description)
        return problems
    }
}
