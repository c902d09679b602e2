import Hummingbird

/// The `Content-Type` of a file in the output folder, by its extension.
enum ContentType {
    private static let text: Set<String> = ["html", "htm", "css", "js", "mjs", "json", "svg", "txt", "xml", "md", "csv", "webmanifest"]
    private static let overrides: [String: String] = [
        "js": "text/javascript", "mjs": "text/javascript", "webmanifest": "application/manifest+json",
        "md": "text/markdown", "woff2": "font/woff2", "avif": "image/avif", "wasm": "application/wasm",
    ]

    static func of(path: String) -> String {
        let name = path.split(separator: "/").last ?? ""
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "application/octet-stream" }
        let ext = name[name.index(after: dot)...].lowercased()
        let type = overrides[ext] ?? MediaType.getMediaType(forExtension: ext)?.description ?? "application/octet-stream"
        return text.contains(ext) && !type.contains("charset") ? type + "; charset=utf-8" : type
    }

    static func isHTML(_ path: String) -> Bool {
        path.lowercased().hasSuffix(".html") || path.lowercased().hasSuffix(".htm")
    }
}
