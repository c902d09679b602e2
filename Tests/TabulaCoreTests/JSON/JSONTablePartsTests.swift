import Foundation
import Testing
@testable import TabulaCore

/// A long table read in parts on all cores is the table read whole: the same rows, in the
/// same order and with the same positions, and the same problems in the same order.
@Suite struct JSONTablePartsTests {
    /// A table of `count` rows over many lines, some of them with problems, in sections
    /// when `sectioned`.
    static func table(rows count: Int, sectioned: Bool) -> Data {
        let rows = (0..<count).map { i -> String in
            switch i % 997 {
            case 13: return #"{"id": "bad id \#(i)", "text": "Row \#(i)"}"#  // an id with a space
            case 500: return #"{"detail": "no text \#(i)"}"#  // neither text nor id
            default: return #"{"id": "r\#(i)", "text": "Ünïcödé row \#(i), {\"a\": [1]}", "cell": "subtitle", "rank": \#(i)}"#
            }
        }
        let list = "[\n  " + rows.joined(separator: ",\n  ") + "\n]"
        let body = sectioned ? #""sections": [{"title": "A", "rows": [{"text": "first"}]}, {"title": "B", "rows": \#(list)}]"# : #""rows": \#(list)"#
        return Data("{\"title\": \"T\",\r\n\(body), \"style\": \"plain\"}".utf8)
    }

    static func read(_ bytes: Data, parts: Int) -> (spec: TableSpec, problems: [Diagnostic]) {
        var spec = TableSpec(kind: .json, source: "Content/t.json", contentDirectory: "", outputPath: "t/index.html", title: "",
                             settings: PageSettings())
        let problems = Diagnostics()
        JSONTableLoader.load(bytes, into: &spec, SpecReader(path: spec.source, diagnostics: problems), parts: parts)
        return (spec, problems.all)
    }

    static func describe(_ rows: [RowSpec]) -> [String] {
        rows.map { "\($0.position.map { "\($0.line):\($0.column)" } ?? "-") \($0.id?.value ?? "-") \($0.text) \($0.cell?.value ?? "-") \($0.fields.count)" }
    }

    @Test(arguments: [false, true]) func aLongTableReadInPartsIsTheTableReadWhole(sectioned: Bool) throws {
        let bytes = Self.table(rows: 12_000, sectioned: sectioned)
        #expect(bytes.count > JSONParser.partBytes)
        let whole = Self.read(bytes, parts: 1), inParts = Self.read(bytes, parts: 3)
        let wholeRows = sectioned ? whole.spec.sections?.flatMap(\.rows) ?? [] : whole.spec.rows
        let partsRows = sectioned ? inParts.spec.sections?.flatMap(\.rows) ?? [] : inParts.spec.rows
        #expect(wholeRows.count == 12_001 - (sectioned ? 0 : 1) - 12)
        #expect(Self.describe(partsRows) == Self.describe(wholeRows))
        #expect(inParts.problems == whole.problems)
        #expect(whole.problems.count == 25)
        #expect(inParts.spec.fieldOrder == whole.spec.fieldOrder)
        #expect(inParts.spec.settings.style == whole.spec.settings.style)
    }

    /// A long table broken in its second half (a quote taken out, a bracket doubled, a byte
    /// that is no UTF-8) reports the same one error whether its reading was cut or not.
    @Test(arguments: ["\"r9000\"", #""rank": 8000"#, "row 11000"]) func aBrokenLongTableReportsTheSameError(broken: String) throws {
        var bytes = Self.table(rows: 12_000, sectioned: false)
        let at = try #require(bytes.range(of: Data(broken.utf8)))
        switch broken {
        case #""rank": 8000"#: bytes.insert(UInt8(ascii: "["), at: at.upperBound - 4)
        case "row 11000": bytes[at.lowerBound] = 0xFF
        default: bytes.remove(at: at.lowerBound)
        }
        let whole = Self.read(bytes, parts: 1), inParts = Self.read(bytes, parts: 3)
        #expect(whole.problems.count == 1)
        #expect(whole.problems.first?.message.contains("malformed JSON") == true)
        #expect(inParts.problems == whole.problems)
    }
}
