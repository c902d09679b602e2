import Foundation
import Testing
@testable import TabulaCore

struct JSONErrorCase: Sendable, CustomTestStringConvertible {
    var name: String
    var bytes: [UInt8]
    var line: Int
    var column: Int
    var message: String

    init(_ name: String, _ text: String, _ line: Int, _ column: Int, _ message: String) {
        self.init(name, Array(text.utf8), line, column, message)
    }

    init(_ name: String, _ bytes: [UInt8], _ line: Int, _ column: Int, _ message: String) {
        self.name = name
        self.bytes = bytes
        self.line = line
        self.column = column
        self.message = message
    }

    var testDescription: String { name }

    static let validEscapes = #"valid escapes are \" \\ \/ \b \f \n \r \t \uXXXX"#

    static let all: [JSONErrorCase] = [
        // Structure
        .init("trailing comma in object", #"{"a": 1,}"#, 1, 8, "trailing comma before '}': remove it"),
        .init("trailing comma in array", "[1, 2,\n]", 1, 6, "trailing comma before ']': remove it"),
        .init("trailing comma on line 3", "{\n  \"a\": 1,\n  \"b\": [1, 2,]\n}", 3, 13,
              "trailing comma before ']': remove it"),
        .init("missing colon", #"{"a" 1}"#, 1, 6, #"expected ':' after the object key "a", found '1'"#),
        .init("missing comma in object", #"{"a": 1 "b": 2}"#, 1, 9,
              #"expected ',' or '}' after an object member, found '"'"#),
        .init("missing comma in array", "[1 2]", 1, 4, "expected ',' or ']' after an array element, found '2'"),
        .init("wrong closer for object", #"{"a":1]"#, 1, 7, "expected ',' or '}' after an object member, found ']'"),
        .init("wrong closer for array", "[1}", 1, 3, "expected ',' or ']' after an array element, found '}'"),
        .init("unclosed array", "[1, 2", 1, 6, "expected ',' or ']' after an array element, found end of input"),
        .init("unclosed object", "{\"a\": 1\n", 2, 1,
              "expected ',' or '}' after an object member, found end of input"),
        .init("missing value after colon", #"{"a": }"#, 1, 7, "expected a value, found '}'"),
        .init("missing value at end", "[1,", 1, 4, "unexpected end of input: expected a value"),
        .init("leading comma", "[,1]", 1, 2, "expected a value, found ','"),
        .init("double comma in object", #"{"a":1,,"b":2}"#, 1, 8, "expected a string key after ',', found ','"),
        .init("non-string key", "{1: 2}", 1, 2, "expected a string key or '}' after '{', found '1'"),
        .init("unquoted key", "{name: 2}", 1, 2,
              #"object keys must be strings in double quotes: write '"name"' instead of 'name'"#),
        .init("single-quoted string", "['a']", 1, 2,
              "strings must be enclosed in double quotes ('\"'), not single quotes"),
        .init("empty input", "", 1, 1, "the document is empty: expected a JSON value"),
        .init("whitespace only", "  \n ", 2, 2, "the document is empty: expected a JSON value"),
        .init("BOM only", [0xEF, 0xBB, 0xBF], 1, 1, "the document is empty: expected a JSON value"),
        .init("trailing garbage", "{} x", 1, 4, "expected end of input after the top-level value, found 'x'"),
        .init("second value", "{}\n{}", 2, 1, "expected end of input after the top-level value, found '{'"),
        .init("trailing NUL", [0x31, 0x00], 1, 2,
              "expected end of input after the top-level value, found control character U+0000"),
        .init("too deep", String(repeating: "[", count: 513) + String(repeating: "]", count: 513), 1, 513,
              "nesting is too deep: arrays and objects may be nested at most 512 levels"),
        .init("far too deep", String(repeating: "{\"a\":[", count: 100_000), 1, 6 * 256 + 1,
              "nesting is too deep: arrays and objects may be nested at most 512 levels"),
        .init("comment", "{\"a\": 1 // note\n}", 1, 9, "comments are not allowed in JSON: remove the comment"),
        .init("block comment first", "/* c */ 1", 1, 1, "comments are not allowed in JSON: remove the comment"),
        .init("non-ASCII outside strings", "[1, é]", 1, 5, "expected a value, found 'é' (U+00E9)"),
        .init("invalid UTF-8 outside strings", [0x5B, 0xFF, 0x5D], 1, 2,
              "expected a value, found invalid UTF-8 byte 0xFF"),
        .init("BOM is not a column", [0xEF, 0xBB, 0xBF] + Array("[1,]".utf8), 1, 3,
              "trailing comma before ']': remove it"),
        .init("CRLF line counting", "[\r\n1,\r\n2,\r\n]", 3, 2, "trailing comma before ']': remove it"),
        .init("lone CR line counting", "[\r1,\r2,\r]", 3, 2, "trailing comma before ']': remove it"),

        // Literals
        .init("bare word tru", #"{"é": tru}"#, 1, 7, "invalid literal 'tru': did you mean 'true'?"),
        .init("literal with suffix", "[nullx]", 1, 2, "invalid literal 'nullx': did you mean 'null'?"),
        .init("capitalized literal", "[True]", 1, 2, "invalid literal 'True': JSON literals are lowercase, write 'true'"),
        .init("unknown word", "[yes]", 1, 2,
              "unexpected word 'yes': expected a value (strings must be enclosed in double quotes, literals are true, false and null)"),
        .init("NaN", "[NaN]", 1, 2, "'NaN' is not allowed in JSON: numbers must be finite; use null or a string instead"),
        .init("-Infinity", "{\"x\": -Infinity}", 1, 7,
              "'-Infinity' is not allowed in JSON: numbers must be finite; use null or a string instead"),

        // Numbers
        .init("leading zero", "[01]", 1, 2, "invalid number '01': leading zeros are not allowed, write '1'"),
        .init("negative leading zeros", "[-007.5]", 1, 2,
              "invalid number '-007.5': leading zeros are not allowed, write '-7.5'"),
        .init("double zero", "00", 1, 1, "invalid number '00': leading zeros are not allowed, write '0'"),
        .init("missing fraction digits", "[1.]", 1, 4, "expected a digit after the decimal point, found ']'"),
        .init("missing exponent digits", "[1e+]", 1, 5, "expected a digit in the exponent, found ']'"),
        .init("lone minus", "[-]", 1, 3, "expected a digit after '-', found ']'"),
        .init("plus sign", "[+1]", 1, 2, "numbers must not start with '+': remove it"),
        .init("leading dot", "[.5]", 1, 2, "numbers must start with a digit: write '0.' instead of '.'"),
        .init("hex number", "[0x1F]", 1, 3, "expected ',' or ']' after an array element, found 'x'"),

        // Strings
        .init("unterminated string", #"{"a": "abc"#, 1, 7, "unterminated string: expected a closing '\"'"),
        .init("unterminated after escape", #"["abc\"#, 1, 2, "unterminated string: expected a closing '\"'"),
        .init("unterminated key", #"{"ab"#, 1, 2, "unterminated string: expected a closing '\"'"),
        .init("control character in string", "[\"a\u{01}b\"]", 1, 4,
              #"unescaped control character U+0001 in string: write it as \u0001"#),
        .init("NUL in string", [0x22, 0x61, 0x00, 0x22], 1, 3,
              #"unescaped control character U+0000 in string: write it as \u0000"#),
        .init("tab in string", "\"a\tb\"", 1, 3, #"unescaped tab in string: write it as \t"#),
        .init("line break in string", "{\n  \"a\": \"abc\ndef\"}", 2, 12,
              #"unescaped line break in string: write it as \n, or close the string with '"' before the line ends"#),
        .init("bad escape", #"["a\qb"]"#, 1, 4, #"invalid escape '\q' in string: "# + validEscapes),
        .init("bad escape after multi-byte", #"{"é😀": "x\x"}"#, 1, 10, #"invalid escape '\x' in string: "# + validEscapes),
        .init("escaped apostrophe", #"["it\'s"]"#, 1, 5, #"invalid escape '\'' in string: "# + validEscapes),
        .init("short unicode escape", #"["\u12"]"#, 1, 3,
              #"invalid escape '\u12' in string: \u must be followed by four hexadecimal digits, e.g. \u00E9"#),
        .init("non-hex unicode escape", #""\u12G4""#, 1, 2,
              #"invalid escape '\u12G4' in string: \u must be followed by four hexadecimal digits, e.g. \u00E9"#),
        .init("lone high surrogate", #"["\uD800"]"#, 1, 3,
              #"unpaired surrogate '\uD800' in string: a high surrogate must be followed by a low surrogate escape \uDC00-\uDFFF"#),
        .init("high surrogate + BMP escape", #""ab\ud83d\u0041""#, 1, 4,
              #"unpaired surrogate '\ud83d' in string: a high surrogate must be followed by a low surrogate escape \uDC00-\uDFFF"#),
        .init("two high surrogates", #""\uD83D\uD83D""#, 1, 2,
              #"unpaired surrogate '\uD83D' in string: a high surrogate must be followed by a low surrogate escape \uDC00-\uDFFF"#),
        .init("lone low surrogate", #"{"k": "x\uDE00"}"#, 1, 9,
              #"unpaired surrogate '\uDE00' in string: a low surrogate must follow a high surrogate escape \uD800-\uDBFF"#),
        .init("invalid UTF-8 byte", [0x22, 0x61, 0xFF, 0x62, 0x22], 1, 3,
              "invalid UTF-8 byte 0xFF in string: the file must be encoded as UTF-8"),
        .init("overlong encoding", [0x5B, 0x22, 0xC3, 0xA9, 0xC0, 0x80, 0x22, 0x5D], 1, 4,
              "invalid UTF-8 byte 0xC0 in string: the file must be encoded as UTF-8"),
        .init("truncated sequence", Array("{\n\"k\": \"".utf8) + [0xE2, 0x82, 0x22, 0x7D], 2, 7,
              "invalid UTF-8 byte 0xE2 in string: the file must be encoded as UTF-8"),
        .init("encoded surrogate", [0x22, 0xED, 0xA0, 0x80, 0x22], 1, 2,
              "invalid UTF-8 byte 0xED in string: the file must be encoded as UTF-8"),
        .init("beyond U+10FFFF", [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], 1, 2,
              "invalid UTF-8 byte 0xF4 in string: the file must be encoded as UTF-8"),
        .init("stray continuation byte", [0x22, 0x80, 0x22], 1, 2,
              "invalid UTF-8 byte 0x80 in string: the file must be encoded as UTF-8"),
        .init("truncated at end of input", [0x22, 0xF0, 0x9F, 0x98], 1, 2,
              "invalid UTF-8 byte 0xF0 in string: the file must be encoded as UTF-8"),
    ]
}

@Suite("JSONParser: syntax errors")
struct JSONParserErrorTests {
    @Test(arguments: JSONErrorCase.all)
    func reportsPositionAndMessage(_ testCase: JSONErrorCase) {
        #expect(throws: JSONSyntaxError(
            position: SourcePosition(line: testCase.line, column: testCase.column), message: testCase.message)
        ) {
            try JSONParser.parse(testCase.bytes)
        }
    }

    @Test func descriptionIsCompilerStyle() {
        do {
            _ = try JSONParser.parse(Array("[1,\n 2,]".utf8))
            Issue.record("expected an error")
        } catch {
            #expect(error.description == "2:3: error: trailing comma before ']': remove it")
        }
    }

    @Test func semanticErrorsCanPointAtValuesDeepInALargeFile() throws {
        // Row 5,000 of a generated table has an unknown style: its node position points at it.
        var text = "{\n  \"rows\": [\n"
        for i in 1...10_000 {
            let style = i == 5_000 ? "fancy" : "plain"
            text += "    {\"id\": \"r\(i)\", \"text\": \"Ligne n°\(i)\", \"style\": \"\(style)\"}\(i == 10_000 ? "" : ",")\n"
        }
        text += "  ]\n}\n"
        let root = try JSONParser.parse(Array(text.utf8))
        guard case .array(let rows) = root["rows"]?.value else { Issue.record("no rows"); return }
        let bad = try #require(rows.first { $0["style"]?.stringValue == "fancy" })
        let style = try #require(bad["style"])
        let prefix = "    {\"id\": \"r5000\", \"text\": \"Ligne n°5000\", \"style\": "
        #expect(style.position == SourcePosition(line: 5_002, column: prefix.unicodeScalars.count + 1))
    }
}
