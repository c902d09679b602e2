import Foundation
@testable import TabulaCore

/// What `tabula.js` does with a search index, step for step (`indexSource` and its helpers),
/// over the files `SearchIndex` makes: so the Swift tests check the files the way the script
/// reads them. Keep it in step with the script (the browser tests run the script itself).
struct SearchScriptModel {
    struct Hit: Equatable {
        var row: Int
        var kinds: Int
        var positions: Int
    }

    struct Result {
        var hits: [Hit]
        var count: Int
        var exact: Bool
        /// Files read, in order (the root first).
        var reads: [String]
        /// Bytes read until the first results.
        var firstBytes: Int
        var firstReads: Int
    }

    let files: [String: [UInt8]]
    let root: [String: Any]
    /// Character → fold, from the root's map.
    let map: [Character: String]

    init(files: [(path: String, bytes: [UInt8])]) throws {
        self.files = Dictionary(files.map { ($0.path, $0.bytes) }, uniquingKeysWith: { a, _ in a })
        root = try JSONSerialization.jsonObject(with: Data(self.files["search.json"]!)) as! [String: Any]
        var map: [Character: String] = [:]
        for (fold, characters) in root["fold"] as! [String: String] { for c in characters.unicodeScalars { map[Character(c)] = fold } }
        self.map = map
    }

    /// `folding(map)` of the script: the map, else lowercase.
    func fold(_ scalar: Unicode.Scalar) -> String { map[Character(scalar)] ?? scalar.properties.lowercaseMapping }

    /// `wordsOf`: the query's words, folded, split at separators, each once.
    func words(_ query: String) -> [String] {
        var out: [String] = [], word = ""
        for scalar in query.unicodeScalars {
            if SearchCharacters.kind(scalar) != .separator {
                word += fold(scalar)
            } else if !word.isEmpty {
                out.append(word)
                word = ""
            }
        }
        if !word.isEmpty { out.append(word) }
        var seen = Set<String>()
        return out.filter { seen.insert($0).inserted }
    }

    /// `termsOf`: a text's terms, whole, folded as the script folds.
    func terms(_ text: String) -> [String] {
        var out: [String] = [], run: [String] = [], starts: [Int] = [], inWord = false, lastUnspaced = false
        func end() {
            var last = -1
            for s in starts where s != last && s < run.count {
                last = s
                out.append(run[s...].joined())
            }
            run = []
            starts = []
        }
        for scalar in text.unicodeScalars {
            let kind = SearchCharacters.kind(scalar)
            if kind == .separator {
                if inWord { end() }
                inWord = false
                continue
            }
            if !inWord || kind == .unspaced || lastUnspaced { starts.append(run.count) }
            inWord = true
            lastUnspaced = kind == .unspaced
            for folded in fold(scalar).unicodeScalars { run.append(String(folded)) }
        }
        if inWord { end() }
        return out
    }

    /// `rankOf`.
    func rank(_ terms: [String], _ words: [String]) -> (Int, Int)? {
        var kinds = 0, positions = 0
        for word in words {
            var kind = 2, at = 0
            for (p, term) in terms.enumerated() where term.unicodeScalars.starts(with: word.unicodeScalars) {
                let k = term.unicodeScalars.count == word.unicodeScalars.count ? 0 : 1
                if k < kind { (kind, at) = (k, p) }
                if kind == 0 { break }
            }
            if kind == 2 { return nil }
            kinds += kind
            positions += at
        }
        return (kinds, positions)
    }

    static func compare(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars.map(\.value)), b = Array(b.unicodeScalars.map(\.value))
        for (x, y) in zip(a, b) where x != y { return x < y ? -1 : 1 }
        return a.count - b.count
    }

    private func json(_ path: String) -> [String: Any] {
        try! JSONSerialization.jsonObject(with: Data(files[path]!)) as! [String: Any]
    }

    private struct At {
        var node: [String: Any]
        var i: Int
        var level: Int
        var next: String?
        var seps: [String] { node["seps"] as! [String] }
    }

    private func lastAtMost(_ seps: [String], _ key: String) -> Int {
        var lo = 0, hi = seps.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if Self.compare(seps[mid], key) <= 0 { lo = mid + 1 } else { hi = mid }
        }
        return max(0, lo - 1)
    }

    private func nextSep(_ at: At) -> String? { at.i + 1 < at.seps.count ? at.seps[at.i + 1] : at.next }

    private func child(_ at: At, _ reads: inout [String]) -> [String: Any] {
        let seps = at.seps
        var j = at.i
        while j > 0, seps[j - 1] == seps[at.i] { j -= 1 }
        let occurrence = (j == 0 ? at.node["k"] as! Int : 0) + at.i - j
        let name = SearchIndex.name(salt: root["salt"] as! Int, level: at.level, Array(seps[at.i].utf8), occurrence)
        let path = "search/\(name).json"
        reads.append(path)
        return json(path)
    }

    private func down(_ path: [At], _ key: String, _ reads: inout [String]) -> [At] {
        var path = path
        while path.last!.level > 1 {
            let at = path.last!
            let node = child(at, &reads)
            path.append(At(node: node, i: lastAtMost(node["seps"] as! [String], key), level: at.level - 1, next: nextSep(at)))
        }
        return path
    }

    private func advance(_ path: [At], _ reads: inout [String]) -> [At]? {
        var d = path.count - 1
        while d >= 0, path[d].i + 1 >= path[d].seps.count { d -= 1 }
        if d < 0 { return nil }
        var at = path[d]
        at.i += 1
        return down(Array(path[..<d]) + [at], "", &reads)
    }

    private func rows(_ leaf: [String: Any]) -> [(row: Int, text: String)] {
        let list = leaf["rows"] as! [Any]
        var out: [(Int, String)] = [], row = 0
        for i in stride(from: 0, to: list.count, by: 2) {
            row += list[i] as! Int
            out.append((row, list[i + 1] as! String))
        }
        return out
    }

    /// `search` of `indexSource`, reading on through every leaf a common word runs into
    /// (the script stops after 8 and reads the first leaf of each other word; the model
    /// reads them all, to compare whole results).
    func search(_ query: String) -> Result {
        var reads = ["search.json"]
        let words = self.words(query)
        let rootBytes = files["search.json"]!.count
        guard !words.isEmpty else { return Result(hits: [], count: 0, exact: true, reads: reads, firstBytes: rootBytes, firstReads: 1) }
        let maxTerm = root["maxTerm"] as! Int
        let keys = words.map { String(String.UnicodeScalarView($0.unicodeScalars.prefix(maxTerm))) }
        let rootSeps = root["seps"] as! [String]
        let common = root["common"] as! [String], commonRows = root["commonRows"] as! [Int]
        var best = 0, cost: (Int, Int, Int)?
        for (w, key) in keys.enumerated() {
            let i = lastAtMost(rootSeps, key)
            var n = 1
            while i + n < rootSeps.count, rootSeps[i + n].unicodeScalars.starts(with: key.unicodeScalars) { n += 1 }
            let rows = common.indices.filter { common[$0].unicodeScalars.starts(with: key.unicodeScalars) }.reduce(0) { $0 + commonRows[$1] }
            let c = (rows, n, -key.utf16.count)
            if cost == nil || c < cost! { (best, cost) = (w, c) }
        }
        let key = keys[best]
        let path = down([At(node: root, i: lastAtMost(rootSeps, key), level: root["levels"] as! Int, next: nil)], key, &reads)
        let next = nextSep(path.last!)
        let crosses = next.map { $0.unicodeScalars.count > key.unicodeScalars.count && $0.unicodeScalars.starts(with: key.unicodeScalars) } ?? false
        let leaf = child(path.last!, &reads)
        let firstReads = reads.count, firstBytes = reads.reduce(0) { $0 + files[$1]!.count }
        var found: [Int: Hit] = [:]
        func match(_ rows: [(row: Int, text: String)]) {
            for (row, text) in rows where found[row] == nil {
                if let (kinds, positions) = rank(terms(text), words) { found[row] = Hit(row: row, kinds: kinds, positions: positions) }
            }
        }
        func sorted() -> [Hit] { found.values.sorted { ($0.kinds, $0.positions, $0.row) < ($1.kinds, $1.positions, $1.row) } }
        let sums = leaf["sums"] as! [String: [Any]]
        let sum = crosses ? sums[key] : nil
        if let sum, words.count == 1, key == words[0] {
            let leafRows = rows(leaf)
            match((sum[2] as! [Int]).map { leafRows[$0] })
            return Result(hits: sorted(), count: sum[0] as! Int, exact: true, reads: reads, firstBytes: firstBytes, firstReads: firstReads)
        }
        match(rows(leaf))
        var exact = true
        if crosses {
            var at = path
            while let next = advance(at, &reads), next.last!.seps[next.last!.i].unicodeScalars.starts(with: key.unicodeScalars) {
                match(rows(child(next.last!, &reads)))
                at = next
            }
            exact = sum.map { $0[1] as! Int == 1 } ?? true
        }
        let hits = sorted()
        return Result(hits: hits, count: hits.count, exact: exact, reads: reads, firstBytes: firstBytes, firstReads: firstReads)
    }
}
