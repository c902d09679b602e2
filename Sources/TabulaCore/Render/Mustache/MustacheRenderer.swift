/// One entry of the context stack. Frames live on the call stack and point at their parent,
/// so pushing a section's value allocates nothing.
struct MustacheFrame {
    let value: MustacheValue
    let parent: UnsafePointer<MustacheFrame>?
    /// For a frame pushed by `{{#name}}` with a single-segment name: that name's index and the
    /// program it indexes. Looking the same name up again from inside the section, past this
    /// frame's own members, finds exactly this value (the lookup that produced it started at the
    /// parent frame), so the walk can stop here instead of hashing the key again.
    let aliasName: Int32
    let aliasProgram: UnsafeRawPointer?
    /// A row whose names (`text`, `detail`, …) this frame has besides `value`'s members, read
    /// from the row when looked up instead of copied into a dictionary for every row rendered.
    let row: UnsafePointer<RowScope>?

    init(value: MustacheValue, parent: UnsafePointer<MustacheFrame>?, aliasName: Int32 = -1, aliasProgram: UnsafeRawPointer? = nil,
         row: UnsafePointer<RowScope>? = nil) {
        self.value = value
        self.parent = parent
        self.aliasName = aliasName
        self.aliasProgram = aliasProgram
        self.row = row
    }
}

/// Executes compiled programs into a `MustacheOutputBuffer`.
struct MustacheRenderer {
    let partials: MustachePartials

    /// Nested partial calls deeper than this render nothing (guards `{{>self}}` loops).
    static let maxPartialDepth = 64

    /// A program's tables as plain pointers: borrowed from its arrays for one execution, or
    /// lent for as long as a `LentProgram` lives.
    struct Tables {
        let ops: UnsafeBufferPointer<MustacheOp>
        let literals: UnsafePointer<UInt8>?
        let names: UnsafeBufferPointer<MustacheName>
        let partialCalls: UnsafeBufferPointer<MustachePartialCall>
    }

    /// A program's tables, borrowed for the duration of one execution.
    private struct Code {
        let tables: Tables
        var ops: UnsafeBufferPointer<MustacheOp> { tables.ops }
        var literals: UnsafePointer<UInt8>? { tables.literals }
        var names: UnsafeBufferPointer<MustacheName> { tables.names }
        var partialCalls: UnsafeBufferPointer<MustachePartialCall> { tables.partialCalls }
        /// Identifies the program for frame aliases: its name table's address.
        var programID: UnsafeRawPointer? { UnsafeRawPointer(names.baseAddress) }
        /// Partial indentation in effect (empty outside indented partials).
        let indentation: UnsafeBufferPointer<UInt8>
        let depth: Int
    }

    func render(
        _ program: MustacheProgram, frame: UnsafePointer<MustacheFrame>,
        indentation: UnsafeBufferPointer<UInt8>, depth: Int, into output: inout MustacheOutputBuffer
    ) {
        program.ops.withUnsafeBufferPointer { ops in
            program.literals.withUnsafeBufferPointer { literals in
                program.names.withUnsafeBufferPointer { names in
                    program.partialCalls.withUnsafeBufferPointer { partialCalls in
                        let tables = Tables(ops: ops, literals: literals.baseAddress, names: names, partialCalls: partialCalls)
                        render(tables, frame: frame, indentation: indentation, depth: depth, into: &output)
                    }
                }
            }
        }
    }

    /// Renders a program through its tables (see `LentProgram`).
    func render(
        _ tables: Tables, frame: UnsafePointer<MustacheFrame>,
        indentation: UnsafeBufferPointer<UInt8>, depth: Int, into output: inout MustacheOutputBuffer
    ) {
        execute(Code(tables: tables, indentation: indentation, depth: depth), from: 0, to: tables.ops.count, frame: frame, into: &output)
    }

    private func execute(
        _ code: Code, from start: Int, to end: Int, frame: UnsafePointer<MustacheFrame>,
        into output: inout MustacheOutputBuffer
    ) {
        var pc = start
        while pc < end {
            switch code.ops[pc] {
            case .text(let offset, let count):
                output.append(code.literals.unsafelyUnwrapped + Int(offset), count: Int(count))
                pc &+= 1
            case .escaped(let name):
                if let value = Self.lookup(name, in: code, frame: frame) {
                    Self.append(value, escaped: true, to: &output)
                }
                pc &+= 1
            case .unescaped(let name):
                if let value = Self.lookup(name, in: code, frame: frame) {
                    Self.append(value, escaped: false, to: &output)
                }
                pc &+= 1
            case .section(let name, let sectionEnd):
                let bodyEnd = Int(sectionEnd)
                if let value = Self.lookup(name, in: code, frame: frame), !value.isFalsey {
                    if case .list(let items) = value {
                        for item in items {
                            var child = MustacheFrame(value: item, parent: frame)
                            withUnsafePointer(to: &child) { child in
                                execute(code, from: pc &+ 1, to: bodyEnd, frame: child, into: &output)
                            }
                        }
                    } else {
                        var child: MustacheFrame
                        if case .key = code.names[Int(name)] {
                            child = MustacheFrame(value: value, parent: frame, aliasName: name, aliasProgram: code.programID)
                        } else {
                            child = MustacheFrame(value: value, parent: frame)
                        }
                        withUnsafePointer(to: &child) { child in
                            execute(code, from: pc &+ 1, to: bodyEnd, frame: child, into: &output)
                        }
                    }
                }
                pc = bodyEnd
            case .inverted(let name, let sectionEnd):
                let bodyEnd = Int(sectionEnd)
                if Self.lookup(name, in: code, frame: frame)?.isFalsey ?? true {
                    execute(code, from: pc &+ 1, to: bodyEnd, frame: frame, into: &output)
                }
                pc = bodyEnd
            case .partial(let call):
                renderPartial(code.partialCalls[Int(call)], code: code, frame: frame, into: &output)
                pc &+= 1
            case .indent:
                output.append(code.indentation)
                pc &+= 1
            }
        }
    }

    private func renderPartial(
        _ call: MustachePartialCall, code: Code, frame: UnsafePointer<MustacheFrame>,
        into output: inout MustacheOutputBuffer
    ) {
        guard code.depth < Self.maxPartialDepth, let template = partials.templates[call.name] else { return }
        // A standalone partial indents its lines by its own indentation plus the indentation of
        // the partial it sits in; an inline one is not indented.
        guard let own = call.indentation else {
            render(template.program, frame: frame, indentation: UnsafeBufferPointer(start: nil, count: 0), depth: code.depth + 1, into: &output)
            return
        }
        let combined = Array(code.indentation) + own
        combined.withUnsafeBufferPointer { indentation in
            render(template.program, frame: frame, indentation: indentation, depth: code.depth + 1, into: &output)
        }
    }

    @inline(__always)
    static func append(_ value: MustacheValue, escaped: Bool, to output: inout MustacheOutputBuffer) {
        switch value {
        case .string(let text), .number(let text):
            if escaped {
                output.appendEscaped(text)
            } else {
                output.append(text)
            }
        case .bool(let flag):
            output.append(flag ? "true" : "false" as StaticString)
        case .null, .list, .object:
            break
        }
    }

    /// Resolves a name against the context stack as the spec describes: the first segment walks
    /// the stack from the top, the rest resolve against the previous result only.
    @inline(__always)
    private static func lookup(_ index: Int32, in code: Code, frame: UnsafePointer<MustacheFrame>) -> MustacheValue? {
        switch code.names[Int(index)] {
        case .implicit:
            return frame.pointee.value
        case .key(let key):
            return find(key, from: frame, aliasName: index, aliasProgram: code.programID)
        case .path(let first, let rest):
            guard var value = find(first, from: frame, aliasName: -1, aliasProgram: nil) else { return nil }
            for key in rest {
                guard case .object(let members) = value, let next = members[key] else { return nil }
                value = next
            }
            return value
        }
    }

    @inline(__always)
    static func find(
        _ key: String, from frame: UnsafePointer<MustacheFrame>, aliasName: Int32, aliasProgram: UnsafeRawPointer?
    ) -> MustacheValue? {
        var current = frame
        while true {
            if let row = current.pointee.row, let value = row.pointee.standard(key) {
                return value
            }
            if case .object(let members) = current.pointee.value, let value = members[key] {
                return value
            }
            if current.pointee.aliasName == aliasName, aliasName >= 0, current.pointee.aliasProgram == aliasProgram {
                return current.pointee.value
            }
            guard let parent = current.pointee.parent else { return nil }
            current = parent
        }
    }
}
