// Benchmarks of Tabula's building blocks. Run: make benchmark (release build).
import Foundation

func table(_ title: String, _ rows: [(String, String)]) {
    print("\n\(title)")
    let width = rows.map(\.0.count).max() ?? 0
    for (name, value) in rows { print("  " + name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + value) }
}

let only = CommandLine.arguments.dropFirst().first
if only == nil || only == "components" {
    table("Mustache cell template (rows/s)", runMustacheBenchmark().map { ($0.name, String(format: "%.0f", $0.rowsPerSecond)) })
    table("JSON parse, 10 MB of rows (MB/s)", runJSONBenchmark().map { ($0.name, String(format: "%.1f", $0.megabytesPerSecond)) })
    table("Collation, 100,000 strings (s)", runCollationBenchmark().map { ($0.name, String(format: "%.3f", $0.seconds)) })
}
