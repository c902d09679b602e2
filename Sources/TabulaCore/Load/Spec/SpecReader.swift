/// Reads typed values out of a positioned tree, reporting what is wrong where it is written.
struct SpecReader {
    let path: String
    let diagnostics: Diagnostics

    func error(_ position: SourcePosition?, _ message: String) {
        diagnostics.error(path, position, message)
    }

    func warning(_ position: SourcePosition?, _ message: String) {
        diagnostics.warning(path, position, message)
    }

    func string(_ member: JSONMember) -> String? {
        if let text = member.node.scalarText, case .string = member.node.value { return text }
        error(member.node.position, "`\(member.key)` must be a string, found \(member.node.typeName)")
        return nil
    }

    /// Strings, numbers and booleans read as text (a row's `text` may be a number).
    func text(_ member: JSONMember) -> String? {
        if let text = member.node.scalarText { return text }
        error(member.node.position, "`\(member.key)` must be text, found \(member.node.typeName)")
        return nil
    }

    func positiveNumber(_ member: JSONMember) -> Double? {
        if let number = member.node.numberValue, number > 0, number.isFinite { return number }
        error(member.node.position, "`\(member.key)` must be a positive number of CSS pixels, found \(describe(member.node))")
        return nil
    }

    func bool(_ member: JSONMember) -> Bool? {
        if case .bool(let b) = member.node.value { return b }
        error(member.node.position, "`\(member.key)` must be true or false, found \(describe(member.node))")
        return nil
    }

    func choice<T: RawRepresentable & CaseIterable>(_ member: JSONMember, _ type: T.Type) -> T? where T.RawValue == String {
        guard let raw = string(member) else { return nil }
        if let value = T(rawValue: raw) { return value }
        let known = T.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
        let hint = Suggestion.closest(to: raw, in: T.allCases.map(\.rawValue)).map { " (did you mean '\($0)'?)" } ?? ""
        error(member.node.position, "unknown \(member.key) '\(raw)'\(hint): use one of \(known)")
        return nil
    }

    func describe(_ node: JSONNode) -> String {
        if let text = node.scalarText { return "\(node.typeName) '\(text)'" }
        return node.typeName
    }

    func warnUnknownKeys(_ node: JSONNode, known: Set<String>, what: String) {
        for member in node.members where !known.contains(member.key) {
            let hint = Suggestion.closest(to: member.key, in: known.sorted()).map { ": did you mean '\($0)'?" } ?? " and is ignored"
            warning(member.keyPosition, "unknown \(what) key '\(member.key)'\(hint)")
        }
    }
}

/// "Did you mean" suggestions by edit distance.
enum Suggestion {
    /// No suggestion is looked for a word longer than this, or among more candidates: the
    /// distance costs the product of two lengths, for each candidate.
    static let maximumLength = 200, maximumCandidates = 10_000

    static func closest(to word: String, in candidates: [String]) -> String? {
        guard word.unicodeScalars.count <= maximumLength, candidates.count <= maximumCandidates else { return nil }
        let lower = word.lowercased()
        let scored = candidates.filter { $0.unicodeScalars.count <= maximumLength }.map { ($0, distance(lower, $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(2, word.count / 3) else { return nil }
        return best.0
    }

    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars), b = Array(b.unicodeScalars)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
