/// An error at a place in a file whose path the caller knows.
struct PositionedError: Error, Sendable {
    var position: SourcePosition?
    var message: String

    init(_ position: SourcePosition?, _ message: String) {
        self.position = position
        self.message = message
    }

    func diagnostic(in path: String) -> Diagnostic {
        .error(path, position, message)
    }
}
