/// A value with the place in its file where it was written.
struct Located<Value: Sendable>: Sendable {
    var value: Value
    var position: SourcePosition?

    init(_ value: Value, at position: SourcePosition?) {
        self.value = value
        self.position = position
    }
}
