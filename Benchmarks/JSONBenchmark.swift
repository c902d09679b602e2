import Foundation
import TabulaCore

// JSON parsing throughput of TabulaCore's JSONParser next to Foundation, on the same bytes:
// a ~10 MB document of 100,000 row objects like
//   {"id":"r123","text":"Row 123","detail":"Détail 123","accessory":"checkmark","height":44}
// one per line (2-space indent), plus the same rows minified onto a single line.
//
// Figures are best-of-N MB/s (1 MB = 10^6 bytes) by thread CPU time (user + system), so other
// processes on a busy machine do not distort the comparison; one line repeats the first with
// wall-clock time. Only parsing is timed; the result is freed after the clock stops
// ("parse + free" times both).
//
// Memory note: the parsed tree of this file takes ~45 MB. glibc returns a large freed tree to
// the kernel (heap trimming), so every run here faults in fresh pages, as a one-shot load
// does. In VMs those page faults can cost as much as the parsing itself; run with
// GLIBC_TUNABLES=glibc.malloc.trim_threshold=1000000000:glibc.malloc.mmap_threshold=1000000000
// (or glibc.malloc.hugetlb=1) to see the parser with a warm heap.

private struct JSONBenchmarkRow: Codable {
    var id: String
    var text: String
    var detail: String
    var accessory: String
    var height: Int
}

/// A row value that is a string or an integer, for decoding `[[String: StringOrInt]]`.
private enum JSONBenchmarkStringOrInt: Codable {
    case string(String)
    case int(Int)

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let int = try? container.decode(Int.self) {
            self = .int(int)
        } else {
            self = .string(try container.decode(String.self))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let string): try container.encode(string)
        case .int(let int): try container.encode(int)
        }
    }
}

private func makeJSONBenchmarkDocument(rows: Int, minified: Bool) -> [UInt8] {
    let accessories = ["checkmark", "disclosureIndicator", "none", "detailButton"]
    let indent = minified ? "" : "  "
    let newline = minified ? "" : "\n"
    var text = "[" + newline
    text.reserveCapacity(rows * 110)
    for i in 0..<rows {
        text += indent + "{\"id\":\"r\(i)\",\"text\":\"Row \(i)\",\"detail\":\"Détail \(i)\","
        text += "\"accessory\":\"\(accessories[i % accessories.count])\",\"height\":\(44 + i % 3 * 8)}"
        text += (i == rows - 1 ? "" : ",") + newline
    }
    text += "]" + newline
    return Array(text.utf8)
}

/// Nanoseconds of CPU time used by the calling thread (user + system).
private func jsonBenchmarkThreadCPUNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// Best-of-`runs` throughput in MB/s after one warm-up run, by thread CPU time (or wall-clock
/// time if `wallClock`). Only `body` is timed: its result is destroyed after the clock stops.
private func measureJSONThroughput<Result>(
    bytes: Int, runs: Int, wallClock: Bool = false, _ body: () -> Result
) -> Double {
    let now = wallClock ? { DispatchTime.now().uptimeNanoseconds } : jsonBenchmarkThreadCPUNanoseconds
    var best = UInt64.max
    for run in 0...runs {
        let start = now()
        let result = body()
        let elapsed = now() - start
        withExtendedLifetime(result) {}
        if run > 0 { best = min(best, max(elapsed, 1)) }
    }
    return Double(bytes) / 1e6 / (Double(best) / 1e9)
}

private func parseOrDie(_ bytes: [UInt8]) -> JSONNode {
    do {
        return try JSONParser.parse(bytes)
    } catch {
        fatalError("benchmark document rejected: \(error)")
    }
}

func runJSONBenchmark() -> [(name: String, megabytesPerSecond: Double)] {
    let bytes = makeJSONBenchmarkDocument(rows: 100_000, minified: false)
    let minified = makeJSONBenchmarkDocument(rows: 100_000, minified: true)
    let data = Data(bytes)
    let size = bytes.count
    let megabytes = String(format: "%.1f MB", Double(size) / 1e6)
    var results: [(name: String, megabytesPerSecond: Double)] = []

    results.append((
        "TabulaCore JSONParser (\(megabytes))",
        measureJSONThroughput(bytes: size, runs: 9) { parseOrDie(bytes) }))
    results.append((
        "TabulaCore JSONParser, wall clock",
        measureJSONThroughput(bytes: size, runs: 9, wallClock: true) { parseOrDie(bytes) }))
    results.append((
        "TabulaCore JSONParser, parse + free",
        measureJSONThroughput(bytes: size, runs: 9) { () -> Int in
            if case .array(let rows) = parseOrDie(bytes).value { return rows.count }
            return 0
        }))
    results.append((
        "TabulaCore JSONParser, minified single line",
        measureJSONThroughput(bytes: minified.count, runs: 9) { parseOrDie(minified) }))
    results.append((
        "Foundation JSONSerialization",
        measureJSONThroughput(bytes: size, runs: 3) { () -> Any in
            do { return try JSONSerialization.jsonObject(with: data) } catch { fatalError("\(error)") }
        }))
    results.append((
        "Foundation JSONDecoder, [Row] (Codable struct)",
        measureJSONThroughput(bytes: size, runs: 3) { () -> [JSONBenchmarkRow] in
            do { return try JSONDecoder().decode([JSONBenchmarkRow].self, from: data) } catch {
                fatalError("\(error)")
            }
        }))
    results.append((
        "Foundation JSONDecoder, [[String: StringOrInt]]",
        measureJSONThroughput(bytes: size, runs: 3) { () -> [[String: JSONBenchmarkStringOrInt]] in
            do {
                return try JSONDecoder().decode([[String: JSONBenchmarkStringOrInt]].self, from: data)
            } catch { fatalError("\(error)") }
        }))
    return results
}
