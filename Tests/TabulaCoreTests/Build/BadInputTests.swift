import Foundation
import Testing
@testable import TabulaCore

/// Each kind of bad input gives its exact `path:line:column: error: message`.
@Suite struct BadInputTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var files: [String: String]
        var errors: [String]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "malformed JSON", files: ["Content/t.json": "{\"title\": \"T\",\n \"rows\": [\n  {\"text\": \"a\"},\n ]}"],
             errors: ["Content/t.json:3:16: error: malformed JSON: trailing comma before ']': remove it"]),
        Case(name: "malformed YAML", files: ["Content/t.md": "---\ntitle: [unclosed\n---\n- a\n"],
             errors: ["Content/t.md:3:1: error: malformed YAML: did not find expected ',' or ']' while parsing a flow sequence"]),
        Case(name: "unknown style", files: ["Content/t.json": "{\"title\": \"T\", \"style\": \"fancy\", \"rows\": []}"],
             errors: ["Content/t.json:1:25: error: unknown style 'fancy': use one of 'plain', 'grouped', 'insetGrouped'"]),
        Case(name: "unknown accessory", files: ["Content/t.json": "{\"rows\": [{\"text\": \"a\", \"accessory\": \"chevron\"}]}"],
             errors: ["Content/t.json:1:38: error: unknown accessory 'chevron': use one of 'none', 'disclosureIndicator', 'detailButton', 'detailDisclosureButton', 'checkmark'"]),
        Case(name: "unknown index", files: ["Content/t.md": "---\nindex: alphabet\n---\n- a\n"],
             errors: ["Content/t.md:2:8: error: unknown index 'alphabet' (did you mean 'alphabetic'?): use one of 'none', 'alphabetic', 'sections'"]),
        Case(name: "unknown cell identifier", files: ["Content/t.json": "{\"rows\": [{\"text\": \"a\", \"cell\": \"subtitel\"}]}"],
             errors: ["Content/t.json:1:33: error: unknown cell identifier 'subtitel' (did you mean 'subtitle'?): known are 'basic', 'subtitle', 'value1', 'value2'; or add Templates/cells/subtitel.mustache"]),
        Case(name: "duplicate row id", files: ["Content/t.json": "{\"rows\": [\n{\"id\": \"a\", \"text\": \"A\"},\n{\"id\": \"a\", \"text\": \"B\"}]}"],
             errors: ["Content/t.json:3:8: error: duplicate row id 'a' (first used at line 2): row ids must be unique in a table"]),
        Case(name: "link to a missing page", files: ["Content/t.md": "- [Gone](gone.md)\n"],
             errors: ["Content/t.md:1:3: error: link to a missing page 'gone.md': there is no Content/gone.md"]),
        Case(name: "template that does not parse", files: [
            "Content/t.json": "{\"rows\": [{\"text\": \"a\"}]}", "Templates/cells/mine.mustache": "<b>\n{{#items}}{{name}}\n"],
             errors: ["Templates/cells/mine.mustache:2:1: error: template does not parse: unclosed section 'items': expected {{/items}}"]),
        Case(name: "javascript link", files: ["Content/t.json": "{\"rows\": [{\"text\": \"a\", \"link\": \"javascript:alert(1)\"}]}"],
             errors: ["Content/t.json:1:33: error: unsafe URL scheme 'javascript:' in `link`: links may use http, https, mailto, tel or a path to a page of this site"]),
        Case(name: "obfuscated script link", files: ["Content/t.json": "{\"rows\": [{\"text\": \"a\", \"link\": \" JaVa\\tScRiPt:x\"}]}"],
             errors: ["Content/t.json:1:33: error: unsafe URL scheme 'javascript:' in `link`: links may use http, https, mailto, tel or a path to a page of this site"]),
        Case(name: "svg data image", files: ["Content/t.json": "{\"rows\": [{\"text\": \"a\", \"image\": \"data:image/svg+xml,<svg onload=x>\"}]}"],
             errors: ["Content/t.json:1:34: error: unsafe URL scheme 'data:' in `image`: images may use https or a file in Content/"]),
        Case(name: "every problem reported", files: [
            "Content/a.json": "{\"style\": \"x\", \"rows\": []}", "Content/b.json": "{\"rows\": [{\"text\": \"a\", \"cell\": \"nope\"}]}"],
             errors: ["Content/a.json:1:11: error: unknown style 'x': use one of 'plain', 'grouped', 'insetGrouped'",
                      "Content/b.json:1:33: error: unknown cell identifier 'nope': known are 'basic', 'subtitle', 'value1', 'value2'; or add Templates/cells/nope.mustache"]),
    ]

    @Test(arguments: cases)
    func reportsExactly(_ testCase: Case) throws {
        let site = try TemporarySite(testCase.files)
        #expect(site.buildErrors() == testCase.errors)
    }

    /// The same cases through the real binary, on a site that built before: status 1, the same
    /// lines for an incremental and a clean build, `Public/` unchanged.
    @Test(arguments: cases)
    func refusedByTheBinaryWithPublicUnchanged(_ testCase: Case) async throws {
        try await BadInputCheck.refuses({ site in
            for (path, text) in testCase.files { try site.write(path, text) }
        }, errors: testCase.errors)
    }

    /// Ids of a long table are checked on all cores; every repeat is still reported, in order.
    @Test func everyDuplicateIdOfALongSectionedTableInFileOrder() throws {
        var lines: [String] = []
        for section in 0..<3 {
            let rows = (0..<4000).map { row -> String in
                let id = (section, row) == (2, 10) || (section, row) == (1, 3999) ? "s0-r7" : "s\(section)-r\(row)"
                return "{\"id\": \"\(id)\", \"text\": \"R\(row)\"}"
            }
            lines.append("{\"title\": \"S\(section)\", \"rows\": [\n" + rows.joined(separator: ",\n") + "]}")
        }
        let site = try TemporarySite(["Content/t.json": "{\"sections\": [\n" + lines.joined(separator: ",\n") + "]}"])
        // Section n starts on line 4001 n + 2, and its row r is on line 4001 n + 3 + r.
        #expect(site.buildErrors() == [
            "Content/t.json:8003:8: error: duplicate row id 's0-r7' (first used at line 10): row ids must be unique in a table",
            "Content/t.json:8015:8: error: duplicate row id 's0-r7' (first used at line 10): row ids must be unique in a table",
        ])
    }

    /// What is wrong inside a row is reported in the table's file, and nothing is written.
    @Test(arguments: [
        "{\"title\": \"T\",\n \"rows\": [\n  {\"text\": \"a\",},\n  {\"text\": \"b\"}]}",
        "{\"rows\": [\n{\"text\": \"a\"},\n{\"text\" \"b\"}]}",
        "{\"rows\": [{\"text\": \"a}]}",
        "{\"rows\": [{\"text\": \"a\", \"link\": [1, }]}",
    ])
    func whatIsWrongInARowIsReportedInItsFile(_ json: String) throws {
        let site = try TemporarySite(["Content/t.json": json])
        let errors = site.buildErrors()
        #expect(!errors.isEmpty)
        #expect(errors.allSatisfy { $0.hasPrefix("Content/t.json:") })
        #expect(!FileManager.default.fileExists(atPath: site.url.appendingPathComponent("Public").path))
    }

    @Test func failedBuildLeavesPublicUnchanged() throws {
        let site = try TemporarySite(["Content/t.json": "{\"rows\": [{\"text\": \"a\"}]}"])
        try site.build()
        let before = try site.outputTree()
        try site.write("Content/t.json", "{\"rows\": [{\"text\": \"changed\"}, {\"text\": \"x\", \"cell\": \"nope\"}]}")
        try site.write("Content/new.json", "{\"rows\": [{\"text\": \"new\"}]}")
        #expect(!site.buildErrors().isEmpty)
        #expect(try site.outputTree() == before)
    }

    @Test func cellTemplateReadingAMissingFieldWarns() throws {
        let site = try TemporarySite([
            "Content/t.json": "{\"cell\": \"mine\", \"rows\": [{\"text\": \"a\", \"price\": 3}]}",
            "Templates/cells/mine.mustache": "{{text}}\n{{prise}} {{price}}",
        ])
        let summary = try site.build()
        #expect(summary.warnings.map(\.description) == [
            "Templates/cells/mine.mustache:2:1: warning: cell template reads `prise` but no row of Content/t.json has it (a typo?)",
        ])
    }

    /// Rows without fields of their own are skipped once their cell was met: a field only a
    /// later row has, after many without, is still one some row has.
    @Test func aFieldOnlyALaterRowHasDoesNotWarn() throws {
        let rows = (0..<50).map { "{\"text\": \"r\($0)\", \"cell\": \($0 % 2 == 0 ? "\"mine\"" : "\"basic\"")}" }
            + ["{\"text\": \"last\", \"cell\": \"mine\", \"price\": 3}"]
        let site = try TemporarySite([
            "Content/t.json": "{\"rows\": [\(rows.joined(separator: ", "))]}",
            "Templates/cells/mine.mustache": "{{text}} {{price}} {{prise}}",
        ])
        let summary = try site.build()
        #expect(summary.warnings.map(\.description) == [
            "Templates/cells/mine.mustache:1:1: warning: cell template reads `prise` but no row of Content/t.json has it (a typo?)",
        ])
    }

    @Test func unknownTableKeyWarnsWithSuggestion() throws {
        let site = try TemporarySite(["Content/t.json": "{\"stlye\": \"plain\", \"rows\": []}"])
        let summary = try site.build()
        #expect(summary.warnings.map(\.description) == ["Content/t.json:1:2: warning: unknown table key 'stlye': did you mean 'style'?"])
    }
}
