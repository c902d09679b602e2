import Hummingbird

/// The media types the preview server sends where Hummingbird's table has none or another:
/// text files say `charset=utf-8` (the build writes UTF-8), JavaScript is `text/javascript`.
enum ContentType {
    static let html = "text/html; charset=utf-8"

    private static let text: Set<String> = ["html", "htm", "css", "js", "mjs", "json", "svg", "txt", "xml", "md", "csv", "webmanifest"]
    private static let overrides: [String: String] = [
        "js": "text/javascript", "mjs": "text/javascript", "webmanifest": "application/manifest+json",
        "md": "text/markdown", "woff2": "font/woff2", "avif": "image/avif", "wasm": "application/wasm",
    ]

    /// Extension → media type, for `FileMiddleware.withAdditionalMediaTypes`.
    static let byExtension: [String: MediaType] = {
        var types: [String: MediaType] = [:]
        for ext in text.union(overrides.keys) {
            let type = overrides[ext] ?? MediaType.getMediaType(forExtension: ext)?.description ?? "text/plain"
            types[ext] = MediaType(from: text.contains(ext) ? type + "; charset=utf-8" : type)
        }
        return types
    }()

    static func isHTML(_ path: String) -> Bool {
        path.lowercased().hasSuffix(".html") || path.lowercased().hasSuffix(".htm")
    }
}
