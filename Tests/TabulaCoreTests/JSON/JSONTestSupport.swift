import TabulaTestSupport
import Foundation
@testable import TabulaCore

typealias JSONTestRandom = SeededRandom

extension JSONNode {
    /// The string, if this node is a string.
    var stringValue: String? {
        if case .string(let string) = value { return string }
        return nil
    }
}

/// A JSON value without positions. Strings compare by Unicode scalars (not by Swift's
/// canonical equivalence), so "é" and "e\u{301}" are different, as they are in the bytes.
indirect enum JSONTestTree: Equatable, CustomStringConvertible {
    case null
    case bool(Bool)
    case number(String)
    case string([Unicode.Scalar])
    case array([JSONTestTree])
    case object([(key: [Unicode.Scalar], value: JSONTestTree)])

    init(_ node: JSONNode) {
        switch node.value {
        case .null: self = .null
        case .bool(let b): self = .bool(b)
        case .number(let n): self = .number(n)
        case .string(let s): self = .string(Array(s.unicodeScalars))
        case .array(let a): self = .array(a.map(JSONTestTree.init))
        case .object(let m): self = .object(m.map { (Array($0.key.unicodeScalars), JSONTestTree($0.node)) })
        }
    }

    static func == (lhs: JSONTestTree, rhs: JSONTestTree) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.number(let a), .number(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)):
            a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: false
        }
    }

    var description: String {
        switch self {
        case .null: "null"
        case .bool(let b): "\(b)"
        case .number(let n): n
        case .string(let s): "\"\(String(String.UnicodeScalarView(s)))\""
        case .array(let a): "[" + a.map(\.description).joined(separator: ",") + "]"
        case .object(let m):
            "{" + m.map { "\"\(String(String.UnicodeScalarView($0.key)))\":\($0.value)" }.joined(separator: ",") + "}"
        }
    }

    /// Equal scalars, tolerating a JSONSerialization (swift-corelibs-foundation) quirk: it
    /// drops a raw U+FEFF that starts a string or directly follows an escape (it decodes
    /// each unescaped run separately, and the UTF-8 decoding strips a leading "BOM").
    static func foundationEqual(_ foundation: [Unicode.Scalar], _ expected: [Unicode.Scalar]) -> Bool {
        foundation == expected || foundation == expected.filter { $0 != "\u{FEFF}" }
            && expected.contains("\u{FEFF}")
    }

    /// Whether `object` (from JSONSerialization) holds the same data. Numbers are compared
    /// as Doubles, keys by String (JSONSerialization's dictionaries use String equality).
    func matchesFoundation(_ object: Any) -> Bool {
        switch self {
        case .null:
            return object is NSNull
        case .bool(let b):
            if let value = object as? Bool { return value == b }
            return (object as? NSNumber)?.boolValue == b
        case .number(let literal):
            guard let number = object as? NSNumber, let expected = Double(literal) else { return false }
            let actual = number.doubleValue
            return actual == expected || abs(actual - expected) <= abs(expected) * 1e-12
        case .string(let scalars):
            guard let string = object as? String else { return false }
            return Self.foundationEqual(Array(string.unicodeScalars), scalars)
        case .array(let elements):
            guard let array = object as? [Any], array.count == elements.count else { return false }
            return zip(elements, array).allSatisfy { $0.matchesFoundation($1) }
        case .object(let members):
            guard let dictionary = object as? [String: Any], dictionary.count == members.count else { return false }
            return members.allSatisfy { member in
                let key = String(String.UnicodeScalarView(member.key))
                guard let value = dictionary[key]
                    ?? dictionary.first(where: { Self.foundationEqual(Array($0.key.unicodeScalars), member.key) })?.value
                else { return false }
                return member.value.matchesFoundation(value)
            }
        }
    }
}

/// Builds random JSON values and serializes them with random whitespace and escapes.
struct JSONTestGenerator {
    var random: JSONTestRandom
    var maxDepth = 6
    var maxWidth = 6
    var containerChance = 0.45

    init(seed: UInt64) { random = JSONTestRandom(seed: seed) }

    mutating func value(depth: Int = 0) -> JSONTestTree {
        if depth < maxDepth, random.chance(containerChance) {
            let count = Int.random(in: 0...maxWidth, using: &random)
            if random.chance(0.5) {
                return .array((0..<count).map { _ in value(depth: depth + 1) })
            }
            var seen = Set<String>()
            var members: [(key: [Unicode.Scalar], value: JSONTestTree)] = []
            for _ in 0..<count {
                let key = scalars(maxLength: 8)
                // Unique under String equality so JSONSerialization's dictionary keeps them all.
                guard seen.insert(String(String.UnicodeScalarView(key))).inserted else { continue }
                members.append((key, value(depth: depth + 1)))
            }
            return .object(members)
        }
        switch Int.random(in: 0..<10, using: &random) {
        case 0: return .null
        case 1: return .bool(random.chance(0.5))
        case 2, 3, 4: return .number(number())
        default: return .string(scalars(maxLength: 12))
        }
    }

    mutating func number() -> String {
        var text = random.chance(0.3) ? "-" : ""
        if random.chance(0.2) {
            text += "0"
        } else {
            text += String(Int.random(in: 1...9, using: &random))
            for _ in 0..<Int.random(in: 0...10, using: &random) { text += String(Int.random(in: 0...9, using: &random)) }
        }
        if random.chance(0.3) {
            text += "."
            for _ in 0..<Int.random(in: 1...6, using: &random) { text += String(Int.random(in: 0...9, using: &random)) }
        }
        if random.chance(0.2) {
            text += random.pick(["e", "E"]) + random.pick(["", "+", "-"])
            text += String(Int.random(in: 0...30, using: &random))
        }
        return text
    }

    mutating func scalars(maxLength: Int) -> [Unicode.Scalar] {
        (0..<Int.random(in: 0...maxLength, using: &random)).map { _ in scalar() }
    }

    mutating func scalar() -> Unicode.Scalar {
        let ranges: [ClosedRange<UInt32>] = [
            0x20...0x7E, 0x20...0x7E, 0x20...0x7E, 0x00...0x1F, 0x7F...0x7FF,
            0x800...0xD7FF, 0xE000...0xFFFF, 0x10000...0x10FFFF, 0x1F600...0x1F64F,
        ]
        let range = random.pick(ranges)
        let value = UInt32.random(in: range, using: &random)
        return Unicode.Scalar(value) ?? "?"
    }

    mutating func whitespace() -> String {
        guard random.chance(0.35) else { return "" }
        return random.pick([" ", "  ", "\n", "\t", "\r\n", "\r", "\n    ", " \t\n "])
    }

    mutating func serialize(_ tree: JSONTestTree) -> String {
        var out = whitespace()
        write(tree, into: &out)
        out += whitespace()
        return out
    }

    mutating func write(_ tree: JSONTestTree, into out: inout String) {
        switch tree {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += n
        case .string(let s): writeString(s, into: &out)
        case .array(let elements):
            out += "["
            out += whitespace()
            for (i, element) in elements.enumerated() {
                if i > 0 { out += whitespace() + "," + whitespace() }
                write(element, into: &out)
            }
            out += whitespace() + "]"
        case .object(let members):
            out += "{" + whitespace()
            for (i, member) in members.enumerated() {
                if i > 0 { out += whitespace() + "," + whitespace() }
                writeString(member.key, into: &out)
                out += whitespace() + ":" + whitespace()
                write(member.value, into: &out)
            }
            out += whitespace() + "}"
        }
    }

    mutating func writeString(_ scalars: [Unicode.Scalar], into out: inout String) {
        out += "\""
        for scalar in scalars {
            let forced = scalar.value < 0x20 || scalar == "\"" || scalar == "\\"
            if !forced && !random.chance(0.15) {
                out.unicodeScalars.append(scalar)
                continue
            }
            let short: [Unicode.Scalar: String] = [
                "\"": "\\\"", "\\": "\\\\", "/": "\\/", "\u{08}": "\\b", "\u{0C}": "\\f", "\n": "\\n", "\r": "\\r",
                "\t": "\\t",
            ]
            if let escape = short[scalar], random.chance(0.7) {
                out += escape
            } else if scalar.value < 0x10000 {
                out += unicodeEscape(scalar.value)
            } else {
                let v = scalar.value - 0x10000
                out += unicodeEscape(0xD800 + (v >> 10)) + unicodeEscape(0xDC00 + (v & 0x3FF))
            }
        }
        out += "\""
    }

    mutating func unicodeEscape(_ unit: UInt32) -> String {
        let hex = String(unit, radix: 16, uppercase: random.chance(0.5))
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }
}

enum JSONTestPositions {
    /// Byte offset of `position` in `bytes`, using the parser's rules: lines end at `\n`,
    /// `\r\n` or a lone `\r`; columns count Unicode scalars; a leading BOM is not a column.
    static func offset(of position: SourcePosition, in bytes: [UInt8]) -> Int? {
        var lineStart = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var line = 1
        var i = lineStart
        while line < position.line {
            guard i < bytes.count else { return nil }
            if bytes[i] == 0x0A || (bytes[i] == 0x0D && (i + 1 >= bytes.count || bytes[i + 1] != 0x0A)) {
                line += 1
                lineStart = i + 1
            }
            i += 1
        }
        var offset = lineStart
        var column = 1
        while column < position.column {
            guard offset < bytes.count else { return nil }
            offset += 1
            while offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
            column += 1
        }
        return offset
    }

    /// Every node of the tree, in document order.
    static func nodes(_ node: JSONNode) -> [JSONNode] {
        var result = [node]
        switch node.value {
        case .array(let elements): for element in elements { result += nodes(element) }
        case .object(let members): for member in members { result += nodes(member.node) }
        default: break
        }
        return result
    }

    /// Every object key position in the tree, in document order.
    static func keyPositions(_ node: JSONNode) -> [SourcePosition] {
        switch node.value {
        case .array(let elements): return elements.flatMap(keyPositions)
        case .object(let members): return members.flatMap { [$0.keyPosition] + keyPositions($0.node) }
        default: return []
        }
    }
}
