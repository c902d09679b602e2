import Synchronization

/// Collects every problem of a build so all of them are reported before the build fails,
/// rather than stopping at the first one.
public final class Diagnostics: Sendable {
    private let found = Mutex<[Diagnostic]>([])

    public init() {}

    public func report(_ diagnostic: Diagnostic) {
        found.withLock { $0.append(diagnostic) }
    }

    public func error(_ path: String, _ position: SourcePosition?, _ message: String) {
        report(.error(path, position, message))
    }

    public func warning(_ path: String, _ position: SourcePosition?, _ message: String) {
        report(.warning(path, position, message))
    }

    /// All diagnostics in a stable order: by path, then position, then message.
    public var all: [Diagnostic] {
        found.withLock { $0 }.sorted { a, b in
            if a.path != b.path { return a.path < b.path }
            let pa = a.position ?? SourcePosition(line: 0, column: 0)
            let pb = b.position ?? SourcePosition(line: 0, column: 0)
            if pa != pb { return pa < pb }
            return a.message < b.message
        }
    }

    public var warnings: [Diagnostic] { all.filter { $0.severity == .warning } }
    public var hasErrors: Bool { found.withLock { $0.contains { $0.severity == .error } } }
}

/// Thrown when a build found errors; the diagnostics hold the details.
public struct BuildFailed: Error, Sendable, CustomStringConvertible {
    public let diagnostics: [Diagnostic]
    public var description: String {
        let count = diagnostics.filter { $0.severity == .error }.count
        return "build failed with \(count) error\(count == 1 ? "" : "s")"
    }
}
