#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Maps a request path to a file inside the output folder, or to nothing.
///
/// A path is refused (without touching the file) when it holds a dot segment, a backslash,
/// a NUL byte, an empty segment or a bad percent escape, once decoded; a path that exists
/// is then resolved with `realpath` and refused unless it stays inside the real root, so a
/// symbolic link that leaves the folder is never followed.
struct SafePath: Sendable {
    enum Resolution: Equatable, Sendable {
        /// A regular file, by its real path.
        case file(String)
        /// A folder; `index` is the real path of its `index.html`, if any.
        case folder(index: String?)
        case notFound
    }

    /// The real path of the output folder.
    let root: String

    init(root: String) {
        self.root = SafePath.realPath(root) ?? root
    }

    /// The decoded segments of a request path (its query removed), or nil when refused.
    static func segments(_ rawPath: Substring) -> [String]? {
        let path = rawPath.prefix { $0 != "?" && $0 != "#" }
        guard path.first == "/", let decoded = percentDecoded(path.dropFirst()) else { return nil }
        if decoded.isEmpty { return [] }
        var segments = decoded.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        if segments.last == "" { segments.removeLast() }
        for segment in segments {
            if segment.isEmpty || segment == "." || segment == ".." { return nil }
            if segment.contains("\\") || segment.contains("\0") { return nil }
        }
        return segments
    }

    func resolve(_ rawPath: Substring) -> Resolution {
        guard let segments = SafePath.segments(rawPath) else { return .notFound }
        let candidate = segments.reduce(root) { $0 + "/" + $1 }
        guard let real = inside(candidate) else { return .notFound }
        switch SafePath.kind(real) {
        case .file: return .file(real)
        case .folder:
            let index = inside(real + "/index.html").flatMap { SafePath.kind($0) == .file ? $0 : nil }
            return .folder(index: index)
        case .other: return .notFound
        }
    }

    /// The real path of `path` when it exists and lies inside the root.
    func inside(_ path: String) -> String? {
        guard let real = SafePath.realPath(path) else { return nil }
        return real == root || real.hasPrefix(root == "/" ? "/" : root + "/") ? real : nil
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private enum Kind { case file, folder, other }

    private static func kind(_ path: String) -> Kind {
        var info = stat()
        guard stat(path, &info) == 0 else { return .other }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .folder
        default: return .other
        }
    }

    /// Strict percent-decoding: a `%` must be followed by two hex digits, and the bytes must be UTF-8.
    static func percentDecoded(_ text: Substring) -> String? {
        var bytes: [UInt8] = []
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else { bytes.append(byte); continue }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else { return nil }
            bytes.append(high << 4 | low)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
