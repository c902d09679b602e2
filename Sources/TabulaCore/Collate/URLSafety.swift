/// Which URLs content may link to or show: script URLs are refused.
enum URLSafety {
    static let linkSchemes: Set<String> = ["http", "https", "mailto", "tel"]
    static let imageSchemes: Set<String> = ["http", "https"]

    /// The URL's scheme, lowercased, read the way a browser reads it (tabs and newlines
    /// removed, leading spaces and control characters ignored); nil for relative URLs.
    static func scheme(of url: String) -> String? {
        let cleaned = url.unicodeScalars.filter { $0 != "\t" && $0 != "\n" && $0 != "\r" }
            .drop { $0.value <= 0x20 }
        var scheme = ""
        for scalar in cleaned {
            if scalar == ":" { return scheme.isEmpty ? nil : scheme.lowercased() }
            let isAlpha = (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z")
            let isOther = (scalar >= "0" && scalar <= "9") || scalar == "+" || scalar == "-" || scalar == "."
            guard isAlpha || (isOther && !scheme.isEmpty) else { return nil }
            scheme.unicodeScalars.append(scalar)
        }
        return nil
    }

    /// nil when the URL is fine for `field`; otherwise what is wrong.
    static func problem(with url: String, field: String, isImage: Bool) -> String? {
        guard let scheme = scheme(of: url) else { return nil }
        if isImage {
            if imageSchemes.contains(scheme) { return nil }
            let lower = url.lowercased()
            if scheme == "data", ["data:image/png", "data:image/jpeg", "data:image/gif", "data:image/webp"].contains(where: lower.hasPrefix) {
                return nil
            }
            return "unsafe URL scheme '\(scheme):' in `\(field)`: images may use http, https, data:image/png|jpeg|gif|webp or a path in Content/"
        }
        if linkSchemes.contains(scheme) { return nil }
        return "unsafe URL scheme '\(scheme):' in `\(field)`: links may use http, https, mailto, tel or a path to a page of this site"
    }
}
