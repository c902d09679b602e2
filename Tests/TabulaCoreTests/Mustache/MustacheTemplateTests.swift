import Testing

@testable import TabulaCore

@Suite("Mustache template")
struct MustacheTemplateTests {
    @Test func referencedNames() throws {
        let template = try MustacheTemplate("""
            <h1>{{title}}</h1>
            {{#items}}
              <li>{{name}} {{title}} {{.}}</li>
            {{/items}}
            {{^user.admin}}{{{user.name}}}{{/user.admin}}
            {{! comment }}{{>footer}}{{&raw}}
            """)
        let names = template.referencedNames.map { "\($0.name)@\($0.line)" }
        #expect(names == ["title@1", "items@2", "name@3", "user@5", "raw@6"])
    }

    @Test func escapesApostropheAndHTML() throws {
        let template = try MustacheTemplate("{{v}}|{{{v}}}")
        let output = template.render(.object(["v": .string("<a href=\"x\">Tom & Jerry's</a>")]))
        #expect(output == "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;|<a href=\"x\">Tom & Jerry's</a>")
    }

    @Test func escapingKeepsCombiningMarksAndNonASCII() throws {
        let template = try MustacheTemplate("{{v}}")
        // '&' followed by a combining accent forms one Character: the cut must not duplicate or drop it.
        let value = "é&\u{301}x<ü>🇫🇷\"'"
        #expect(template.render(.object(["v": .string(value)])) == "é&amp;\u{301}x&lt;ü&gt;🇫🇷&quot;&#39;")
        #expect(template.render(.object(["v": .string("plain ünïcödé text, long enough to be heap allocated")]))
            == "plain ünïcödé text, long enough to be heap allocated")
    }

    @Test func scalarRendering() throws {
        let template = try MustacheTemplate("{{n}} {{t}} {{f}} [{{z}}] [{{l}}] [{{o}}] [{{missing}}]")
        let context = MustacheValue.object([
            "n": .number("3.50"), "t": .bool(true), "f": .bool(false), "z": .null,
            "l": .list([.string("a")]), "o": .object(["a": .string("b")]),
        ])
        #expect(template.render(context) == "3.50 true false [] [] [] []")
    }

    @Test func truthiness() throws {
        let template = try MustacheTemplate("{{#v}}yes{{/v}}{{^v}}no{{/v}}")
        func render(_ value: MustacheValue) -> String { template.render(.object(["v": value])) }
        #expect(render(.string("")) == "no")
        #expect(render(.string("x")) == "yes")
        #expect(render(.number("0")) == "yes")
        #expect(render(.list([])) == "no")
        #expect(render(.object([:])) == "yes")
        #expect(render(.null) == "no")
        #expect(render(.bool(false)) == "no")
        #expect(template.render(.object([:])) == "no")
    }

    @Test func cellTemplate() throws {
        let template = try MustacheTemplate(
            #"<span class="cell-text">{{text}}</span>{{#detail}}<span class="cell-detail">{{detail}}</span>{{/detail}}{{#image}}<img src="{{image}}" alt="">{{/image}}"#)
        let row = MustacheValue.object(["text": .string("Row 123 & co"), "detail": .string("Detail <b>"), "id": .string("row-123")])
        #expect(template.render(row)
            == #"<span class="cell-text">Row 123 &amp; co</span><span class="cell-detail">Detail &lt;b&gt;</span>"#)
        var buffer = "start:"
        template.render(.object(["text": .string("a"), "image": .string("i.png")]), partials: .none, into: &buffer)
        #expect(buffer == #"start:<span class="cell-text">a</span><img src="i.png" alt="">"#)
    }

    @Test func nestedStandalonePartialsAccumulateIndentation() throws {
        let outer = try MustacheTemplate("<div>\n  {{>inner}}\n</div>\n")
        let inner = try MustacheTemplate("<p>\n  {{>leaf}}\n</p>\n")
        let leaf = try MustacheTemplate("{{#items}}\n<i>{{.}}</i>\n{{/items}}\n")
        let partials = MustachePartials(["inner": inner, "leaf": leaf])
        let output = outer.render(.object(["items": .list([.string("a"), .string("b\nc")])]), partials: partials)
        #expect(output == "<div>\n  <p>\n    <i>a</i>\n    <i>b\nc</i>\n  </p>\n</div>\n")
    }

    @Test func selfRecursivePartialStops() throws {
        let loop = try MustacheTemplate("x{{>loop}}")
        let output = loop.render(.null, partials: MustachePartials(["loop": loop]))
        #expect(output == String(repeating: "x", count: MustacheRenderer.maxPartialDepth + 1))
    }

    @Test func contextStackLookup() throws {
        let template = try MustacheTemplate("{{#a}}{{#b}}{{x}}{{y}}{{z}}{{/b}}{{/a}}")
        let context = MustacheValue.object([
            "x": .string("1"), "y": .string("2"), "z": .string("3"),
            "a": .object(["y": .string("A"), "b": .list([.object(["z": .string("B")]), .object(["z": .null])])]),
        ])
        #expect(template.render(context) == "1AB1A")
    }

    /// Standalone cases where swift-mustache departs from the spec's line rules (see the
    /// differential test), pinned to what the rules give.
    @Test func standaloneLinesAroundSections() throws {
        func render(_ source: String) throws -> String {
            try MustacheTemplate(source).render(.object(["a": .bool(true), "s": .string("S")]))
        }
        // A standalone close after an inline open, then a standalone comment: both lines go.
        #expect(try render("q{{#a}}>\n{{/a}}\n{{! c }}\nZ") == "q>\nZ")
        // A comment after an inline close shares its line: not standalone, the newline stays.
        #expect(try render("{{#a}}\nx{{/a}}{{! c }}\nZ") == "x\nZ")
        #expect(try render("{{#a}}\nx.{{/a}}{{#a}}\t\n<{{/a}}") == "x.\t\n<")
        // Whitespace on the last line is literal text.
        #expect(try render("a\n  ") == "a\n  ")
        #expect(try render("a\n  {{! c }}{{! d }}") == "a\n  ")
        // Two tags on one line: neither is standalone.
        #expect(try render("A\n {{#a}}{{/a}}\nZ") == "A\n \nZ")
        // CRLF line ends and a standalone tag at the very end.
        #expect(try render("{{#a}}\r\n{{s}}\r\n{{/a}}") == "S\r\n")
    }

    @Test func setDelimitersApplyToTripleAndSections() throws {
        let template = try MustacheTemplate("{{=<% %>=}}<%#a%>[<%{s}%>|<%&s%>|{{s}}]<%/a%><%={{ }}=%>{{s}}")
        #expect(template.render(.object(["a": .bool(true), "s": .string("<")])) == "[<|<|{{s}}]&lt;")
    }

    @Test func largeOutputsGrowPastTheStackBuffer() throws {
        let items = (0..<5_000).map { MustacheValue.object(["i": .number(String($0)), "s": .string("<\($0)>")]) }
        let context = MustacheValue.object(["items": .list(items)])
        let small = try MustacheTemplate("{{#items}}{{i}}:{{s}};{{/items}}")
        let expected = (0..<5_000).map { "\($0):&lt;\($0)&gt;;" }.joined()
        #expect(small.render(context) == expected)
        // A template whose literal text alone exceeds the stack buffer.
        let padding = String(repeating: "x", count: 3_000)
        let large = try MustacheTemplate(padding + "{{#items}}{{i}}:{{s}};{{/items}}" + padding)
        #expect(large.render(context) == padding + expected + padding)
        var buffer = "head|"
        large.render(context, partials: .none, into: &buffer)
        #expect(buffer == "head|" + padding + expected + padding)
    }

    @Test func escapeHelper() {
        #expect(MustacheEscaping.escape("a<b>&\"c'd é") == "a&lt;b&gt;&amp;&quot;c&#39;d é")
        #expect(MustacheEscaping.escape("") == "")
    }

    @Test func rendersConcurrently() async throws {
        let template = try MustacheTemplate("{{#rows}}<td>{{name}}</td>{{> cell}}{{/rows}}")
        let partials = MustachePartials(["cell": try MustacheTemplate("[{{id}}]")])
        let context = MustacheValue.object([
            "rows": .list((0..<100).map { .object(["name": .string("n\($0) & co"), "id": .number(String($0))]) }),
        ])
        let expected = template.render(context, partials: partials)
        let outputs = await withTaskGroup(of: String.self) { group in
            for _ in 0..<8 { group.addTask { template.render(context, partials: partials) } }
            var outputs: [String] = []
            for await output in group { outputs.append(output) }
            return outputs
        }
        #expect(outputs.count == 8)
        #expect(outputs.allSatisfy { $0 == expected })
    }

    /// Re-reading a section's own name inside it takes a shortcut in the renderer; it must give
    /// what the full context-stack walk gives.
    @Test func sectionNameReadInsideItsSection() throws {
        let context = MustacheValue.object([
            "detail": .string("D"),
            "person": .object(["name": .string("P")]),
            "shadow": .object(["shadow": .string("inner")]),
            "items": .list([.object(["items": .string("x")]), .object([:])]),
            "n": .number("7"),
        ])
        func render(_ source: String, partials: [String: String] = [:]) throws -> String {
            let compiled = try partials.mapValues { try MustacheTemplate($0) }
            return try MustacheTemplate(source).render(context, partials: MustachePartials(compiled))
        }
        #expect(try render("{{#detail}}[{{detail}}|{{.}}]{{/detail}}") == "[D|D]")
        // An object section without the key resolves the key to the object itself: renders nothing.
        #expect(try render("{{#person}}[{{person}}{{person.name}}{{name}}]{{/person}}") == "[PP]")
        // The section's own members come first.
        #expect(try render("{{#shadow}}{{shadow}}{{/shadow}}") == "inner")
        #expect(try render("{{#items}}({{items}}){{/items}}") == "(x)()")
        #expect(try render("{{#n}}{{#detail}}{{n}}{{detail}}{{/detail}}{{/n}}") == "7D")
        // A partial has its own name table: its names must not match the caller's frames by index.
        #expect(try render("{{#detail}}{{>p}}{{/detail}}", partials: ["p": "{{n}}-{{detail}}"]) == "7-D")
        #expect(try render("{{#n}}{{>p}}{{/n}}", partials: ["p": "{{detail}}{{n}}"]) == "D7")
    }
}
