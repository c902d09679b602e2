import Foundation
import Testing

@testable import TabulaCore

/// One test of the official Mustache spec (github.com/mustache/spec, specs/*.json).
struct MustacheSpecCase: Sendable, CustomTestStringConvertible {
    var file: String
    var name: String
    var data: MustacheValue
    var template: String
    var partials: [String: String]
    var expected: String

    var testDescription: String { "\(file): \(name)" }
}

enum MustacheSpecFixtures {
    static let files = ["interpolation", "sections", "inverted", "comments", "partials", "delimiters"]

    /// Tests each stored spec file holds, so that a fixture that fails to load cannot pass silently.
    static let expectedCounts = [
        "interpolation": 31, "sections": 33, "inverted": 21, "comments": 11, "partials": 11, "delimiters": 14,
    ]

    static var directory: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // Mustache/
            .deletingLastPathComponent()  // the test target
            .appendingPathComponent("Fixtures/mustache-spec")
    }

    static let all: [MustacheSpecCase] = files.flatMap { (try? load($0)) ?? [] }

    static func load(_ file: String) throws -> [MustacheSpecCase] {
        let url = directory.appendingPathComponent("\(file).json")
        let bytes = Array(try Data(contentsOf: url))
        var parser = MustacheSpecJSON(bytes)
        let root = try parser.parseDocument()
        guard case .object(let top) = root, case .list(let tests)? = top["tests"] else {
            throw MustacheSpecJSON.Failure(message: "\(file).json has no tests array")
        }
        return try tests.map { test in
            guard case .object(let fields) = test,
                case .string(let name)? = fields["name"],
                case .string(let template)? = fields["template"],
                case .string(let expected)? = fields["expected"]
            else { throw MustacheSpecJSON.Failure(message: "malformed test in \(file).json") }
            var partials: [String: String] = [:]
            if case .object(let members)? = fields["partials"] {
                for (key, value) in members {
                    guard case .string(let source) = value else { continue }
                    partials[key] = source
                }
            }
            return MustacheSpecCase(
                file: "\(file).json", name: name, data: fields["data"] ?? .null,
                template: template, partials: partials, expected: expected)
        }
    }
}

/// A small JSON reader that maps straight to `MustacheValue` and keeps number literals as
/// written (`1.21` stays `"1.21"`, `85` stays `"85"`).
struct MustacheSpecJSON {
    struct Failure: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    private let bytes: [UInt8]
    private var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    mutating func parseDocument() throws -> MustacheValue {
        let value = try parseValue()
        skipWhitespace()
        guard index == bytes.count else { throw failure("trailing characters") }
        return value
    }

    private func failure(_ message: String) -> Failure { Failure(message: "\(message) at byte \(index)") }

    private mutating func skipWhitespace() {
        while index < bytes.count, [32, 9, 10, 13].contains(bytes[index]) { index += 1 }
    }

    private mutating func expect(_ literal: String) throws {
        let expected = Array(literal.utf8)
        guard index + expected.count <= bytes.count, Array(bytes[index..<index + expected.count]) == expected else {
            throw failure("expected \(literal)")
        }
        index += expected.count
    }

    private mutating func parseValue() throws -> MustacheValue {
        skipWhitespace()
        guard index < bytes.count else { throw failure("unexpected end") }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            index += 1
            var members: [String: MustacheValue] = [:]
            skipWhitespace()
            if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
            while true {
                skipWhitespace()
                let key = try parseString()
                skipWhitespace()
                try expect(":")
                members[key] = try parseValue()
                skipWhitespace()
                if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                try expect("}")
                return .object(members)
            }
        case UInt8(ascii: "["):
            index += 1
            var items: [MustacheValue] = []
            skipWhitespace()
            if bytes[index] == UInt8(ascii: "]") { index += 1; return .list(items) }
            while true {
                items.append(try parseValue())
                skipWhitespace()
                if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                try expect("]")
                return .list(items)
            }
        case UInt8(ascii: "\""):
            return .string(try parseString())
        case UInt8(ascii: "t"):
            try expect("true"); return .bool(true)
        case UInt8(ascii: "f"):
            try expect("false"); return .bool(false)
        case UInt8(ascii: "n"):
            try expect("null"); return .null
        default:
            let start = index
            while index < bytes.count, "+-0123456789.eE".utf8.contains(bytes[index]) { index += 1 }
            guard index > start else { throw failure("unexpected character") }
            return .number(String(decoding: bytes[start..<index], as: UTF8.self))
        }
    }

    private mutating func parseString() throws -> String {
        try expect("\"")
        var scalars = String.UnicodeScalarView()
        var run: [UInt8] = []
        func flush() {
            scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars)
            run.removeAll()
        }
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                flush()
                return String(scalars)
            case UInt8(ascii: "\\"):
                flush()
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "b"): scalars.append("\u{08}")
                case UInt8(ascii: "f"): scalars.append("\u{0C}")
                case UInt8(ascii: "u"):
                    let hex = String(decoding: bytes[index..<index + 4], as: UTF8.self)
                    index += 4
                    guard let code = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(code) else {
                        throw failure("unsupported \\u escape")
                    }
                    scalars.append(scalar)
                default: scalars.append(Unicode.Scalar(escape))
                }
            default:
                run.append(byte)
            }
        }
        throw failure("unterminated string")
    }
}

@Suite("Mustache spec")
struct MustacheSpecTests {
    @Test("spec case", arguments: MustacheSpecFixtures.all)
    func specCase(_ test: MustacheSpecCase) throws {
        let template = try MustacheTemplate(test.template)
        var partials: [String: MustacheTemplate] = [:]
        for (name, source) in test.partials {
            partials[name] = try MustacheTemplate(source)
        }
        let output = template.render(test.data, partials: MustachePartials(partials))
        #expect(output == test.expected, "\(test.file): \(test.name)\ntemplate: \(test.template.debugDescription)")
    }

    @Test func allSpecFilesLoad() throws {
        for file in MustacheSpecFixtures.files {
            let cases = try MustacheSpecFixtures.load(file)
            #expect(cases.count == MustacheSpecFixtures.expectedCounts[file], "\(file).json")
        }
        #expect(MustacheSpecFixtures.all.count == MustacheSpecFixtures.expectedCounts.values.reduce(0, +))
    }

    @Test func numbersKeepTheirLiteralText() throws {
        var parser = MustacheSpecJSON(Array(#"{"power": 1.21, "mph": 85, "big": 1e3}"#.utf8))
        let value = try parser.parseDocument()
        #expect(value == .object(["power": .number("1.21"), "mph": .number("85"), "big": .number("1e3")]))
    }

    /// We escape `'` as `&#39;`, which the spec does not ask for: make sure no spec data contains it.
    @Test func specDataHasNoApostrophes() {
        func strings(_ value: MustacheValue) -> [String] {
            switch value {
            case .string(let text): return [text]
            case .list(let items): return items.flatMap(strings)
            case .object(let members): return members.values.flatMap(strings)
            case .null, .bool, .number: return []
            }
        }
        for test in MustacheSpecFixtures.all {
            #expect(!strings(test.data).contains { $0.contains("'") }, "\(test.testDescription)")
        }
    }
}
