import Testing

@testable import TabulaCore

@Suite("Mustache syntax errors")
struct MustacheSyntaxErrorTests {
    private func parseError(_ source: String) -> MustacheSyntaxError? {
        do {
            _ = try MustacheTemplate(source)
            return nil
        } catch {
            return error
        }
    }

    @Test func unclosedSection() {
        #expect(parseError("<ul>\n  {{#items}}\n  <li>{{name}}</li>\n</ul>\n")
            == MustacheSyntaxError(line: 2, column: 3, message: "unclosed section 'items': expected {{/items}}"))
    }

    @Test func unclosedInnermostSectionIsReported() {
        #expect(parseError("{{#a}}\n{{^b}}x\n")
            == MustacheSyntaxError(line: 2, column: 1, message: "unclosed section 'b': expected {{/b}}"))
    }

    @Test func mismatchedCloseTag() {
        #expect(parseError("{{#a}}\nab{{#b}}x{{/a}}")
            == MustacheSyntaxError(line: 2, column: 10, message: "mismatched close tag: expected {{/b}}, found {{/a}}"))
    }

    @Test func sectionsNestAtMostTheMaximum() throws {
        let limit = MustacheParser.maximumNesting
        _ = try MustacheTemplate(String(repeating: "{{#a}}", count: limit) + String(repeating: "{{/a}}", count: limit))
        #expect(parseError("x\n" + String(repeating: "{{#a}}", count: limit) + "{{^b}}{{/b}}" + String(repeating: "{{/a}}", count: limit))
            == MustacheSyntaxError(line: 2, column: 6 * limit + 1,
                                   message: "section 'b' is nested \(limit + 1) levels deep: sections nest at most \(limit) levels; close some before opening more"))
    }

    @Test func closeTagWithoutSection() {
        #expect(parseError("x {{/a}}")
            == MustacheSyntaxError(line: 1, column: 3, message: "unexpected close tag {{/a}}: no section is open"))
    }

    @Test func unclosedTag() {
        #expect(parseError("ab\ncd {{name\nef")
            == MustacheSyntaxError(line: 2, column: 4, message: "unclosed tag: expected '}}'"))
    }

    @Test func unclosedTripleMustache() {
        #expect(parseError("{{{name}}")
            == MustacheSyntaxError(line: 1, column: 1, message: "unclosed tag: expected '}}}'"))
    }

    @Test func badDelimiterSet() {
        #expect(parseError("x\n  {{=<%=}}")
            == MustacheSyntaxError(line: 2, column: 3, message: "invalid set delimiter tag: expected two delimiters separated by whitespace, e.g. {{=<% %>=}}"))
        #expect(parseError("{{=<% %> |=}}")
            == MustacheSyntaxError(line: 1, column: 1, message: "invalid set delimiter tag: expected two delimiters separated by whitespace, e.g. {{=<% %>=}}"))
        #expect(parseError("{{=<% %>}}")
            == MustacheSyntaxError(line: 1, column: 1, message: "invalid set delimiter tag: expected '=' before '}}', e.g. {{=<% %>=}}"))
    }

    @Test func errorsUseTheCurrentDelimiters() {
        #expect(parseError("{{=<% %>=}}\n<%#a%>")
            == MustacheSyntaxError(line: 2, column: 1, message: "unclosed section 'a': expected <%/a%>"))
    }

    @Test func columnsCountCharacters() {
        #expect(parseError("é🇫🇷 {{#a}}")
            == MustacheSyntaxError(line: 1, column: 4, message: "unclosed section 'a': expected {{/a}}"))
    }

    @Test func badNames() {
        #expect(parseError("{{ }}") == MustacheSyntaxError(line: 1, column: 1, message: "empty tag: expected a name"))
        #expect(parseError("{{a b}}")
            == MustacheSyntaxError(line: 1, column: 1, message: "invalid name 'a b': names cannot contain whitespace"))
        #expect(parseError("{{a..b}}")
            == MustacheSyntaxError(line: 1, column: 1, message: "invalid name 'a..b': empty segment in dotted name"))
    }

    @Test func description() {
        let error = MustacheSyntaxError(line: 3, column: 7, message: "unclosed tag: expected '}}'")
        #expect(error.description == "line 3, column 7: unclosed tag: expected '}}'")
    }
}
