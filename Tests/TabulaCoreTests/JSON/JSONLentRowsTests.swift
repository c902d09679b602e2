import Foundation
import TabulaTestSupport
import Testing
@testable import TabulaCore

/// `JSONParser.parse(_:rowObjects:rows:)` lends a row that is an object as its members
/// instead of building a node: for any table, the rows it lends and hands out must be, in
/// order and with their positions, the rows `parse(_:rows:)` hands out, and the trees the same.
@Suite struct JSONLentRowsTests {
    @Test(arguments: 0..<300) func lentRowsAreTheRowsOfAParse(seed: Int) throws {
        var random = SeededRandom(seed: UInt64(seed))
        let data = Data(JSONSkimTests.table(&random).utf8)
        var parsedRows: [(JSONNode, Int)] = []
        let parsed = try JSONParser.parse(data) { parsedRows.append(($0, $1)) }
        var lentRows: [(JSONNode, Int)] = []
        let lent = try JSONParser.parse(data, rowObjects: { members, position, section in
            lentRows.append((JSONNode(position: position, value: .object(Array(members))), section))
        }, rows: { lentRows.append(($0, $1)) })
        let text = String(decoding: data, as: UTF8.self)
        #expect(lent == parsed, "\(text)")
        #expect(lentRows.map(\.0) == parsedRows.map(\.0), "\(text)")
        #expect(lentRows.map(\.1) == parsedRows.map(\.1), "\(text)")
    }

    /// A broken table read with lent rows fails as a parse does, at the same place.
    @Test(arguments: 0..<200) func aBrokenTableFailsAsAParseDoes(seed: Int) {
        var random = SeededRandom(seed: UInt64(seed))
        var bytes = Array(JSONSkimTests.table(&random).utf8)
        for _ in 0..<Int.random(in: 1..<4, using: &random) where !bytes.isEmpty {
            bytes[Int.random(in: 0..<bytes.count, using: &random)] = random.pick(Array("{}[]\",:\\ \n0a".utf8))
        }
        let data = Data(bytes)
        let parsed = Result { () throws(JSONSyntaxError) in try JSONParser.parse(data) { _, _ in } }
        let lent = Result { () throws(JSONSyntaxError) in try JSONParser.parse(data, rowObjects: { _, _, _ in }, rows: { _, _ in }) }
        switch (parsed, lent) {
        case (.success(let a), .success(let b)): #expect(a == b)
        case (.failure(let a), .failure(let b)): #expect(a.position == b.position && a.message == b.message)
        default: Issue.record("one read failed and the other did not: \(String(decoding: bytes, as: UTF8.self))")
        }
    }
}
