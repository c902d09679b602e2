/// Escapes text for HTML content and attribute values (& < > " ').
public enum HTMLText {
    public static func escape(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 }) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Appends `text`'s UTF-8, escaped the same way, with no String made.
    static func appendEscaped(_ text: String, to html: inout [UInt8]) {
        var text = text
        text.withUTF8 { bytes in
            guard let start = bytes.baseAddress else { return }
            var runStart = 0
            while true {
                let index = MustacheEscaping.firstSpecial(in: start, count: bytes.count, from: runStart)
                html.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                guard index < bytes.count else { return }
                let replacement = MustacheEscaping.replacement(bytes[index])
                html.append(contentsOf: UnsafeBufferPointer(start: replacement.utf8Start, count: replacement.utf8CodeUnitCount))
                runStart = index + 1
            }
        }
    }
}
