import Foundation
import Testing
@testable import TabulaCore

/// Mutates valid documents at random and compares acceptance with JSONSerialization.
///
/// Documented, expected differences (everything else fails the test):
/// - `trailingComma`: JSONSerialization (swift-corelibs-foundation) accepts a trailing comma
///   in arrays and objects (`[1,]`, `{"a":1,}`); RFC 8259 does not, and neither do we.
/// - `nonUTF8Encoding`: JSONSerialization guesses UTF-16/UTF-32 from NUL bytes or a
///   UTF-16 byte order mark and may then accept; we only read UTF-8 (RFC 8259 §8.1).
/// - `numberOutOfRange`: JSONSerialization rejects numbers a Double cannot hold (`1e400`);
///   the grammar allows them, and we keep the literal text.
/// - Duplicate keys are accepted by both; JSONSerialization keeps the last, we keep all.
/// - Data difference (not acceptance): JSONSerialization drops a raw U+FEFF at the start of
///   a string or right after an escape (`"\u{FEFF}a"` → "a"); we keep every scalar.
/// Lone surrogates, invalid UTF-8, control characters, leading zeros, depth > 512 are
/// rejected by both.
@Suite("JSONParser: fuzzing")
struct JSONFuzzTests {
    enum Difference: String, CaseIterable {
        case trailingComma, nonUTF8Encoding, numberOutOfRange
    }

    static let interestingBytes: [UInt8] = Array("\"\\,:[]{}0-+.eE /*tfn u'\t\n\r".utf8)
        + [0x00, 0x01, 0x1F, 0x7F, 0x80, 0xBF, 0xC0, 0xC3, 0xE2, 0xED, 0xF0, 0xF4, 0xF5, 0xFF]

    static func mutate(_ input: [UInt8], _ random: inout JSONTestRandom) -> [UInt8] {
        Mutator(interesting: interestingBytes).mutate(input, &random)
    }

    static func classify(_ bytes: [UInt8], ours: Result<JSONNode, JSONSyntaxError>, foundationError: (any Error)?) -> Difference? {
        switch ours {
        case .failure(let error) where foundationError == nil:
            if bytes.contains(0) || bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
                return .nonUTF8Encoding
            }
            if error.message.hasPrefix("trailing comma") { return .trailingComma }
            return nil
        case .success(let node) where foundationError != nil:
            let hugeNumber = JSONTestPositions.nodes(node).contains { node in
                if case .number(let literal) = node.value { return Double(literal).map { !$0.isFinite } ?? true }
                return false
            }
            return hugeNumber ? .numberOutOfRange : nil
        default:
            return nil
        }
    }

    @Test func mutationsNeverCrashAndAgreeWithFoundation() {
        var random = JSONTestRandom(seed: 0xF0F0)
        var seeds: [[UInt8]] = []
        for seed in UInt64(0)..<200 {
            var generator = JSONTestGenerator(seed: 7_000 + seed)
            generator.maxDepth = 4
            generator.maxWidth = 4
            seeds.append(Array(generator.serialize(generator.value()).utf8))
        }
        seeds.append(Array(#"{"id":"r1","text":"Row 1","detail":"Détail 1","accessory":"checkmark","height":44}"#.utf8))
        seeds.append(Array("[1e308, -0.0, 0, \"\\uD83D\\uDE00\", true, false, null, {\"a\": [1, 2]}]".utf8))

        var counts: [Difference: Int] = [:]
        var accepted = 0, rejected = 0, unexplained: [String] = []
        // JSON_FUZZ_ITERATIONS / JSON_FUZZ_SEED allow longer or different runs locally.
        let environment = ProcessInfo.processInfo.environment
        let iterations = environment["JSON_FUZZ_ITERATIONS"].flatMap { Int($0) } ?? 20_000
        if let seed = environment["JSON_FUZZ_SEED"].flatMap({ UInt64($0) }) { random = JSONTestRandom(seed: seed) }
        for iteration in 0..<iterations {
            let bytes = Self.mutate(seeds[iteration % seeds.count], &random)
            let ours = Result { () throws(JSONSyntaxError) -> JSONNode in try JSONParser.parse(bytes) }
            var foundationError: (any Error)?
            var foundationObject: Any?
            do {
                foundationObject = try JSONSerialization.jsonObject(with: Data(bytes), options: .fragmentsAllowed)
            } catch {
                foundationError = error
            }
            let weAccept = (try? ours.get()) != nil
            if weAccept { accepted += 1 } else { rejected += 1 }

            if weAccept == (foundationError == nil) {
                // Both accept: same data, unless duplicate keys collapsed in Foundation's dictionaries.
                if case .success(let node) = ours, let foundationObject {
                    let tree = JSONTestTree(node)
                    if !tree.matchesFoundation(foundationObject) && !Self.hasDuplicateKeys(node) {
                        unexplained.append("different data: \(String(decoding: bytes, as: UTF8.self).debugDescription)")
                    }
                }
                continue
            }
            if let difference = Self.classify(bytes, ours: ours, foundationError: foundationError) {
                counts[difference, default: 0] += 1
            } else {
                let ourResult = (try? ours.get()).map { _ in "accepted" } ?? "\(ours)"
                unexplained.append(
                    "\(bytes.map { String($0, radix: 16) }.joined(separator: " ")) — ours: \(ourResult), Foundation: \(foundationError.map { "\($0)" } ?? "accepted")")
            }
        }
        #expect(unexplained.isEmpty, "\(unexplained.count) unexplained differences:\n\(unexplained.prefix(20).joined(separator: "\n"))")
        #expect(accepted > 1_000 && rejected > 1_000, "accepted \(accepted), rejected \(rejected)")
        print("JSON fuzz: accepted \(accepted), rejected \(rejected), documented differences \(counts.map { "\($0.key.rawValue): \($0.value)" }.sorted())")
    }

    static func hasDuplicateKeys(_ node: JSONNode) -> Bool {
        JSONTestPositions.nodes(node).contains { node in
            guard case .object(let members) = node.value else { return false }
            return Set(members.map(\.key)).count != members.count
        }
    }

    @Test func knownDifferencesAreReal() throws {
        // Pin down each documented difference so a Foundation change is noticed.
        func foundationAccepts(_ text: [UInt8]) -> Bool {
            (try? JSONSerialization.jsonObject(with: Data(text), options: .fragmentsAllowed)) != nil
        }
        #expect(foundationAccepts(Array("[1,]".utf8)))
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(Array("[1,]".utf8)) }
        #expect(foundationAccepts([0x5B, 0x00, 0x31, 0x00, 0x5D, 0x00]))
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse([0x5B, 0x00, 0x31, 0x00, 0x5D, 0x00] as [UInt8]) }
        #expect(!foundationAccepts(Array("[1e400]".utf8)))
        #expect(try JSONParser.parse(Array("[1e400]".utf8)).value
            == .array([JSONNode(position: SourcePosition(line: 1, column: 2), value: .number("1e400"))]))
        // Agreement on the strictness cases.
        for text in [#"["\uD800"]"#, #"["\uDC00"]"#, "[01]", "[\"a\tb\"]", "[1.]", "[NaN]", "// c\n1"] {
            #expect(!foundationAccepts(Array(text.utf8)), "\(text)")
            #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(Array(text.utf8)) }
        }
    }
}
