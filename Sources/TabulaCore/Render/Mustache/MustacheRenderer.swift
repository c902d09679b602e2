/// Executes a compiled program, appending UTF-8 to a byte array.
///
/// The context stack lives on the call stack: a section passes its value down as the new top
/// (`top`), and a lookup (`find`) that checks the top's members before asking the frames below.
struct MustacheRenderer {
    let partials: MustachePartials

    /// Nested partial calls deeper than this render nothing (guards `{{>self}}` loops).
    static let maxPartialDepth = 64

    /// Renders `program` with `top` as the top of the context stack and `find` resolving a
    /// name against the whole stack.
    func render(
        _ program: MustacheProgram, top: MustacheValue, find: (String) -> MustacheValue?,
        indentation: [UInt8] = [], depth: Int = 0, into output: inout [UInt8]
    ) {
        execute(program, program.ops.indices, top: top, find: find, indentation: indentation, depth: depth, into: &output)
    }

    private func execute(
        _ program: MustacheProgram, _ range: Range<Int>, top: MustacheValue, find: (String) -> MustacheValue?,
        indentation: [UInt8], depth: Int, into output: inout [UInt8]
    ) {
        var pc = range.lowerBound
        while pc < range.upperBound {
            switch program.ops[pc] {
            case .text(let start, let count):
                output.append(contentsOf: program.literals[Int(start)..<Int(start + count)])
                pc += 1
            case .escaped(let name):
                if let value = Self.lookup(program.names[Int(name)], top: top, find: find) { Self.append(value, escaped: true, to: &output) }
                pc += 1
            case .unescaped(let name):
                if let value = Self.lookup(program.names[Int(name)], top: top, find: find) { Self.append(value, escaped: false, to: &output) }
                pc += 1
            case .section(let name, let end):
                let body = (pc + 1)..<Int(end)
                if let value = Self.lookup(program.names[Int(name)], top: top, find: find), !value.isFalsey {
                    func push(_ item: MustacheValue) {
                        // Only an object has members: under any other item, names resolve as
                        // they did outside the section (and no lookup closure is made).
                        if case .object = item {
                            execute(program, body, top: item, find: { key in item.member(key) ?? find(key) },
                                    indentation: indentation, depth: depth, into: &output)
                        } else {
                            execute(program, body, top: item, find: find, indentation: indentation, depth: depth, into: &output)
                        }
                    }
                    if case .list(let items) = value { items.forEach(push) } else { push(value) }
                }
                pc = body.upperBound
            case .inverted(let name, let end):
                let body = (pc + 1)..<Int(end)
                if Self.lookup(program.names[Int(name)], top: top, find: find)?.isFalsey ?? true {
                    execute(program, body, top: top, find: find, indentation: indentation, depth: depth, into: &output)
                }
                pc = body.upperBound
            case .partial(let call):
                let call = program.partialCalls[Int(call)]
                if depth < Self.maxPartialDepth, let template = partials.templates[call.name] {
                    // A standalone partial indents its lines by its own indentation plus the
                    // indentation of the partial it sits in; an inline one is not indented.
                    render(template.program, top: top, find: find, indentation: call.indentation.map { indentation + $0 } ?? [],
                           depth: depth + 1, into: &output)
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

    /// Resolves a name against the context stack as the spec describes: the first segment walks
    /// the stack from the top, the rest resolve against the previous result only.
    private static func lookup(_ name: MustacheName, top: MustacheValue, find: (String) -> MustacheValue?) -> MustacheValue? {
        switch name {
        case .implicit:
            return top
        case .key(let key):
            return find(key)
        case .path(let first, let rest):
            guard var value = find(first) else { return nil }
            for key in rest {
                guard let next = value.member(key) else { return nil }
                value = next
            }
            return value
        }
    }
}

extension MustacheValue {
    /// The member `key` of an object; nil for other values.
    func member(_ key: String) -> MustacheValue? {
        if case .object(let members) = self { members[key] } else { nil }
    }
}
