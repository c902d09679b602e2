import Testing
import Yams
@testable import TabulaCore

/// Front matter is composed with Yams' basic resolver (no regular expressions); its plain
/// scalars must still get the types Yams' default resolver gives them.
@Suite struct YAMLScalarTests {
    static let samples = [
        "yes", "Yes", "YES", "yEs", "no", "NO", "true", "True", "TRUE", "tRUE", "false", "False", "on", "ON", "off", "Off",
        "y", "n", "~", "null", "Null", "NULL", "nULL", "", "0", "-0", "+12", "1_000", "0x1F", "0o17", "017", "0b101", "1:30",
        "3.14", "-2.5e3", ".5", ".inf", "-.Inf", ".nan", "1e5", "12abc", "abc", "1.2.3", "2024-01-02", "<<", "=", "'quoted'",
        "\"true\"", "'yes'", "44px", "x #y", "dog's",
    ]

    /// What the default resolver makes of `value`, through the same typing rules.
    static func expected(_ value: String) throws -> String {
        guard case .mapping(let mapping)? = try Yams.compose(yaml: "k: \(value)\n"), let node = mapping["k"],
              case .scalar(let scalar) = node else { return "other" }
        if scalar.style == .plain {
            if node.null != nil, scalar.string.isEmpty || ["~", "null", "Null", "NULL"].contains(scalar.string) { return "null" }
            if let bool = node.bool { return "bool \(bool)" }
            if node.int != nil || (node.float != nil && scalar.string.first.map { $0.isNumber || $0 == "-" || $0 == "+" || $0 == "." } == true) {
                return "number \(scalar.string)"
            }
        }
        return "string \(scalar.string)"
    }

    static func actual(_ value: String) throws -> String {
        guard case .object(let members)? = try YAMLTree.parse("k: \(value)\n", lineOffset: 0)?.value,
              let node = members.first?.node else { return "other" }
        switch node.value {
        case .null: return "null"
        case .bool(let bool): return "bool \(bool)"
        case .number(let number): return "number \(number)"
        case .string(let string): return "string \(string)"
        default: return "other"
        }
    }

    @Test(arguments: samples)
    func plainScalarsAreTypedAsTheDefaultResolverTypesThem(_ value: String) throws {
        let (actual, expected) = (try Self.actual(value), try Self.expected(value))
        #expect(actual == expected, "k: \(value)")
    }
}
