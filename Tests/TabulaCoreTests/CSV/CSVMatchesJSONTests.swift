import Foundation
import Testing
import TabulaTestSupport
@testable import TabulaCore

/// A property: any table written as CSV (or TSV) with its settings beside it builds to the same
/// pages, detail pages included, as the same table written as JSON.
@Suite struct CSVMatchesJSONTests {
    /// Text with what CSV must quote (separators, quotes, line breaks) and what it need not.
    static let pieces = ["Åsa", "Bob", "O'Neil", "a, b", "say \"hi\"", "two\nlines", "tab\there", "é", "1984", "-3.5", "x", "  spaced  ", "#", "*em*"]

    struct Table {
        var columns: [String]
        var rows: [[String]]  // "" is no field

        func json(settings: [String: Any]) throws -> String {
            var objects: [[String: Any]] = []
            for row in rows {
                var object: [String: Any] = [:]
                for (column, value) in zip(columns, row) where !value.isEmpty {
                    // A field that is a number literal is a number, as CSV reads it (but the fields Tabula reads as text).
                    let isText = ["id", "text", "detail"].contains(column)
                    object[column] = !isText && CSVTableLoader.isNumber(value) ? Decimal(string: value)! as NSDecimalNumber : value
                }
                objects.append(object)
            }
            var table = settings
            table["rows"] = objects
            return String(decoding: try JSONSerialization.data(withJSONObject: table, options: [.sortedKeys]), as: UTF8.self)
        }

        func separated(by separator: String, lineBreak: String) -> String {
            func field(_ value: String) -> String {
                let needsQuotes = value.contains(separator) || value.contains("\"") || value.contains("\n") || value.contains("\r")
                return needsQuotes ? "\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : value
            }
            return ([columns] + rows).map { $0.map(field).joined(separator: separator) }.joined(separator: lineBreak) + lineBreak
        }
    }

    static func randomTable(_ random: inout SeededRandom) -> Table {
        var columns = ["text"]
        if random.chance(0.5) { columns.insert("id", at: 0) }
        if random.chance(0.6) { columns.append("detail") }
        columns += ["score", "note", "body"].filter { _ in random.chance(0.6) }
        var ids = Set<String>()
        let rows = (0..<Int.random(in: 1...40, using: &random)).map { n -> [String] in
            columns.map { column in
                switch column {
                case "id":
                    var id = "r\(n)"
                    if random.chance(0.2) { id += "-é/\(Int.random(in: 0..<5, using: &random))" }
                    return ids.insert(id).inserted ? id : "r\(n)"
                case "text": return random.pick(pieces) + " \(n % 7)"
                case "score": return random.chance(0.3) ? "" : String(Int.random(in: -50...500, using: &random))
                default: return random.chance(0.3) ? "" : random.pick(pieces) + random.pick(pieces)
                }
            }
        }
        return Table(columns: columns, rows: rows)
    }

    @Test(arguments: 1...12 as ClosedRange<UInt64>)
    func csvAndJSONBuildTheSamePages(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        let table = Self.randomTable(&random)
        var settings: [String: Any] = ["title": "People \(seed)", "detailTemplate": "default", "markdownFields": ["note"]]
        if random.chance(0.5) { settings["index"] = "alphabetic" }
        if random.chance(0.5) { settings["sort"] = random.pick(["text", "-score", "score,text"]) }
        if random.chance(0.3) { settings["windowSize"] = 5 }
        let yaml = settings.keys.sorted().map { key -> String in
            let value = settings[key]!
            if let list = value as? [String] { return "\(key): [\(list.joined(separator: ", "))]" }
            if let number = value as? Int { return "\(key): \(number)" }
            return "\(key): \"\(value)\""
        }.joined(separator: "\n") + "\n"
        let tsv = random.chance(0.5)
        let separated = table.separated(by: tsv ? "\t" : ",", lineBreak: random.chance(0.5) ? "\r\n" : "\n")
        let fromCSV = try TemporarySite(["Content/people.\(tsv ? "tsv" : "csv")": separated, "Content/people.yaml": yaml])
        let fromJSON = try TemporarySite(["Content/people.json": try table.json(settings: settings)])
        #expect(fromCSV.buildErrors() == [], "seed \(seed)")
        #expect(fromJSON.buildErrors() == [], "seed \(seed)")
        let csvTree = try fromCSV.outputTree(), jsonTree = try fromJSON.outputTree()
        #expect(csvTree.keys.sorted() == jsonTree.keys.sorted(), "seed \(seed)")
        for (path, bytes) in jsonTree where csvTree[path] != bytes {
            Issue.record("seed \(seed): \(path) differs\n\(separated)")
        }
    }
}
