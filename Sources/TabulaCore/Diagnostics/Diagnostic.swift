/// One problem found in a site, printed as `path:line:column: severity: message`.
public struct Diagnostic: Sendable, Hashable, Codable, CustomStringConvertible {
    public enum Severity: String, Sendable, Hashable, Codable {
        case error
        case warning
    }

    public var severity: Severity
    /// Path as the user should see it (relative to the site folder when possible).
    public var path: String
    public var position: SourcePosition?
    public var message: String

    public init(_ severity: Severity, _ path: String, _ position: SourcePosition?, _ message: String) {
        self.severity = severity
        self.path = path
        self.position = position
        self.message = message
    }

    public static func error(_ path: String, _ position: SourcePosition?, _ message: String) -> Diagnostic {
        Diagnostic(.error, path, position, message)
    }

    public static func warning(_ path: String, _ position: SourcePosition?, _ message: String) -> Diagnostic {
        Diagnostic(.warning, path, position, message)
    }

    public var description: String {
        let place = position.map { "\(path):\($0.line):\($0.column)" } ?? path
        return "\(place): \(severity.rawValue): \(message)"
    }
}
