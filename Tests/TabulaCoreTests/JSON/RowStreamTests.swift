import TabulaTestSupport
import Testing
@testable import TabulaCore

/// `RowStream` decodes rows in batches on other cores and moves them into their lists in
/// runs, or decodes them as they come (`inline`): whatever the lists and the batches, each
/// list must hold its decodable rows in the order they were added.
@Suite struct RowStreamTests {
    /// Row nodes of random lists: runs of one list that cross batch boundaries, lists met
    /// again after others, and rows that do not decode (not objects, or neither text nor id).
    static func rows(_ random: inout SeededRandom) -> [(section: Int, node: JSONNode, text: String?)] {
        var rows: [(section: Int, node: JSONNode, text: String?)] = []
        let at = SourcePosition(line: 1, column: 1)
        for _ in 0..<Int.random(in: 0..<8, using: &random) {
            let section = Int.random(in: -1..<4, using: &random)
            for _ in 0..<random.pick([0, 1, 7, 700, RowStream.batchSize + 3]) {
                let text = "row \(rows.count)"
                switch Int.random(in: 0..<20, using: &random) {
                case 0: rows.append((section, JSONNode(position: at, value: .string(text)), nil))
                case 1: rows.append((section, JSONNode(position: at, value: .object([])), nil))
                default:
                    let member = JSONMember(key: "text", keyPosition: at, node: JSONNode(position: at, value: .string(text)))
                    rows.append((section, JSONNode(position: at, value: .object([member])), text))
                }
            }
        }
        return rows
    }

    @Test(arguments: 0..<40, [RowStream.Decoding.spread, .inline])
    func eachListHoldsItsDecodableRowsInOrder(seed: Int, decoding: RowStream.Decoding) {
        var random = SeededRandom(seed: UInt64(seed))
        let rows = Self.rows(&random)
        let problems = Diagnostics()
        let stream = RowStream(reader: SpecReader(path: "Content/t.json", diagnostics: problems), decoding: decoding)
        for row in rows { stream.add(row.node, section: row.section) }
        let lists = stream.finish()

        var expected: [Int: [String]] = [:]
        for row in rows {
            expected[row.section, default: []] += row.text.map { [$0] } ?? []
        }
        #expect(lists.mapValues { $0.map(\.text) } == expected)
        #expect(problems.all.count == rows.filter { $0.text == nil }.count)
    }
}
