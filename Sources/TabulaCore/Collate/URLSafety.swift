/// Which URLs content may link to or show. What content writes reaches a page only as one of:
/// a path to a file of the site (resolved by `LinkResolver` and written as its own relative
/// URL, never as given), a `#row-…` or `#section-…` fragment, or an absolute URL of a scheme
/// in the lists below, written so that every browser reads it the same way. Script URLs and
/// everything else are refused, whatever `rawHTML` says.
enum URLSafety {
    static let linkSchemes: Set<String> = ["http", "https", "mailto", "tel"]
    static let imageSchemes: Set<String> = ["https"]

    /// The URL's scheme, lowercased, read the way a browser reads it (tabs and newlines
    /// removed, leading spaces and control characters ignored); nil for relative URLs.
    static func scheme(of url: String) -> String? {
        var scheme = ""
        for scalar in browserView(url) {
            if scalar == ":" { return scheme.isEmpty ? nil : scheme.lowercased() }
            let isAlpha = (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z")
            let isOther = (scalar >= "0" && scalar <= "9") || scalar == "+" || scalar == "-" || scalar == "."
            guard isAlpha || (isOther && !scheme.isEmpty) else { return nil }
            scheme.unicodeScalars.append(scalar)
        }
        return nil
    }

    /// Whether a browser reads `url` as protocol-relative (`//host/…`, or `\\host`, `/\host`:
    /// browsers take a backslash for a slash), which leaves this site for whatever host follows.
    static func isProtocolRelative(_ url: String) -> Bool {
        let start = browserView(url).prefix(2)
        return start.count == 2 && start.allSatisfy { $0 == "/" || $0 == "\\" }
    }

    /// nil when the URL is fine for `field`; otherwise what is wrong and what would be right.
    /// - Parameter field: where the URL is written: a row field's name (`link`), or a phrase
    ///   with spaces ("a Markdown link").
    static func problem(with url: String, field: String, isImage: Bool) -> String? {
        var place: String { self.place(field) }  // made only for a message
        if isProtocolRelative(url) {
            return "protocol-relative URL '\(url)' in \(place) leaves this site for any host: write https://… for another site, or a path to a file of this one"
        }
        guard let scheme = scheme(of: url) else { return nil }
        guard (isImage ? imageSchemes : linkSchemes).contains(scheme) else {
            return isImage
                ? "unsafe URL scheme '\(scheme):' in \(place): images may use https or a file in Content/"
                : "unsafe URL scheme '\(scheme):' in \(place): links may use http, https, mailto, tel or a path to a page of this site"
        }
        if url.unicodeScalars.contains(where: { $0.value <= 0x20 || $0.value == 0x7F || $0 == "\\" }) {
            return "URL '\(url)' in \(place) holds a space, a control character or a backslash, which browsers read in different ways: percent-encode it (%20) or write '/'"
        }
        if scheme == "http" || scheme == "https" {
            let rest = url.unicodeScalars.dropFirst(scheme.unicodeScalars.count + 1)
            let host = rest.dropFirst(2).prefix { $0 != "/" && $0 != "?" && $0 != "#" }
            guard rest.starts(with: "//".unicodeScalars), !host.isEmpty else {
                return "URL '\(url)' in \(place) names no host: write \(scheme)://host/…"
            }
        }
        return nil
    }

    /// How messages name `field`: a field's name in backquotes, a phrase as it is.
    static func place(_ field: String) -> String {
        field.contains(" ") ? field : "`\(field)`"
    }

    /// The URL as a browser reads it: tabs and newlines removed, leading spaces and control
    /// characters skipped.
    private static func browserView(_ url: String) -> some Collection<Unicode.Scalar> {
        url.unicodeScalars.lazy.filter { $0 != "\t" && $0 != "\n" && $0 != "\r" }.drop { $0.value <= 0x20 }
    }
}
