/// Checks what the `{{> name}}` tags of a site's templates ask of its partials: each names a
/// partial in `Templates/partials/`; no partial includes itself, directly or through others
/// (Tabula renders no recursive partials: a row's fields are not a tree to walk); and no
/// template nests sections and partials more than `MustacheParser.maximumNesting` levels
/// deep, counted through every partial it includes (rendering goes one call deeper per level).
struct PartialCheck {
    /// The site's partials by name.
    let partials: [String: LoadedTemplate]
    /// Names of every file in `Templates/partials/`, those that do not parse included (their
    /// error is reported already; a tag naming one is not reported again).
    let names: Set<String>

    private var maximum: Int { MustacheParser.maximumNesting }

    func check(_ templates: [LoadedTemplate], _ diagnostics: Diagnostics) {
        let nesting = partialNesting(diagnostics)
        for template in templates {
            for call in template.template.program.partialCalls {
                let at = SourcePosition(line: call.line, column: call.column)
                guard let inner = nesting[call.name] else {
                    if !names.contains(call.name) { diagnostics.error(template.path, at, unknown(call.name)) }
                    continue
                }
                let total = call.depth + 1 + inner
                if inner <= maximum, total > maximum {
                    diagnostics.error(template.path, at, "{{> \(call.name)}} nests sections and partials \(total) levels deep here (\(call.depth) sections around it, \(inner + 1) with '\(call.name)'): at most \(maximum) are allowed; include it inside fewer sections, or nest less in '\(call.name)'")
                }
            }
        }
    }

    private func unknown(_ name: String) -> String {
        let known = names.sorted()
        let hint = Suggestion.closest(to: name, in: known).map { " (did you mean '\($0)'?)" } ?? ""
        let list = known.isEmpty ? "there are no partials" : "known are " + known.map { "'\($0)'" }.joined(separator: ", ")
        return "unknown partial '\(name)'\(hint): \(list); add Templates/partials/\(name).mustache"
    }

    /// How deep each partial nests sections and partials, counting the partials it includes;
    /// a tag that would include a partial inside itself is reported and not followed.
    /// (A depth-first walk with its own stack: partials may include each other in long chains.)
    private func partialNesting(_ diagnostics: Diagnostics) -> [String: Int] {
        var nesting: [String: Int] = [:]
        var open: Set<String> = []
        struct Frame { var name: String; var next: Int; var deepest: Int }
        for root in partials.keys.sorted() where nesting[root] == nil {
            var stack = [Frame(name: root, next: 0, deepest: partials[root]!.template.program.nesting)]
            open.insert(root)
            while let top = stack.last {
                let template = partials[top.name]!
                let calls = template.template.program.partialCalls
                guard top.next < calls.count else {
                    stack.removeLast()
                    open.remove(top.name)
                    nesting[top.name] = top.deepest
                    if let parent = stack.last {
                        let call = partials[parent.name]!.template.program.partialCalls[parent.next - 1]
                        stack[stack.count - 1].deepest = max(parent.deepest, call.depth + 1 + top.deepest)
                    }
                    continue
                }
                let call = calls[top.next]
                stack[stack.count - 1].next += 1
                if open.contains(call.name) {
                    let cycle = stack.drop { $0.name != call.name }.map(\.name) + [call.name]
                    diagnostics.error(template.path, SourcePosition(line: call.line, column: call.column),
                                      "partial '\(call.name)' includes itself (\(cycle.joined(separator: " → "))): Tabula renders no recursive partials; remove this {{> \(call.name)}}")
                } else if let inner = nesting[call.name] {
                    stack[stack.count - 1].deepest = max(top.deepest, call.depth + 1 + inner)
                } else if let partial = partials[call.name] {
                    open.insert(call.name)
                    stack.append(Frame(name: call.name, next: 0, deepest: partial.template.program.nesting))
                }
            }
        }
        return nesting
    }
}
