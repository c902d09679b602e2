/// What a deploy changes, by build path.
public struct ChangeSet: Sendable, Equatable, CustomStringConvertible {
    public var added: [String] = []
    public var changed: [String] = []
    public var removed: [String] = []

    public init(added: [String] = [], changed: [String] = [], removed: [String] = []) {
        self.added = added.sorted()
        self.changed = changed.sorted()
        self.removed = removed.sorted()
    }

    public var isEmpty: Bool { added.isEmpty && changed.isEmpty && removed.isEmpty }

    /// One line per path: `+ added`, `~ changed`, `- removed`.
    public var lines: [String] {
        added.map { "+ \($0)" } + changed.map { "~ \($0)" } + removed.map { "- \($0)" }
    }

    public var summary: String {
        isEmpty ? "no changes" : "\(added.count) added, \(changed.count) changed, \(removed.count) removed"
    }

    public var description: String { (lines + [summary]).joined(separator: "\n") }

    /// Compares two trees given as path → content identity (bytes or a hash).
    static func between<Identity: Equatable>(old: [String: Identity], new: [String: Identity]) -> ChangeSet {
        ChangeSet(
            added: new.keys.filter { old[$0] == nil },
            changed: new.keys.filter { old[$0] != nil && old[$0] != new[$0] },
            removed: old.keys.filter { new[$0] == nil })
    }
}
