/// A compiled Mustache template.
///
/// Follows the Mustache spec (interpolation, sections, inverted sections, comments, partials,
/// set delimiters, standalone lines); lambdas and inheritance are not supported. Compile once,
/// render many times: rendering walks a flat instruction list.
public struct MustacheTemplate: Sendable {
    let program: MustacheProgram

    public init(_ source: String) throws(MustacheSyntaxError) {
        var parser = MustacheParser(source)
        program = try parser.parse()
    }

    /// Names the template reads from its context (the first segment of dotted names; `.` is
    /// left out; names used inside sections are included), each with the 1-based line where it is
    /// first read.
    public var referencedNames: [(name: String, line: Int)] { program.referencedNames }

    public func render(_ context: MustacheValue, partials: MustachePartials = .none) -> String {
        var output = ""
        render(context, partials: partials, into: &output)
        return output
    }

    public func render(_ context: MustacheValue, partials: MustachePartials, into output: inout String) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(program.capacityHint)
        render(context, top: context, page: "", partials: partials, into: &bytes)
        output += String(decoding: bytes, as: UTF8.self)
    }

    /// Renders with `context` at the bottom of the context stack and `top` as `{{.}}`, for
    /// output written at `page`, appending UTF-8 to `output`.
    func render<Context: MustacheContext>(_ context: borrowing Context, top: MustacheValue, page: String, partials: MustachePartials,
                                          into output: inout [UInt8]) {
        MustacheRenderer(partials: partials).render(program, context: context, top: top, page: page, into: &output)
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
