import Foundation
import TabulaTestSupport
import Testing
@testable import TabulaCore

/// Rows of a table as `JSONParser.parseTable` hands them out, by list.
struct StreamedRows: JSONRowSink {
    var rows: [Int: [JSONNode]] = [:]
    /// How many parts were appended.
    var parts = 0

    mutating func add(_ row: consuming JSONRow, section: Int) {
        switch consume row {
        case .object(let members, let position): rows[section, default: []].append(JSONNode(position: position, value: .object(Array(members))))
        case .other(let node): rows[section, default: []].append(node)
        }
    }

    func part(bytes: Int) -> StreamedRows { StreamedRows() }

    mutating func append(part: consuming StreamedRows) {
        for (section, rows) in part.rows { self.rows[section, default: []] += rows }
        parts += 1
    }
}

/// `JSONParser.parseTable` hands out the rows of a table as it reads them; put back in
/// their lists, the tree must be exactly what a plain parse makes.
@Suite struct JSONRowStreamTests {
    /// A random JSON table: rows or sections (or both), with duplicate and empty lists,
    /// `rows` keys inside rows and sections that are not objects.
    static func table(_ random: inout SeededRandom) -> String {
        func value(_ depth: Int) -> String {
            switch Int.random(in: 0..<6, using: &random) {
            case 0: return "\(Int.random(in: -5..<500, using: &random))"
            case 1: return random.pick(["true", "null", "\"x\\n\"", "\"Ünï\""])
            case 2 where depth < 3: return "[" + (0..<Int.random(in: 0..<3, using: &random)).map { _ in value(depth + 1) }.joined(separator: ",") + "]"
            case 3 where depth < 3: return "{\"rows\": " + value(depth + 1) + "}"
            default: return "\"v\(Int.random(in: 0..<99, using: &random))\""
            }
        }
        func row() -> String {
            if random.chance(0.1) { return value(1) }
            var members = ["\"text\": \"row \(Int.random(in: 0..<999, using: &random))\""]
            if random.chance(0.3) { members.append("\"link\": \"/t\(Int.random(in: 0..<5, using: &random))/\"") }
            if random.chance(0.2) { members.append("\"rows\": " + value(1)) }
            return "{" + members.shuffled(using: &random).joined(separator: ", ") + "}"
        }
        func rows() -> String {
            if random.chance(0.1) { return value(1) }
            return "[" + (0..<Int.random(in: 0..<6, using: &random)).map { _ in row() }.joined(separator: ",\n") + "]"
        }
        func section() -> String {
            if random.chance(0.1) { return value(1) }
            var members = ["\"title\": \"S\""]
            for _ in 0..<Int.random(in: 0..<3, using: &random) { members.append("\"rows\": " + rows()) }
            return "{" + members.shuffled(using: &random).joined(separator: ", ") + "}"
        }
        var members = ["\"title\": \"T\""]
        for _ in 0..<Int.random(in: 0..<3, using: &random) { members.append("\"rows\": " + rows()) }
        for _ in 0..<Int.random(in: 0..<2, using: &random) {
            members.append("\"sections\": [" + (0..<Int.random(in: 0..<4, using: &random)).map { _ in section() }.joined(separator: ",") + "]")
        }
        if random.chance(0.1) { members.append("\"nested\": {\"rows\": " + rows() + "}") }
        return "{" + members.shuffled(using: &random).joined(separator: ",\n") + "}"
    }

    /// Puts streamed rows back into the first `rows` list of the table or of the section at
    /// their place in the first `sections` list.
    static func restore(_ root: JSONNode, _ streamed: [Int: [JSONNode]]) -> JSONNode {
        func refill(_ node: JSONNode, _ rows: [JSONNode]?) -> JSONNode {
            guard let rows, case .object(var members) = node.value, let i = members.firstIndex(where: { $0.key == "rows" }) else { return node }
            members[i].node.value = .array(rows)
            return JSONNode(position: node.position, value: .object(members))
        }
        var root = refill(root, streamed[-1])
        guard case .object(var members) = root.value, let s = members.firstIndex(where: { $0.key == "sections" }),
              case .array(let sections) = members[s].node.value else { return root }
        members[s].node.value = .array(sections.enumerated().map { refill($1, streamed[$0]) })
        root.value = .object(members)
        return root
    }

    @Test(arguments: 0..<300) func streamedRowsPutBackMakeThePlainTree(seed: Int) throws {
        var random = SeededRandom(seed: UInt64(seed))
        let text = Self.table(&random)
        var streamed = StreamedRows()
        let root = try JSONParser.parseTable(Data(text.utf8), into: &streamed)
        #expect(Self.restore(root, streamed.rows) == (try JSONParser.parse(Data(text.utf8))), "\(text)")
    }

    @Test func rowsOfATableAreNotInItsTree() throws {
        var streamed = StreamedRows()
        let root = try JSONParser.parseTable(Data(#"{"rows": [{"text": "a"}, {"text": "b"}], "title": "T"}"#.utf8), into: &streamed)
        #expect(streamed.rows.keys.sorted() == [-1])
        #expect(streamed.rows[-1]?.count == 2)
        #expect(root["rows"]?.value == .array([]))
    }

    /// A list read in parts on all cores gives what reading it in one go gives: the same tree,
    /// the same rows with the same positions, or the same error.
    @Test(arguments: 0..<300) func aListReadInPartsIsTheListReadWhole(seed: Int) throws {
        var random = SeededRandom(seed: UInt64(seed))
        var text = Self.table(&random)
        // Every kind of line break; strings that look like the places a list is cut.
        text = text.replacingOccurrences(of: ",\n", with: random.pick([",\n", ",\r\n", ",\r", ", "]))
        text = text.replacingOccurrences(of: "\"v1", with: random.pick(["\"v1, {\\\"x\\\": [1, ", "\"Ä, {", "\"\\\\", "\"v1"]))
        if random.chance(0.3) {  // a broken document: a byte taken out or doubled
            var bytes = Array(text.utf8)
            let at = Int.random(in: 0..<bytes.count, using: &random)
            if random.chance(0.5) { bytes.remove(at: at) } else { bytes.insert(bytes[at], at: at) }
            text = String(decoding: bytes, as: UTF8.self)
        }
        if random.chance(0.2) { text = "\u{FEFF}" + text }  // a byte order mark, before the first line's columns
        let bytes = Data(text.utf8)
        var whole = StreamedRows(), inParts = StreamedRows()
        let wholeRead = Result { () throws(JSONSyntaxError) -> JSONNode in try JSONParser.parseTable(bytes, into: &whole) }
        let partsRead = Result { () throws(JSONSyntaxError) -> JSONNode in
            try JSONParser.parseTable(bytes, into: &inParts, parts: Int.random(in: 2...5, using: &random), partBytes: 1)
        }
        #expect(partsRead == wholeRead, "\(text)")
        if case .success = wholeRead { #expect(inParts.rows == whole.rows, "\(text)") }
    }

    /// A long list is read in parts: the property above is not met by reading every list whole.
    @Test func aLongListIsReadInParts() throws {
        let rows = (0..<2_000).map { #"{"text": "Ünïcode row \#($0), {\"not\": [a, row]}", "n": [1, {"x": 2}]}"# }
        let text = "{\"title\": \"T\",\n\"rows\": [\n" + rows.joined(separator: ",\n") + "\n], \"after\": 1}"
        var whole = StreamedRows(), inParts = StreamedRows()
        let plain = try JSONParser.parseTable(Data(text.utf8), into: &whole)
        let root = try JSONParser.parseTable(Data(text.utf8), into: &inParts, parts: 3, partBytes: 1_000)
        #expect(inParts.parts == 3)
        #expect(inParts.rows == whole.rows)
        #expect(root == plain)
    }

    @Test func aMalformedTableReportsOnlyItsSyntaxError() throws {
        let site = try TemporarySite(["Content/t.json": #"{"rows": [{"cell": 1}, {"nope": true}], "title": "T",}"#])
        let failure = try #require(throws: BuildFailed.self) { try site.build() }
        #expect(failure.diagnostics.count == 1)
        #expect(failure.diagnostics.first?.message.contains("malformed JSON") == true)
    }
}
