/// A compiled Mustache template.
///
/// Follows the Mustache spec (interpolation, sections, inverted sections, comments, partials,
/// set delimiters, standalone lines); lambdas and inheritance are not supported. Compile once,
/// render many times: rendering walks a flat instruction list into a stack buffer and allocates
/// only the output.
public struct MustacheTemplate: Sendable {
    let program: MustacheProgram

    /// Output up to this size is built on the stack before becoming a `String`. Larger
    /// temporary allocations make the runtime check the thread's stack bounds on every call,
    /// which costs about a tenth of a small row's render.
    static let stackBufferSize = 1024

    public init(_ source: String) throws(MustacheSyntaxError) {
        var parser = MustacheParser(source)
        program = try parser.parse()
    }

    /// Names the template reads from its context (the first segment of dotted names; `.` is
    /// left out; names used inside sections are included), each with the 1-based line where it is
    /// first read.
    public var referencedNames: [(name: String, line: Int)] { program.referencedNames }

    public func render(_ context: MustacheValue, partials: MustachePartials = .none) -> String {
        withOutput(MustacheFrame(value: context, parent: nil), partials: partials) { $0.makeString() }
    }

    public func render(_ context: MustacheValue, partials: MustachePartials, into output: inout String) {
        render(root: MustacheFrame(value: context, parent: nil), partials: partials, into: &output)
    }

    /// Renders with `root` as the bottom of the context stack.
    func render(root: MustacheFrame, partials: MustachePartials, into output: inout String) {
        withOutput(root, partials: partials) { buffer in
            if output.isEmpty {
                output = buffer.makeString()
            } else {
                output.append(buffer.makeString())
            }
        }
    }

    /// Renders with `root` as the bottom of the context stack, appending UTF-8 to `output`.
    func render(root: MustacheFrame, partials: MustachePartials, into output: inout [UInt8]) {
        withOutput(root, partials: partials) { buffer in
            output.append(contentsOf: UnsafeBufferPointer(start: buffer.base, count: buffer.count))
        }
    }

    private func withOutput<Result>(
        _ root: MustacheFrame, partials: MustachePartials, _ body: (MustacheOutputBuffer) -> Result
    ) -> Result {
        if program.capacityHint > Self.stackBufferSize {
            let storage = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: program.capacityHint * 2)
            defer { storage.deallocate() }
            return run(root, partials: partials, storage: storage, body)
        }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.stackBufferSize) { storage in
            run(root, partials: partials, storage: storage, body)
        }
    }

    private func run<Result>(
        _ root: MustacheFrame, partials: MustachePartials, storage: UnsafeMutableBufferPointer<UInt8>,
        _ body: (MustacheOutputBuffer) -> Result
    ) -> Result {
        var output = MustacheOutputBuffer(storage: storage)
        defer { output.deallocate() }
        render(root: root, partials: partials, into: &output)
        return body(output)
    }

    /// Renders with `root` as the bottom of the context stack, appending to `output` (a row
    /// writes its cell into the buffer it writes the rest of its element into).
    func render(root: MustacheFrame, partials: MustachePartials, into output: inout MustacheOutputBuffer) {
        var root = root
        let renderer = MustacheRenderer(partials: partials)
        withUnsafePointer(to: &root) { root in
            renderer.render(program, frame: root, indentation: UnsafeBufferPointer(start: nil, count: 0), depth: 0, into: &output)
        }
    }
}

/// Partials available to `{{> name}}`, by name.
public struct MustachePartials: Sendable {
    let templates: [String: MustacheTemplate]

    public static let none = MustachePartials([:])

    public init(_ templates: [String: MustacheTemplate]) {
        self.templates = templates
    }
}
