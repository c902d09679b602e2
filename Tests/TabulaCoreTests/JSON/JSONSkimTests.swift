import Foundation
import TabulaTestSupport
import Testing
@testable import TabulaCore

/// `JSONParser.skim` skips a table's rows instead of building them; for any valid table it
/// must give the tree `parse(_:rows:)` gives, and each row's first `link` string as a row
/// built by the parser has it.
@Suite struct JSONSkimTests {
    /// A random table whose rows have links of every kind: escaped, non-ASCII, repeated,
    /// not strings, nested in other members; rows that are not objects; lines and spaces
    /// between every token (positions after the rows must come out the same).
    static func table(_ random: inout SeededRandom) -> String {
        func space() -> String { random.pick(["", " ", "\n", "\n  ", "\r\n", "\t"]) }
        func value(_ depth: Int) -> String {
            switch Int.random(in: 0..<7, using: &random) {
            case 0: return "\(Int.random(in: -5..<500, using: &random))\(random.pick(["", ".5", "e3"]))"
            case 1: return random.pick(["true", "false", "null", "\"x\\n\\\"y\"", "\"Ünï ☃\""])
            case 2 where depth < 3: return "[" + (0..<Int.random(in: 0..<3, using: &random)).map { _ in space() + value(depth + 1) }.joined(separator: ",") + "]"
            case 3 where depth < 3: return "{\"link\":" + space() + value(depth + 1) + ", \"rows\": [" + value(depth + 1) + "]}"
            default: return "\"v\(Int.random(in: 0..<99, using: &random))\""
            }
        }
        func link() -> String {
            random.pick(["\"/t1/\"", "\"/t\\u00e9/\"", "\"ünï/\"", "\"https://example.com/\"", "\"a\\\"b\"", "\"/t1/\"", "7", "null", "{\"link\": \"/in/\"}"])
        }
        func row() -> String {
            if random.chance(0.1) { return value(1) }
            var members = ["\"text\":" + space() + "\"row \(Int.random(in: 0..<999, using: &random)) é\""]
            for _ in 0..<Int.random(in: 0..<3, using: &random) { members.append("\"link\"" + space() + ":" + space() + link()) }
            if random.chance(0.3) { members.append("\"extra\": " + value(1)) }
            return "{" + space() + members.shuffled(using: &random).joined(separator: "," + space()) + space() + "}"
        }
        func rows() -> String {
            "[" + (0..<Int.random(in: 0..<6, using: &random)).map { _ in space() + row() }.joined(separator: ",") + space() + "]"
        }
        var members = ["\"title\": \"T é\""]
        for _ in 0..<Int.random(in: 0..<3, using: &random) { members.append("\"rows\":" + space() + rows()) }
        if random.chance(0.5) {
            let sections = (0..<Int.random(in: 0..<4, using: &random)).map { _ in
                "{\"title\": \"S\"," + space() + "\"rows\": " + rows() + "," + space() + "\"footer\": \"f\"}"
            }
            members.append("\"sections\": [" + sections.joined(separator: "," + space()) + "]")
        }
        members.append("\"after\":" + space() + value(1))
        return "{" + space() + members.shuffled(using: &random).joined(separator: "," + space()) + space() + "}"
    }

    @Test(arguments: 0..<300) func skimmingGivesTheTreeAndLinksOfAParse(seed: Int) throws {
        var random = SeededRandom(seed: UInt64(seed))
        let data = Data(Self.table(&random).utf8)
        var parsedLinks: [String?] = []
        let parsed = try JSONParser.parse(data) { row, _ in parsedLinks.append(row["link"]?.stringValue) }
        var skimmedLinks: [String?] = []
        let skimmed = try JSONParser.skim(data) { skimmedLinks.append($0) }
        #expect(skimmed == parsed, "\(String(decoding: data, as: UTF8.self))")
        #expect(skimmedLinks == parsedLinks, "\(String(decoding: data, as: UTF8.self))")
    }

    /// Cut or changed anywhere, a table is skimmed or refused, never read past its end.
    @Test(arguments: 0..<200) func aBrokenTableIsSkimmedOrRefused(seed: Int) {
        var random = SeededRandom(seed: UInt64(seed))
        var bytes = Array(Self.table(&random).utf8)
        if random.chance(0.5) {
            bytes = Array(bytes.prefix(Int.random(in: 0..<bytes.count, using: &random)))
        } else {
            for _ in 0..<Int.random(in: 1..<4, using: &random) where !bytes.isEmpty {
                bytes[Int.random(in: 0..<bytes.count, using: &random)] = random.pick(Array("{}[]\",:\\ \n0a".utf8))
            }
        }
        var rows = 0
        _ = try? JSONParser.skim(Data(bytes)) { _ in rows += 1 }
        #expect(rows <= bytes.count)
    }
}
