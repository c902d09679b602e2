/// Links between output files, written relative so a site works under any base path.
enum RelativeURL {
    /// `from: "cities/index.html", to: "guides/intro/index.html"` → `../guides/intro/`.
    static func href(from page: String, to target: String) -> String {
        let slash = UInt8(ascii: "/")
        let fromDirectory = page.utf8.split(separator: slash).dropLast()
        var targetParts = target.utf8.split(separator: slash)
        var trailingSlash = false
        if let last = targetParts.last, last.elementsEqual("index.html".utf8) {
            targetParts.removeLast()
            trailingSlash = true
        }
        var common = 0
        while common < fromDirectory.count, common < targetParts.count,
              fromDirectory[fromDirectory.startIndex + common].elementsEqual(targetParts[common]) {
            common += 1
        }
        var href = ""
        href.reserveCapacity(target.utf8.count + 3 * (fromDirectory.count - common) + 2)
        for _ in common..<fromDirectory.count { href += href.isEmpty ? ".." : "/.." }
        let ups = !href.isEmpty
        for part in targetParts[common...] {
            if !href.isEmpty { href += "/" }
            href += percentEncode(Substring(part))
        }
        if trailingSlash { href = href.isEmpty ? "./" : href + "/" }
        // A first segment with a colon would read as a scheme (`javascript:x.png`): RFC 3986, 4.2.
        if !ups, common < targetParts.count, targetParts[common].contains(UInt8(ascii: ":")) { href = "./" + href }
        return href
    }

    static func href(from page: String, to link: Link) -> String {
        switch link {
        case .external(let url): url
        case .fragment(let fragment): "#" + fragment
        case .page(let target, let fragment):
            target == page && fragment != nil ? "#" + fragment! : href(from: page, to: target) + (fragment.map { "#" + $0 } ?? "")
        }
    }

    /// Keeps path characters, escapes what would break a URL path (spaces, `#`, `?`, `%`).
    static func percentEncode(_ part: some StringProtocol) -> String {
        if part.utf8.allSatisfy(isPlain) { return String(part) }
        return part.addingPercentEncoding(withAllowedCharacters: allowed) ?? String(part)
    }

    /// ASCII letters, digits and `-._~!$&'()*+,=:@`: never escaped in a path segment.
    private static func isPlain(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "!"), UInt8(ascii: "$"),
             UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "*"), UInt8(ascii: "+"),
             UInt8(ascii: ","), UInt8(ascii: "="), UInt8(ascii: ":"), UInt8(ascii: "@"): true
        default: false
        }
    }

    private static let allowed: CharacterSet = {
        var set = CharacterSet.urlPathAllowed
        set.remove(charactersIn: "?#%;")
        return set
    }()
}

import Foundation
