/// Checks what the `{{> name}}` tags of a site's templates ask of its partials: each names a
/// partial in `Templates/partials/`; no partial includes itself, directly or through others
/// (Tabula renders no recursive partials: a row's fields are not a tree to walk); no template
/// nests sections and partials more than `MustacheParser.maximumNesting` levels deep, counted
/// through every partial it includes (rendering goes one call deeper per level); and no
/// template is more than `maximumSize` instructions long once its partials are included
/// (partials that each include the next ten times would otherwise render ten to the power of
/// their number times, for every row).
struct PartialCheck {
    /// The site's partials by name.
    let partials: [String: LoadedTemplate]
    /// Names of every file in `Templates/partials/`, those that do not parse included (their
    /// error is reported already; a tag naming one is not reported again).
    let names: Set<String>

    static let maximumSize = 100_000
    private var maximumNesting: Int { MustacheParser.maximumNesting }

    /// How deep a template nests sections and partials, and how many instructions it runs
    /// (sections once), both counted through the partials it includes.
    private struct Extent {
        var nesting: Int
        var size: Int

        init(_ template: LoadedTemplate) {
            nesting = template.template.program.nesting
            size = template.template.program.ops.count
        }

        /// Adds `partial`, included by `call`; sizes stop growing once far past the maximum.
        mutating func include(_ partial: Extent, at call: MustachePartialCall) {
            nesting = max(nesting, call.depth + 1 + partial.nesting)
            size = min(size + partial.size, 2 * PartialCheck.maximumSize)
        }
    }

    func check(_ templates: [LoadedTemplate], _ diagnostics: Diagnostics) {
        let extents = partialExtents(diagnostics)
        for template in templates {
            var extent = Extent(template)
            for call in template.template.program.partialCalls {
                let at = SourcePosition(line: call.line, column: call.column)
                guard let inner = extents[call.name] else {
                    if !names.contains(call.name) { diagnostics.error(template.path, at, unknown(call.name)) }
                    continue
                }
                let before = extent
                extent.include(inner, at: call)
                // A partial too deep or too long on its own is reported in it.
                if inner.nesting <= maximumNesting, call.depth + 1 + inner.nesting > maximumNesting {
                    diagnostics.error(template.path, at, "{{> \(call.name)}} nests sections and partials \(call.depth + 1 + inner.nesting) levels deep here (\(call.depth) sections around it, \(inner.nesting + 1) with '\(call.name)'): at most \(maximumNesting) are allowed; include it inside fewer sections, or nest less in '\(call.name)'")
                }
                if inner.size <= Self.maximumSize, extent.size > Self.maximumSize, before.size <= Self.maximumSize {
                    diagnostics.error(template.path, at, "{{> \(call.name)}} takes this template past \(Self.maximumSize) tags and texts once its partials are included: include partials fewer times, or from fewer places")
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

    /// The extent of each partial, counting the partials it includes; a tag that would include
    /// a partial inside itself is reported and not followed. (A depth-first walk with its own
    /// stack: partials may include each other in long chains.)
    private func partialExtents(_ diagnostics: Diagnostics) -> [String: Extent] {
        var extents: [String: Extent] = [:]
        var open: Set<String> = []
        struct Frame { var name: String; var next: Int; var extent: Extent }
        for root in partials.keys.sorted() where extents[root] == nil {
            var stack = [Frame(name: root, next: 0, extent: Extent(partials[root]!))]
            open.insert(root)
            while let top = stack.last {
                let template = partials[top.name]!
                let calls = template.template.program.partialCalls
                guard top.next < calls.count else {
                    stack.removeLast()
                    open.remove(top.name)
                    extents[top.name] = top.extent
                    if let parent = stack.last {
                        let call = partials[parent.name]!.template.program.partialCalls[parent.next - 1]
                        stack[stack.count - 1].extent.include(top.extent, at: call)
                    }
                    continue
                }
                let call = calls[top.next]
                stack[stack.count - 1].next += 1
                if open.contains(call.name) {
                    let cycle = stack.drop { $0.name != call.name }.map(\.name) + [call.name]
                    diagnostics.error(template.path, SourcePosition(line: call.line, column: call.column),
                                      "partial '\(call.name)' includes itself (\(cycle.joined(separator: " → "))): Tabula renders no recursive partials; remove this {{> \(call.name)}}")
                } else if let inner = extents[call.name] {
                    stack[stack.count - 1].extent.include(inner, at: call)
                } else if let partial = partials[call.name] {
                    open.insert(call.name)
                    stack.append(Frame(name: call.name, next: 0, extent: Extent(partial)))
                }
            }
        }
        return extents
    }
}
