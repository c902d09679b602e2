import Foundation
import Testing
import TabulaTestSupport

/// Input nested as deep as its author likes never ends the build with a signal: Markdown is
/// walked with cmark's iterator, so any nesting builds; JSON and front matter stop at 512
/// levels and templates at 100, with an error where the limit is passed (see also
/// `PartialTests` and `YAMLAliasTests`).
@Suite struct DeepNestingTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var body: String
        var testDescription: String { name }
    }

    static let markdown: [Case] = [
        Case(name: "200,000 block quotes", body: String(repeating: ">", count: 200_000) + " x\n## G\n- a\n"),
        Case(name: "100,000 nested list items", body: "## G\n" + String(repeating: "- ", count: 100_000) + "a\n"),
        Case(name: "300,000 emphasis runs in a row", body: "## G\n- " + String(repeating: "*", count: 300_000) + "a" + String(repeating: "*", count: 300_000) + "\n"),
        Case(name: "100,000 nested links", body: "## G\n- " + String(repeating: "[", count: 100_000) + "a" + String(repeating: "](b.md)", count: 100_000) + "\n"),
        Case(name: "50,000 nested images", body: "## G\n- " + String(repeating: "![", count: 50_000) + "a" + String(repeating: "](i.png)", count: 50_000) + "\n"),
        Case(name: "block quotes of lists in a detail page", body: String(repeating: "> - ", count: 50_000) + "a\n"),
    ]

    /// What only a thread's stack limited before: each builds, within the time bound.
    @Test(arguments: markdown)
    func deepMarkdownBuilds(_ testCase: Case) async throws {
        let site = try TemporarySite(["Content/g/_index.md": "---\ntitle: G\n---\n", "Content/g/b.md": "B\n", "Content/g/i.png": "png",
                                      "Content/b.md": "B\n", "Content/i.png": "png", "Content/deep.md": "---\ntitle: Deep\n---\n" + testCase.body,
                                      "Content/g/deep.md": "---\ntitle: Deep\n---\n" + testCase.body])
        let outcome = try await TabulaProcess.run(["build", "--site", site.url.path], timeout: 60)
        #expect(!outcome.signaled && !outcome.timedOut, "ended by a signal, or hung (status \(outcome.status))")
        #expect(outcome.status == 0, "\(outcome.stderr.prefix(2000))")
    }

    @Test func jsonNestedAHundredThousandDeep() async throws {
        let depth = 100_000
        try await BadInputCheck.refuses({ site in
            try site.write("Content/t.json", #"{"rows": [{"text": "a", "x": "# + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "}]}")
        }, errors: ["Content/t.json:1:539: error: malformed JSON: nesting is too deep: arrays and objects may be nested at most 512 levels"])
    }
}
