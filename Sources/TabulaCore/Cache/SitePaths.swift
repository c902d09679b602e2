import Foundation

/// What a full build's `LinkResolver` knew of the site's paths, stored as one sorted list so
/// that an edit build looks up the few paths its tables name (`resolver(answering:)`)
/// without reading the whole site's into dictionaries.
///
/// Each entry is a key and a value, each ended by a NUL byte (no path holds one). A key is a
/// kind and a path: `s` a source (value: its page's output path), `p` a page's output path
/// (value: `t` for a table page, `d` for a detail page), `f` an asset's output path (value
/// empty). Entries are sorted by kind, then by path as Swift orders strings, which the
/// lookup's binary search relies on.
struct SitePaths: Sendable {
    /// The entries, as stored.
    let bytes: Data
    /// Where each string of `bytes` starts (a key at even, its value at odd positions), then
    /// the end of the last.
    private let starts: [Int32]

    var count: Int { (starts.count - 1) / 2 }

    /// The paths of a full build's resolver, sorted (by kind, then path: the order of their
    /// keys, which differ first in the kind).
    init(_ resolver: LinkResolver) {
        var entries: [(kind: UInt8, path: String, value: String)] = []
        entries.reserveCapacity(resolver.pagesBySource.count + resolver.pageIsTable.count + resolver.files.count)
        for (source, page) in resolver.pagesBySource { entries.append((UInt8(ascii: "s"), source, page)) }
        for (page, isTable) in resolver.pageIsTable { entries.append((UInt8(ascii: "p"), page, isTable ? "t" : "d")) }
        for file in resolver.files { entries.append((UInt8(ascii: "f"), file, "")) }
        entries.sort { $0.kind != $1.kind ? $0.kind < $1.kind : $0.path < $1.path }
        var bytes = Data()
        bytes.reserveCapacity(entries.reduce(0) { $0 + $1.path.utf8.count + $1.value.utf8.count + 3 })
        for entry in entries {
            bytes.append(entry.kind)
            bytes.append(contentsOf: entry.path.utf8)
            bytes.append(0)
            bytes.append(contentsOf: entry.value.utf8)
            bytes.append(0)
        }
        self.init(bytes: bytes)!
    }

    /// The entries `bytes` holds (read in place, not copied); nil when they are not whole
    /// entries.
    init?(bytes: Data) {
        guard bytes.startIndex == 0, bytes.count < Int32.max, bytes.last ?? 0 == 0 else { return nil }
        let starts = bytes.withUnsafeBytes { raw in
            var starts: [Int32] = [0]
            for (offset, byte) in raw.enumerated() where byte == 0 { starts.append(Int32(offset + 1)) }
            return starts
        }
        // Whole entries, each key a kind and a path.
        guard starts.count % 2 == 1, stride(from: 0, to: starts.count - 1, by: 2).allSatisfy({ starts[$0 + 1] - starts[$0] >= 2 }) else { return nil }
        self.bytes = bytes
        self.starts = starts
    }

    private func string(_ i: Int) -> String { String(decoding: bytes[Int(starts[i])..<Int(starts[i + 1]) - 1], as: UTF8.self) }

    /// Entry `i`'s key: its kind, and its path.
    private func key(_ i: Int) -> (kind: UInt8, path: String) {
        let start = Int(starts[2 * i])
        return (bytes[start], String(decoding: bytes[start + 1..<Int(starts[2 * i + 1]) - 1], as: UTF8.self))
    }

    /// The value stored under a key (a kind and a path), nil when none is. Keys are compared
    /// as the entries were sorted: by kind, then path.
    private func value(_ kind: Character, _ path: String) -> String? {
        let kind = kind.asciiValue!
        func precedes(_ entry: (kind: UInt8, path: String)) -> Bool { entry.kind != kind ? entry.kind < kind : entry.path < path }
        let low = (0..<count).prefixEnd { precedes(key($0)) }
        return low < count && key(low) == (kind, path) ? string(2 * low + 1) : nil
    }

    /// A resolver that answers, as the full build's did, for the content paths `references`
    /// name (`LinkResolver.contentPath(of:from:isImage:)`), each written in `directory`; any
    /// other path is a problem to it.
    func resolver(answering references: [(raw: String, isImage: Bool, directory: String)]) -> LinkResolver {
        var answers: Set<String> = [], pagesBySource: [String: String] = [:], pageIsTable: [String: Bool] = [:], files: Set<String> = []
        func learnPage(_ output: String) {
            if pageIsTable[output] == nil, let kind = value("p", output) { pageIsTable[output] = kind == "t" }
        }
        for reference in references {
            guard let path = LinkResolver.contentPath(of: reference.raw, from: reference.directory, isImage: reference.isImage),
                  answers.insert(path).inserted else { continue }
            if let page = value("s", path) {
                pagesBySource[path] = page
                learnPage(page)
            }
            for output in LinkResolver.outputs(of: path) {
                learnPage(output)
                if value("f", output) != nil { files.insert(output) }
            }
        }
        return LinkResolver(pagesBySource: pagesBySource, pageIsTable: pageIsTable, files: files, answers: answers)
    }
}
