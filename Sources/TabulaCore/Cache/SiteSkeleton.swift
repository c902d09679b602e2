import Foundation

/// What the last full build learned of the site as a whole, besides each page's own record:
/// what links resolve to, and which table pages some page links into by row or section. An
/// edit build (`EditBuild`) takes it as it is, which holds only while the site's *shape* is
/// the one it was made from: the same input paths, every input but a data table unchanged,
/// and every data table's summary unchanged.
/// `shape` is the digest of the first two (`InputScan.digests`); the summaries are compared
/// table by table.
struct SiteSkeleton: Sendable {
    var shape: ContentHash
    /// What links resolve to (`LinkResolver`).
    var paths: SitePaths
    /// Table pages some page links into by row or section (`#row-…`, from a table or a
    /// detail page, the page itself included): their rows check that link.
    var linkedInto: Set<String>

    /// Whether an input is, by its path, one the loader reads as a data table (JSON or CSV):
    /// its content is left out of the shape (each such table's summary stands for it).
    static func isDataTable(_ path: String) -> Bool {
        guard path.hasPrefix("Content/") else { return false }
        let fileExtension = ContentPaths.fileExtension(path)
        return fileExtension == "json" || CSVTableLoader.separators[fileExtension] != nil
    }
}

extension SiteSkeleton {
    /// The skeleton as one column: the shape in hexadecimal, the pages linked into (their
    /// count, then each), then the paths' count and entries (`SitePaths`); each string ended
    /// by a NUL byte.
    var stored: Data {
        var writer = Writer()
        writer.add(shape.description)
        writer.add(count: linkedInto.count)
        for page in linkedInto { writer.add(page) }
        writer.add(count: paths.count)
        writer.bytes.append(contentsOf: paths.stored)
        return writer.bytes
    }

    /// The skeleton `stored` wrote; nil when the bytes are not in its form.
    init?(stored: Data) {
        var reader = Reader(bytes: stored.startIndex == 0 ? stored : Data(stored))
        guard let shape = reader.hash(), let linkedCount = reader.count() else { return nil }
        var linkedInto: Set<String> = []
        for _ in 0..<linkedCount {
            guard let page = reader.string() else { return nil }
            linkedInto.insert(page)
        }
        guard let pathCount = reader.count(), let paths = SitePaths(bytes: reader.bytes, from: reader.at, count: pathCount) else { return nil }
        self.init(shape: shape, paths: paths, linkedInto: linkedInto)
    }

    private struct Writer {
        var bytes = Data()

        mutating func add(_ text: String) {
            bytes.append(contentsOf: text.utf8)
            bytes.append(0)
        }

        mutating func add(count: Int) { add(String(count)) }
    }

    private struct Reader {
        let bytes: Data
        var at = 0

        mutating func string() -> String? {
            guard let end = bytes[at...].firstIndex(of: 0) else { return nil }
            defer { at = end + 1 }
            return String(decoding: bytes[at..<end], as: UTF8.self)
        }

        mutating func count() -> Int? { string().flatMap { Int($0) }.flatMap { $0 >= 0 ? $0 : nil } }

        mutating func hash() -> ContentHash? {
            guard let text = string(), text.utf8.count == 2 * ContentHash.size else { return nil }
            var bytes: [UInt8] = []
            var digits = text.utf8.makeIterator()
            while let high = digits.next(), let low = digits.next() {
                guard let h = Self.nibble(high), let l = Self.nibble(low) else { return nil }
                bytes.append(h << 4 | l)
            }
            return ContentHash(bytes: bytes)
        }

        private static func nibble(_ digit: UInt8) -> UInt8? {
            switch digit {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
            default: nil
            }
        }
    }
}
