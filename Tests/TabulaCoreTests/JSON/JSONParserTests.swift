import Foundation
import Testing
@testable import TabulaCore

@Suite("JSONParser: valid documents")
struct JSONParserTests {
    func parse(_ text: String) throws -> JSONNode {
        try JSONParser.parse(Array(text.utf8))
    }

    func pos(_ line: Int, _ column: Int) -> SourcePosition { SourcePosition(line: line, column: column) }

    @Test func scalars() throws {
        #expect(try parse("null").value == .null)
        #expect(try parse("true").value == .bool(true))
        #expect(try parse("false").value == .bool(false))
        #expect(try parse("\"hi\"").value == .string("hi"))
        #expect(try parse("\"\"").value == .string(""))
        #expect(try parse("0").value == .number("0"))
        #expect(try parse("[]").value == .array([]))
        #expect(try parse("{}").value == .object([]))
    }

    @Test(arguments: [
        "0", "-0", "44", "-3.5e2", "1E+2", "1e-7", "0.5", "-0.0", "123456789012345678901234567890",
        "1.000000000000000000001", "2E308", "-1e-400", "10.25E+05",
    ])
    func numbersKeptLiterally(_ literal: String) throws {
        #expect(try parse(literal).value == .number(literal))
        #expect(try parse("[\(literal)]").value == .array([JSONNode(position: pos(1, 2), value: .number(literal))]))
    }

    @Test func escapes() throws {
        let node = try parse(#""\"\\\/\b\f\n\r\t\u0041\u00e9\u20AC\uD83D\uDE00\ud834\udd1e\u0000x""#)
        #expect(node.stringValue == "\"\\/\u{8}\u{C}\n\r\tAé€😀𝄞\u{0}x")
        #expect(node.stringValue.map { Array($0.unicodeScalars).count } == 15)
    }

    @Test func rawUnicodeKeptExactly() throws {
        // Decomposed "é" must stay decomposed: the parser must not normalize.
        let node = try parse("\"e\u{301}日本😀\u{7F}\u{FFFF}\"")
        #expect(node.stringValue.map { Array($0.unicodeScalars) } == Array("e\u{301}日本😀\u{7F}\u{FFFF}".unicodeScalars))
    }

    @Test func nestingAndPositions() throws {
        let text = """
            {
              "title": "Cities",
              "rows": [
                {"id": "r1", "height": 44, "on": true, "off": false, "none": null},
                [1, [2, {}], []]
              ]
            }
            """
        let root = try parse(text)
        #expect(root.position == pos(1, 1))
        #expect(root.typeName == "object")
        guard case .object(let members) = root.value else { Issue.record("not an object"); return }
        #expect(members.map(\.key) == ["title", "rows"])
        #expect(members[0].keyPosition == pos(2, 3))
        #expect(members[0].node.position == pos(2, 12))
        #expect(root["title"]?.stringValue == "Cities")
        let rows = try #require(root["rows"])
        #expect(rows.position == pos(3, 11))
        guard case .array(let items) = rows.value else { Issue.record("not an array"); return }
        #expect(items.count == 2)
        let row = items[0]
        #expect(row.position == pos(4, 5))
        #expect(row["id"]?.position == pos(4, 12))
        #expect(row["height"]?.value == .number("44"))
        #expect(row["height"]?.position == pos(4, 28))
        #expect(row["on"]?.value == .bool(true))
        #expect(row["on"]?.position == pos(4, 38))
        #expect(row["off"]?.position == pos(4, 51))
        #expect(row["none"]?.value == .null)
        #expect(row["none"]?.position == pos(4, 66))
        #expect(row["missing"] == nil)
        #expect(items[1].typeName == "array")
        #expect(items[1].position == pos(5, 5))
        guard case .array(let inner) = items[1].value else { Issue.record("not an array"); return }
        #expect(inner.map(\.position) == [pos(5, 6), pos(5, 9), pos(5, 18)])
    }

    @Test func columnsCountScalarsNotBytes() throws {
        let root = try parse("{\"é\": 1, \"日本\": 2, \"😀\": [3], \"e\u{301}\": 4}")
        guard case .object(let members) = root.value else { Issue.record("not an object"); return }
        #expect(members.map(\.keyPosition.column) == [2, 10, 19, 29])
        #expect(members.map(\.node.position.column) == [7, 16, 24, 35])
    }

    @Test func duplicateKeysKeptInOrder() throws {
        let root = try parse(#"{"a": 1, "b": 2, "a": 3}"#)
        guard case .object(let members) = root.value else { Issue.record("not an object"); return }
        #expect(members.map(\.key) == ["a", "b", "a"])
        #expect(root["a"]?.value == .number("1"))
    }

    @Test func byteOrderMarkIsSkippedAndNotAColumn() throws {
        let root = try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("[1, \"x\"]".utf8))
        #expect(root.position == pos(1, 1))
        guard case .array(let items) = root.value else { Issue.record("not an array"); return }
        #expect(items.map(\.position) == [pos(1, 2), pos(1, 5)])
    }

    @Test func allWhitespaceKindsAndLineBreaks() throws {
        // \n, \r\n and a lone \r each end a line.
        let root = try parse(" \t\n[\r\n1,\r2 ,\n\t3\t]\n ")
        #expect(root.position == pos(2, 1))
        guard case .array(let items) = root.value else { Issue.record("not an array"); return }
        #expect(items.map(\.position) == [pos(3, 1), pos(4, 1), pos(5, 2)])
    }

    @Test func conveniences() throws {
        let root = try parse(#"{"s": "text", "n": 1, "b": true, "z": null, "a": [], "o": {}}"#)
        #expect(root["s"]?.stringValue == "text")
        #expect(root["n"]?.stringValue == nil)
        #expect(["s", "n", "b", "z", "a", "o"].compactMap { root[$0]?.typeName }
            == ["string", "number", "boolean", "null", "array", "object"])
        #expect(root["s"]?["x"] == nil)
    }

    @Test func overloadsAgree() throws {
        let text = "{\"k\": [1, \"é\"]}"
        let fromBytes = try JSONParser.parse(Array(text.utf8))
        #expect(try JSONParser.parse(Data(text.utf8)) == fromBytes)
        let raw = try Array(text.utf8).withUnsafeBytes { raw in try JSONParser.parse(raw) }
        #expect(raw == fromBytes)
    }

    @Test func maximumDepthIsAccepted() throws {
        let depth = JSONParser.maximumDepth
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        var node = try parse(text)
        var levels = 1
        while case .array(let items) = node.value, let first = items.first {
            node = first
            levels += 1
        }
        #expect(levels == depth)
        let objects = String(repeating: "{\"a\":", count: depth) + "1" + String(repeating: "}", count: depth)
        #expect(try parse(objects).typeName == "object")
    }

    /// The parser keeps open containers on the heap, so even a debug build parses the
    /// deepest allowed document, and rejects a far deeper one, on a thread with a small
    /// stack (macOS gives secondary threads 512 KB).
    @Test func nestingDoesNotUseTheCallStack() async {
        let depth = JSONParser.maximumDepth
        let deepest = String(repeating: "{\"a\":[", count: depth / 2) + "1" + String(repeating: "]}", count: depth / 2)
        let tooDeep = String(repeating: "[{\"k\": ", count: 200_000)
        let results = await withCheckedContinuation { (continuation: CheckedContinuation<(Bool, String?), Never>) in
            let thread = Thread {
                let accepted = (try? JSONParser.parse(Array(deepest.utf8))) != nil
                var message: String?
                do throws(JSONSyntaxError) { _ = try JSONParser.parse(Array(tooDeep.utf8)) } catch { message = error.message }
                continuation.resume(returning: (accepted, message))
            }
            thread.stackSize = 256 * 1024
            thread.start()
        }
        #expect(results.0)
        #expect(results.1 == "nesting is too deep: arrays and objects may be nested at most 512 levels")
    }

    /// The string scanner skips 8 bytes at a time; special characters at every offset, near
    /// the end of the buffer or not, must still be found.
    @Test func specialCharactersAtEveryOffset() throws {
        let specials: [(raw: String, decoded: String)] = [
            ("é", "é"), ("😀", "😀"), ("\\n", "\n"), ("\\u00e9", "é"), ("\\\"", "\""),
        ]
        let controlMessage = #"unescaped control character U+0001 in string: write it as \u0001"#
        let utf8Message = "invalid UTF-8 byte 0xFF in string: the file must be encoded as UTF-8"
        for length in 0..<20 {
            for offset in 0...length {
                let before = String(repeating: "a", count: offset)
                let after = String(repeating: "b", count: length - offset)
                for special in specials {
                    let text = "\"" + before + special.raw + after + "\""
                    let decoded = before + special.decoded + after
                    // Alone (the string ends the buffer) and inside an array (followed by more).
                    #expect(try parse(text).stringValue == decoded, "\(text)")
                    let closingColumn = 3 + length + special.raw.unicodeScalars.count
                    #expect(try parse("[" + text + ", 1]").value == .array([
                        JSONNode(position: pos(1, 2), value: .string(decoded)),
                        JSONNode(position: pos(1, closingColumn + 3), value: .number("1")),
                    ]))
                }
                #expect(throws: JSONSyntaxError(position: pos(1, offset + 2), message: controlMessage)) {
                    try parse("\"" + before + "\u{1}" + after + "\"")
                }
                let invalid = Array(("\"" + before).utf8) + [0xFF] + Array((after + "\"").utf8)
                #expect(throws: JSONSyntaxError(position: pos(1, offset + 2), message: utf8Message)) {
                    try JSONParser.parse(invalid)
                }
            }
            #expect(throws: JSONSyntaxError(position: pos(1, 1), message: "unterminated string: expected a closing '\"'")) {
                try parse("\"" + String(repeating: "x", count: length))
            }
        }
    }

    @Test func longSingleLineColumns() throws {
        // 200,000 two-scalar strings with multi-byte content on one line: columns stay exact.
        let count = 200_000
        var text = "["
        for i in 0..<count { text += i == 0 ? "\"é😀\"" : ",\"é😀\"" }
        text += "]"
        let root = try parse(text)
        guard case .array(let items) = root.value else { Issue.record("not an array"); return }
        #expect(items.count == count)
        #expect(items[0].position == pos(1, 2))
        #expect(items[count - 1].position == pos(1, 2 + 5 * (count - 1)))
    }

    @Test func longKeysAreShared() throws {
        let text = #"[{"aVeryLongKeyNameForCaching": 1}, {"aVeryLongKeyNameForCaching": 2}, {"aVeryLongKeyNameForCachinG": 3}]"#
        let root = try parse(text)
        guard case .array(let rows) = root.value else { Issue.record("not an array"); return }
        let keys = rows.compactMap { row -> String? in
            if case .object(let members) = row.value { return members.first?.key }
            return nil
        }
        #expect(keys == ["aVeryLongKeyNameForCaching", "aVeryLongKeyNameForCaching", "aVeryLongKeyNameForCachinG"])
    }
}
