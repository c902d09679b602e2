import TabulaTestSupport
import Testing
@testable import TabulaCore

/// Cell templates read a row's names from the row itself (no dictionary per row); what they
/// render must equal rendering the row's full context dictionary.
@Suite struct RowScopeTests {
    static let template = try! MustacheTemplate("""
        {{text}}|{{detail}}|{{id}}|{{image}}|{{imageAlt}}|{{link}}|{{accessory}}|{{cell}}|{{height}}|{{price}}|{{tags.0}}\
        {{#detail}}[{{.}} {{text}}]{{/detail}}{{^image}}no image{{/image}}{{#meta}}<{{text}} {{label}}>{{/meta}}\
        {{#list}}({{.}}{{text}}){{/list}}{{> part}}
        """)
    static let partials = MustachePartials(["part": try! MustacheTemplate("/{{text}}{{#link}} {{link}}{{/link}}")])

    static func randomRow(_ random: inout SeededRandom) -> Row {
        func maybe<T>(_ value: T) -> T? { Bool.random(using: &random) ? value : nil }
        var fields: [String: MustacheValue] = [:]
        if Bool.random(using: &random) { fields["price"] = .number("\(Int.random(in: 0...99, using: &random))") }
        if Bool.random(using: &random) { fields["meta"] = .object(["label": .string("<b>"), "text": .string("inner")]) }
        if Bool.random(using: &random) { fields["list"] = .list([.string("a"), .string("b & c")]) }
        return Row(id: "r\(Int.random(in: 0...999, using: &random))", text: ["Åland", "a < b", "", "x"].randomElement(using: &random)!,
                   detail: maybe("d & \"q\""), image: maybe(.page("img/p.png", fragment: nil)), imageAlt: Bool.random(using: &random) ? "alt" : "",
                   accessory: [.none, .checkmark, .disclosureIndicator].randomElement(using: &random)!,
                   link: maybe(.page("other/index.html", fragment: "row-2")), cell: ["basic", "mine"].randomElement(using: &random)!,
                   height: maybe(44.5), fields: RowFields(fields))
    }

    @Test func renderingARowEqualsRenderingItsContextDictionary() {
        var random = SeededRandom(seed: 11)
        for _ in 0..<500 {
            let row = Self.randomRow(&random)
            let page = ["t/index.html", "t/3.html", "index.html"].randomElement(using: &random)!
            var scoped: [UInt8] = []
            Self.template.render(row, page: page, partials: Self.partials, into: &scoped)
            #expect(String(decoding: scoped, as: UTF8.self) == Self.template.render(RowContext.make(row, page: page), partials: Self.partials))
        }
    }
}
