/// A name in a tag, split once at compile time.
enum MustacheName: Sendable, Equatable {
    /// `{{.}}`: the top of the context stack.
    case implicit
    /// `{{name}}`
    case key(String)
    /// `{{a.b.c}}`: `first` is resolved against the stack, `rest` against each result.
    case path(first: String, rest: [String])
}

/// One instruction of a compiled template. Payloads are plain integers (indexes into the
/// program's tables), so walking the instructions involves no reference counting.
enum MustacheOp: Sendable {
    /// Literal text: `count` bytes of `MustacheProgram.literals` from `start`.
    case text(start: Int32, count: Int32)
    /// `{{name}}` (`escaped`: HTML-escaped), `{{{name}}}` / `{{&name}}`: interpolation of `names[name]`.
    case value(name: Int32, escaped: Bool)
    /// `{{#name}}`: the body is the ops after this one up to `end` (exclusive); execution resumes at `end`.
    case section(name: Int32, end: Int32)
    /// `{{^name}}`: as `section`, rendered once when the value is falsey.
    case inverted(name: Int32, end: Int32)
    /// `{{>name}}`: `partialCalls[call]`.
    case partial(call: Int32)
    /// Start of a non-empty source line: emits the current partial indentation, if any.
    case indent
}

/// A `{{>name}}` tag.
struct MustachePartialCall: Sendable {
    var name: String
    /// Nil when the tag is not standalone; else the whitespace before it, prepended to every line
    /// of the partial.
    var indentation: [UInt8]?
    /// Where the tag is in the template (1-based; the column counts Unicode scalars).
    var line: Int
    var column: Int
    /// How many sections are open around the tag.
    var depth: Int
}

/// A template compiled to a flat list of instructions.
struct MustacheProgram: Sendable {
    var ops: [MustacheOp] = []
    /// The UTF-8 bytes of every literal text, back to back.
    var literals: [UInt8] = []
    var names: [MustacheName] = []
    var partialCalls: [MustachePartialCall] = []
    /// First segment of every name the template reads, with the line of its first use.
    var referencedNames: [(name: String, line: Int)] = []
    /// The deepest nesting of sections.
    var nesting = 0
    /// Output size to reserve for one render.
    var capacityHint = 0
}
