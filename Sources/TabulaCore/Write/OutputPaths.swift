/// Paths of the output folder a build looks paths up in: a set of their own, or what the last
/// build recorded (its stamps, not copied) but some. An edit of a site of 100,000 pages then
/// makes no set of 100,000 paths to tell which files are there, and which it keeps.
struct OutputPaths: Sendable {
    private let listed: Set<String>
    private let recorded: [String: OutputStamp]
    /// Recorded paths that are not among these (`recorded(_:but:)`).
    let excluded: Set<String>

    /// Just `paths`.
    static func these(_ paths: Set<String>) -> OutputPaths { OutputPaths(listed: paths, recorded: [:], excluded: []) }

    /// The paths of `stamps` (what the last build recorded) but `excluded`.
    static func recorded(_ stamps: [String: OutputStamp], but excluded: Set<String> = []) -> OutputPaths {
        OutputPaths(listed: [], recorded: stamps, excluded: excluded)
    }

    var isRecorded: Bool { !recorded.isEmpty }

    func contains(_ path: String) -> Bool {
        listed.contains(path) || (recorded[path] != nil && !excluded.contains(path))
    }
}
