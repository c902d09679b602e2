import Foundation
import TabulaTestSupport
import Testing
@testable import TabulaCore

/// `JSONParser.parse(_:rows:)` hands out the rows of a table as it reads them; put back in
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
        var streamed: [Int: [JSONNode]] = [:]
        let root = try JSONParser.parse(Data(text.utf8)) { row, section in streamed[section, default: []].append(row) }
        #expect(Self.restore(root, streamed) == (try JSONParser.parse(text)), "\(text)")
    }

    @Test func rowsOfATableAreNotInItsTree() throws {
        var count = 0
        let root = try JSONParser.parse(Data(#"{"rows": [{"text": "a"}, {"text": "b"}], "title": "T"}"#.utf8)) { _, section in
            #expect(section == -1)
            count += 1
        }
        #expect(count == 2)
        #expect(root["rows"]?.value == .array([]))
    }

    @Test func aMalformedTableReportsOnlyItsSyntaxError() throws {
        let site = try TemporarySite(["Content/t.json": #"{"rows": [{"cell": 1}, {"nope": true}], "title": "T",}"#])
        let failure = try #require(throws: BuildFailed.self) { try site.build() }
        #expect(failure.diagnostics.count == 1)
        #expect(failure.diagnostics.first?.message.contains("malformed JSON") == true)
    }
}
