import Foundation
import Testing
@testable import TabulaCore

@Suite("JSONParser: properties")
struct JSONPropertyTests {
    /// Random documents round-trip: parse(serialize(tree)) == tree, and JSONSerialization,
    /// reading the same bytes, sees the same data.
    @Test(arguments: 0..<8)
    func randomDocumentsRoundTrip(batch: Int) throws {
        for index in 0..<150 {
            let seed = UInt64(batch * 1_000 + index)
            var generator = JSONTestGenerator(seed: seed)
            if index % 10 == 0 {
                generator.maxDepth = 40
                generator.maxWidth = 3
                generator.containerChance = 0.75
            } else if index % 10 == 1 {
                generator.maxDepth = 2
                generator.maxWidth = 60
            }
            let tree = generator.value()
            var text = generator.serialize(tree)
            if index % 7 == 0 { text = "\u{FEFF}" + text }
            let bytes = Array(text.utf8)

            let parsed: JSONNode
            do {
                parsed = try JSONParser.parse(bytes)
            } catch {
                Issue.record("seed \(seed): rejected a valid document: \(error)\n\(text)")
                continue
            }
            #expect(JSONTestTree(parsed) == tree, "seed \(seed)")

            let foundation = try JSONSerialization.jsonObject(with: Data(bytes), options: .fragmentsAllowed)
            #expect(tree.matchesFoundation(foundation), "seed \(seed): JSONSerialization disagrees\n\(text)")
        }
    }

    /// Every node's position maps back to its first character, every key position to its
    /// opening quote (line/column are converted back to a byte offset independently).
    @Test(arguments: 0..<4)
    func positionsPointAtTheValue(batch: Int) throws {
        for index in 0..<150 {
            let seed = UInt64(50_000 + batch * 1_000 + index)
            var generator = JSONTestGenerator(seed: seed)
            let tree = generator.value()
            var text = generator.serialize(tree)
            if index % 5 == 0 { text = "\u{FEFF}" + text }
            let bytes = Array(text.utf8)
            let root = try JSONParser.parse(bytes)
            for node in JSONTestPositions.nodes(root) {
                let offset = try #require(JSONTestPositions.offset(of: node.position, in: bytes), "seed \(seed)")
                let byte = bytes[offset]
                let ok: Bool
                switch node.value {
                case .string: ok = byte == UInt8(ascii: "\"")
                case .object: ok = byte == UInt8(ascii: "{")
                case .array: ok = byte == UInt8(ascii: "[")
                case .null: ok = bytes[offset...].starts(with: Array("null".utf8))
                case .bool(let b): ok = bytes[offset...].starts(with: Array((b ? "true" : "false").utf8))
                case .number(let literal): ok = bytes[offset...].starts(with: Array(literal.utf8))
                }
                #expect(ok, "seed \(seed): \(node.typeName) at \(node.position) points at byte \(byte)")
            }
            for position in JSONTestPositions.keyPositions(root) {
                let offset = try #require(JSONTestPositions.offset(of: position, in: bytes), "seed \(seed)")
                #expect(bytes[offset] == UInt8(ascii: "\""), "seed \(seed): key at \(position)")
            }
        }
    }

    /// Error positions are exact too: truncating a document inside a string reports the
    /// opening quote of that string.
    @Test func errorPositionsMapBackToTheOffendingByte() throws {
        var checked = 0
        for seed in UInt64(90_000)..<UInt64(90_300) {
            var generator = JSONTestGenerator(seed: seed)
            let bytes = Array(generator.serialize(.array([generator.value(), .string(Array("tail".unicodeScalars))])).utf8)
            // Cut right after the opening quote of the last string ("tail"…).
            guard let quote = bytes.lastIndex(of: UInt8(ascii: "t")).map({ $0 - 1 }), bytes[quote] == UInt8(ascii: "\"")
            else { continue }
            do {
                _ = try JSONParser.parse(Array(bytes[...(quote + 2)]))
                Issue.record("seed \(seed): accepted a truncated document")
            } catch {
                #expect(error.message == "unterminated string: expected a closing '\"'")
                #expect(JSONTestPositions.offset(of: error.position, in: bytes) == quote, "seed \(seed)")
                checked += 1
            }
        }
        #expect(checked >= 200)
    }
}
