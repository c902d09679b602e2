/// A windowed table's search index, split so that a query fetches only what its words can be
/// in: `windows/search.json` (the root: how to fold a query, and the separators of the level
/// below) and `windows/search/<name>.json` (nodes, if the root cannot list every leaf, and
/// leaves). Nothing is fetched until the reader searches; a query reads the root, one node
/// per level and one leaf, each of bounded size, so what a query costs does not grow with
/// the table.
///
/// - Leaf: `{"rows":[row, "text", row step, "text", …], "sums":{"prefix":[count, complete, [i, …]]}}`:
///   every row with a term in the leaf, in table order (the first row's number, then each
///   one's distance from the one before), with its searchable text (`SearchTokenizer`); and
///   the summaries (`SearchSummary`) of prefixes whose terms go on past it, their best rows
///   given as indexes into `rows`.
/// - Node: `{"k": occurrence, "seps": [separator, …]}`: the separators of its children in
///   the level below, and the occurrence number of the first one (see `name`).
/// - Root: a node, with `version`, `maxTerm` (terms are cut after that many folded
///   characters), `salt` and `levels` (levels of nodes and leaves below it), `fold`
///   (`SearchFolding.browserMap`: each fold and the characters folding to it) and `common`
///   (the terms in most rows, `SearchLeaves.common`, and in `commonRows` their row counts: a query
///   word starting one is read last, the one in fewest rows first among such words).
///
/// Names are derived from the separators, so the script needs no list of files and an edit
/// renames only the files whose separators change.
struct SearchIndex {
    static let version = 1
    var limits = SearchLimits()

    /// Hands each file to `emit` as soon as it is made (leaves on all cores), by path under
    /// the table's `windows/` folder; the root last.
    func write(_ page: TablePage, to emit: @Sendable (String, [UInt8]) -> Void) {
        let index = SearchPostings(page, folding: SearchFolding(page))
        let leaves = SearchLeaves(index, limits: limits)

        // Levels of nodes above the leaves, until one fits the root.
        var levels: [[[UInt8]]] = [leaves.separators]
        var groups: [[Range<Int>]] = []
        while Self.listBytes(levels.last!) > limits.maxNode {
            let parts = group(levels.last!)
            groups.append(parts)
            levels.append(parts.map { levels.last![$0.lowerBound] })
        }
        let occurrences = levels.map(Self.occurrences)
        var salt = 0
        var names: [[String]] = []
        repeat {
            names = levels.indices.map { level in
                levels[level].indices.map { Self.name(salt: salt, level: level + 1, levels[level][$0], occurrences[level][$0]) }
            }
            salt += 1
        } while Set(names.joined()).count != names.reduce(0) { $0 + $1.count }
        salt -= 1

        let leafNames = names[0]
        ConcurrentMap.forEachIndex(leaves.count) { leaf in emit("search/\(leafNames[leaf]).json", leafJSON(leaf, leaves, index)) }
        for (level, parts) in groups.enumerated() {
            for (node, range) in parts.enumerated() {
                var json: [UInt8] = []
                nodeJSON(levels[level][range], first: occurrences[level][range.lowerBound], into: &json)
                json.append(literal: "}\n")
                emit("search/\(names[level + 1][node]).json", json)
            }
        }
        var root: [UInt8] = []
        root.append(literal: "{\"version\":")
        JSONText.appendNumber(Self.version, to: &root)
        root.append(literal: ",\"maxTerm\":")
        JSONText.appendNumber(SearchTokenizer.maxTermScalars, to: &root)
        root.append(literal: ",\"salt\":")
        JSONText.appendNumber(salt, to: &root)
        root.append(literal: ",\"levels\":")
        JSONText.appendNumber(levels.count, to: &root)
        root.append(literal: ",\"fold\":")
        root += index.folding.browserMapJSON
        let common = leaves.common(index, limit: limits.commonTerms)
        root.append(literal: ",\"common\":[")
        for (i, entry) in common.enumerated() {
            if i > 0 { root.append(literal: ",") }
            JSONText.appendQuoted(entry.term.span, to: &root)
        }
        root.append(literal: "],\"commonRows\":[")
        for (i, entry) in common.enumerated() {
            if i > 0 { root.append(literal: ",") }
            JSONText.appendNumber(entry.rows, to: &root)
        }
        root.append(literal: "],")
        nodeJSON(levels.last![...], first: 0, into: &root)
        root.append(literal: "}\n")
        emit("search.json", root)
    }

    /// A file's name: FNV-1a of the salt, its level (1 for leaves), its separator and how
    /// many entries of its level before it have the same separator, in hexadecimal. The
    /// script computes the same from the separators it reads.
    static func name(salt: Int, level: Int, _ separator: [UInt8], _ occurrence: Int) -> String {
        var bytes = Array("\(salt):\(level):".utf8)
        bytes += separator
        bytes += Array(":\(occurrence)".utf8)
        let hash = FNV1a.hash(bytes.span)
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 8 - hex.count) + hex
    }

    /// For each separator, how many before it are the same (equal ones are next to each other).
    static func occurrences(_ separators: [[UInt8]]) -> [Int] {
        var out: [Int] = []
        out.reserveCapacity(separators.count)
        for (i, separator) in separators.enumerated() {
            out.append(i > 0 && separators[i - 1] == separator ? out[i - 1] + 1 : 0)
        }
        return out
    }

    private static func listBytes(_ separators: [[UInt8]]) -> Int {
        separators.reduce(0) { $0 + $1.count + 3 }
    }

    /// Entries of a level grouped into nodes of at most `maxNode` bytes of separators, cut
    /// where their hashes say once a node has a quarter of that (so cuts stay put as leaves
    /// change elsewhere).
    private func group(_ separators: [[UInt8]]) -> [Range<Int>] {
        var parts: [Range<Int>] = [], start = 0, bytes = 0
        let occurrences = Self.occurrences(separators)
        for (i, separator) in separators.enumerated() {
            let size = separator.count + 3
            if i > start, bytes + size > limits.maxNode
                || (bytes >= limits.maxNode / 4 && SearchLeaves.mix(FNV1a.hash(separator.span), UInt32(occurrences[i])) % 64 == 0) {
                parts.append(start..<i)
                start = i
                bytes = 0
            }
            bytes += size
        }
        parts.append(start..<separators.count)
        return parts
    }

    /// `"k":first,"seps":[…]` (no braces).
    private func nodeJSON(_ separators: ArraySlice<[UInt8]>, first: Int, into json: inout [UInt8]) {
        if json.isEmpty { json.append(literal: "{") }
        json.append(literal: "\"k\":")
        JSONText.appendNumber(first, to: &json)
        json.append(literal: ",\"seps\":[")
        for (i, separator) in separators.enumerated() {
            if i > 0 { json.append(literal: ",") }
            JSONText.appendQuoted(separator.span, to: &json)
        }
        json.append(literal: "]")
    }

    private func leafJSON(_ leaf: Int, _ leaves: SearchLeaves, _ index: SearchPostings) -> [UInt8] {
        let summaries = SearchSummary.of(leaf: leaf, leaves, index, limit: limits.summaryRows)
        var rows = leaves.rows(leaf, index)
        for summary in summaries { rows += summary.rows }
        rows.sort()
        var unique: [UInt32] = []
        unique.reserveCapacity(rows.count)
        for row in rows where unique.last != row { unique.append(row) }

        var json: [UInt8] = []
        json.reserveCapacity(unique.reduce(64) { $0 + index.textCount(ofRow: Int($1)) + 12 })
        json.append(literal: "{\"rows\":[")
        var previous: UInt32 = 0
        for (i, row) in unique.enumerated() {
            if i > 0 { json.append(literal: ",") }
            JSONText.appendNumber(Int(row - previous), to: &json)
            previous = row
            json.append(literal: ",\"")
            index.appendText(ofRow: Int(row), to: &json)
            json.append(literal: "\"")
        }
        json.append(literal: "],\"sums\":{")
        for (i, summary) in summaries.enumerated() {
            if i > 0 { json.append(literal: ",") }
            JSONText.appendQuoted(summary.prefix.span, to: &json)
            json.append(literal: ":[")
            JSONText.appendNumber(summary.count, to: &json)
            json.append(literal: summary.complete ? ",1,[" : ",0,[")
            for (j, row) in summary.rows.enumerated() {
                if j > 0 { json.append(literal: ",") }
                JSONText.appendNumber(unique.prefixEnd { $0 < row }, to: &json)
            }
            json.append(literal: "]]")
        }
        json.append(literal: "}}\n")
        return json
    }
}
