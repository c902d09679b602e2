import Foundation
import Testing
import TabulaTestSupport

/// Partials a template asks for must exist and must not include themselves; a template may
/// nest sections and partials only so deep. Each is an error at the `{{> …}}` or section tag.
@Suite struct PartialTests {
    private func refuses(_ templates: [String: String], _ errors: [String]) async throws {
        try await BadInputCheck.refuses({ site in
            for (path, text) in templates { try site.write(path, text) }
        }, errors: errors)
    }

    @Test func aPartialIncludingItself() async throws {
        try await refuses(["Templates/partials/self.mustache": "x{{> self}}", "Templates/cells/basic.mustache": "{{text}}{{> self}}"],
                    ["Templates/partials/self.mustache:1:2: error: partial 'self' includes itself (self → self): Tabula renders no recursive partials; remove this {{> self}}"])
    }

    @Test func partialsIncludingEachOther() async throws {
        try await refuses(["Templates/partials/a.mustache": "a{{#x}}\n{{> b}}{{/x}}", "Templates/partials/b.mustache": "b {{> c}}",
                     "Templates/partials/c.mustache": "{{> a}}", "Templates/cells/basic.mustache": "{{text}}{{> a}}"],
                    ["Templates/partials/c.mustache:1:1: error: partial 'a' includes itself (a → b → c → a): Tabula renders no recursive partials; remove this {{> a}}"])
    }

    @Test func aMissingPartial() async throws {
        try await refuses(["Templates/cells/basic.mustache": "{{text}}{{> nowhere}}"],
                    ["Templates/cells/basic.mustache:1:9: error: unknown partial 'nowhere': there are no partials; add Templates/partials/nowhere.mustache"])
    }

    @Test func aMisspelledPartialInALayout() async throws {
        try await refuses(["Templates/partials/footer.mustache": "<footer></footer>", "Templates/layout.mustache": "{{{table}}}\n  {{> foter}}\n"],
                    ["Templates/layout.mustache:2:3: error: unknown partial 'foter' (did you mean 'footer'?): known are 'footer'; add Templates/partials/foter.mustache"])
    }

    /// A partial that does not parse is reported once, not again where it is included.
    @Test func aPartialThatDoesNotParse() async throws {
        try await refuses(["Templates/partials/p.mustache": "{{#open}}", "Templates/cells/basic.mustache": "{{text}}{{> p}}"],
                    ["Templates/partials/p.mustache:1:1: error: template does not parse: unclosed section 'open': expected {{/open}}"])
    }

    @Test func sectionsNestedThirtyThousandDeep() async throws {
        let depth = 30_000
        try await refuses(["Templates/cells/basic.mustache": String(repeating: "{{#text}}", count: depth) + "{{text}}" + String(repeating: "{{/text}}", count: depth)],
                    ["Templates/cells/basic.mustache:1:901: error: template does not parse: section 'text' is nested 101 levels deep: sections nest at most 100 levels; close some before opening more"])
    }

    /// Sections of a template and of the partials it includes count together.
    @Test func sectionsNestedDeepThroughPartials() async throws {
        let sections = { (n: Int, inner: String) in String(repeating: "{{#text}}", count: n) + inner + String(repeating: "{{/text}}", count: n) }
        try await refuses(["Templates/partials/inner.mustache": sections(40, "{{text}}"), "Templates/partials/middle.mustache": sections(30, "{{> inner}}"),
                     "Templates/cells/basic.mustache": "{{text}}\n" + sections(29, "{{> middle}}")],
                    ["Templates/cells/basic.mustache:2:262: error: {{> middle}} nests sections and partials 101 levels deep here (29 sections around it, 72 with 'middle'): at most 100 are allowed; include it inside fewer sections, or nest less in 'middle'"])
    }

    /// Partials that each include the next ten times would render 10⁵ times per row.
    @Test func partialsIncludingPartialsManyTimes() async throws {
        var templates = ["Templates/partials/p0.mustache": "x", "Templates/cells/basic.mustache": "{{text}}{{> p5}}"]
        for level in 1...5 { templates["Templates/partials/p\(level).mustache"] = String(repeating: "{{> p\(level - 1)}}", count: 10) }
        try await refuses(templates, ["Templates/partials/p5.mustache:1:25: error: {{> p4}} takes this template past 100000 tags and texts once its partials are included: include partials fewer times, or from fewer places"])
    }

    /// The deepest nesting allowed renders, on the build's threads, in a debug build too.
    @Test func theDeepestNestingAllowedRenders() async throws {
        let sections = { (n: Int, inner: String) in String(repeating: "{{#o}}", count: n) + inner + String(repeating: "{{/o}}", count: n) }
        let rows = (0..<2000).map { #"{"text": "r\#($0)", "o": {"x": \#($0)}}"# }.joined(separator: ",")
        let site = try TemporarySite([
            "Content/t.json": #"{"rows": [\#(rows)]}"#,
            "Templates/partials/inner.mustache": sections(40, "{{missing}}{{x}}"), "Templates/partials/middle.mustache": sections(30, "{{> inner}}"),
            "Templates/cells/basic.mustache": sections(28, "{{> middle}}"),
        ])
        let outcome = try await TabulaProcess.run(["build", "--site", site.url.path])
        #expect(outcome.status == 0 && !outcome.signaled, "\(outcome.stderr)")
        let pages = try site.outputTree().values.map { String(decoding: $0, as: UTF8.self) }
        #expect(pages.contains { $0.contains(#"<div class="row-content">1999</div>"#) })
    }
}
