/// What a template's names resolve against below every section's frame: a row on the page
/// being written, or a plain value (a layout's context).
///
/// Passed down the renderer by borrow, never captured in a closure: a row captured by the
/// closure that looked its names up was copied each time a template was entered.
protocol MustacheContext {
    /// The value of `name`, for output written at `page` (links are made relative to it).
    func value(_ name: String, page: String) -> MustacheValue?
}

extension MustacheValue: MustacheContext {
    func value(_ name: String, page: String) -> MustacheValue? { member(name) }
}

/// Executes a compiled program, appending UTF-8 to a byte array.
///
/// The context stack lives on the call stack: the bottom is a `MustacheContext`, a section
/// passes its value down as the new top (`top`), and the names of the section frames above
/// the bottom are resolved by `frames` (innermost first) before the bottom is asked.
struct MustacheRenderer {
    let partials: MustachePartials

    /// Nested partial calls deeper than this render nothing (guards `{{>self}}` loops).
    static let maxPartialDepth = 64

    /// The section frames above the bottom of the stack: a name's value in the innermost frame
    /// that has it, or nil.
    typealias Frames = (String) -> MustacheValue?

    /// Renders `program` with `context` at the bottom of the context stack and `top` as its top.
    func render<Context: MustacheContext>(
        _ program: MustacheProgram, context: borrowing Context, top: MustacheValue, page: String,
        indentation: [UInt8] = [], depth: Int = 0, into output: inout [UInt8]
    ) {
        execute(program, program.ops.indices, context: context, top: top, frames: nil, page: page,
                indentation: indentation, depth: depth, into: &output)
    }

    private func execute<Context: MustacheContext>(
        _ program: MustacheProgram, _ range: Range<Int>, context: borrowing Context, top: MustacheValue, frames: Frames?,
        page: String, indentation: [UInt8], depth: Int, into output: inout [UInt8]
    ) {
        var pc = range.lowerBound
        while pc < range.upperBound {
            switch program.ops[pc] {
            case .text(let start, let count):
                output.append(contentsOf: program.literals[Int(start)..<Int(start + count)])
                pc += 1
            case .value(let name, let escaped):
                if let value = Self.lookup(program.names[Int(name)], context: context, top: top, frames: frames, page: page) {
                    Self.append(value, escaped: escaped, to: &output)
                }
                pc += 1
            case .section(let name, let end):
                let body = (pc + 1)..<Int(end)
                if let value = Self.lookup(program.names[Int(name)], context: context, top: top, frames: frames, page: page), !value.isFalsey {
                    if case .list(let items) = value {
                        for item in items {
                            section(program, body, item, context: context, frames: frames, page: page, indentation: indentation, depth: depth, into: &output)
                        }
                    } else {
                        section(program, body, value, context: context, frames: frames, page: page, indentation: indentation, depth: depth, into: &output)
                    }
                }
                pc = body.upperBound
            case .inverted(let name, let end):
                let body = (pc + 1)..<Int(end)
                if Self.lookup(program.names[Int(name)], context: context, top: top, frames: frames, page: page)?.isFalsey ?? true {
                    execute(program, body, context: context, top: top, frames: frames, page: page,
                            indentation: indentation, depth: depth, into: &output)
                }
                pc = body.upperBound
            case .partial(let call):
                let call = program.partialCalls[Int(call)]
                if depth < Self.maxPartialDepth, let template = partials.templates[call.name] {
                    // A standalone partial indents its lines by its own indentation plus the
                    // indentation of the partial it sits in; an inline one is not indented.
                    execute(template.program, template.program.ops.indices, context: context, top: top, frames: frames, page: page,
                            indentation: call.indentation.map { indentation + $0 } ?? [], depth: depth + 1, into: &output)
                }
                pc += 1
            case .indent:
                output.append(contentsOf: indentation)
                pc += 1
            }
        }
    }

    static func append(_ value: MustacheValue, escaped: Bool, to output: inout [UInt8]) {
        switch value {
        case .string(let text), .number(let text):
            if escaped { output.appendEscaped(text) } else { output.append(contentsOf: text.utf8) }
        case .bool(let flag):
            output.append(literal: flag ? "true" : "false")
        case .null, .list, .object:
            break
        }
    }

    /// Renders a section's body once with `item` pushed on the stack. Only an object has
    /// members: under any other item, names resolve as they did outside the section (and no
    /// frame is added).
    private func section<Context: MustacheContext>(
        _ program: MustacheProgram, _ body: Range<Int>, _ item: MustacheValue, context: borrowing Context, frames: Frames?,
        page: String, indentation: [UInt8], depth: Int, into output: inout [UInt8]
    ) {
        let inner: Frames? = if case .object = item { { key in item.member(key) ?? frames?(key) } } else { frames }
        execute(program, body, context: context, top: item, frames: inner, page: page, indentation: indentation, depth: depth, into: &output)
    }

    /// Resolves a name against the context stack as the spec describes: the first segment walks
    /// the stack from the top (section frames, then the context at the bottom), the rest
    /// resolve against the previous result only.
    private static func lookup<Context: MustacheContext>(
        _ name: MustacheName, context: borrowing Context, top: MustacheValue, frames: Frames?, page: String
    ) -> MustacheValue? {
        switch name {
        case .implicit:
            return top
        case .key(let key):
            return find(key, context: context, frames: frames, page: page)
        case .path(let first, let rest):
            guard var value = find(first, context: context, frames: frames, page: page) else { return nil }
            for key in rest {
                guard let next = value.member(key) else { return nil }
                value = next
            }
            return value
        }
    }

    private static func find<Context: MustacheContext>(_ key: String, context: borrowing Context, frames: Frames?, page: String) -> MustacheValue? {
        if let frames, let value = frames(key) { return value }
        return context.value(key, page: page)
    }
}

extension MustacheValue {
    /// The member `key` of an object; nil for other values.
    func member(_ key: String) -> MustacheValue? {
        if case .object(let members) = self { members[key] } else { nil }
    }
}
