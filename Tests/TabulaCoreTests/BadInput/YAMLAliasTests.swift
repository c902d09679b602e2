import Foundation
import Testing

/// Aliases in front matter may repeat a bounded number of nodes: a few hundred bytes of
/// anchors that alias each other ("billion laughs") are an error at the alias that goes past
/// the bound, found before anything walks the repeated nodes.
@Suite struct YAMLAliasTests {
    /// Front matter whose anchor `a` holds nine strings and each next anchor nine aliases of the
    /// one before, `levels` times; then `tail`.
    private static func laughs(levels: Int, tail: String = "") -> String {
        var yaml = "a: &a [\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\"]\n", previous = "a"
        for name in "bcdefghi".prefix(levels).map(String.init) {
            yaml += "\(name): &\(name) [\(Array(repeating: "*" + previous, count: 9).joined(separator: ","))]\n"
            previous = name
        }
        return "---\n" + yaml + tail + "title: Settings\n---\n\n## General\n- Version — 1.0\n"
    }

    private static let past = "which takes the aliases of this front matter past 10000 repeated nodes: write the values out, or alias smaller ones"

    @Test(arguments: [7, 8])
    func billionLaughs(levels: Int) async throws {
        try await BadInputCheck.refuses({ try $0.write("Content/settings.md", Self.laughs(levels: levels)) },
                                  errors: ["Content/settings.md:6:8: error: alias '*d' repeats 7381 nodes, \(Self.past)"])
    }

    /// Yams hashes every mapping key: an alias as a key would be walked there too.
    @Test func anAliasAsAKey() async throws {
        try await BadInputCheck.refuses({ try $0.write("Content/settings.md", Self.laughs(levels: 3, tail: "? *d\n: 1\n")) },
                                  errors: ["Content/settings.md:6:3: error: alias '*d' repeats 7381 nodes, \(Self.past)"])
    }

    /// In a detail page's front matter, and with the aliases in flow and block style.
    @Test func aliasesOfADetailPage() async throws {
        var yaml = "---\ntitle: T\nx: &x [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]\n"
        for level in 0..<5 { yaml += "l\(level): &l\(level)\n" + Array(repeating: "  - *\(level == 0 ? "x" : "l\(level - 1)")\n", count: 10).joined() }
        try await BadInputCheck.refuses(good: ["Content/g/_index.md": "---\ntitle: G\n---\n"],
                                  { try $0.write("Content/g/p.md", yaml + "---\nBody\n") },
                                  errors: ["Content/g/p.md:34:5: error: alias '*l1' repeats 1111 nodes, \(Self.past)"])
    }

    @Test func aliasesWithinTheBoundRepeatTheirValues() throws {
        let site = try TemporarySite([
            "Content/g/_index.md": "---\ntitle: G\n---\n",
            "Content/g/p.md": "---\ntitle: &t Pear\nsummary: *t\ntags: &tags [a, b]\nmore: *tags\n---\nBody\n",
        ])
        let (model, diagnostics) = site.model()
        #expect(diagnostics.isEmpty)
        let page = try #require(model.details.first)
        #expect(page.fields["detail"] == .string("Pear"))
        #expect(page.fields["more"] == .list([.string("a"), .string("b")]))
    }

    /// Lists and mappings nest at most as deep as in JSON (512 levels); past libyaml's own limit
    /// (1,000) the message is the same.
    @Test(arguments: [(600, 516), (100_000, 5)])
    func nestingTooDeep(depth: Int, column: Int) async throws {
        let yaml = "---\ntitle: S\nx: " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "\n---\n- a\n"
        try await BadInputCheck.refuses({ try $0.write("Content/settings.md", yaml) },
                                  errors: ["Content/settings.md:3:\(column): error: nesting is too deep: lists and mappings may be nested at most 512 levels"])
    }
}
