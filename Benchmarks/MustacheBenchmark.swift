import Foundation
import Mustache
import TabulaCore

/// Renders 200,000 table rows through a typical cell template with Tabula's compiled renderer and
/// with hummingbird-project/swift-mustache, and reports rows per second for each.
///
/// Contexts are built before timing; each renderer gets the context shape it reads
/// (`MustacheValue` for Tabula, `[String: Any]` for swift-mustache). Each measurement is the best
/// of a few runs after a warm-up run.
func runMustacheBenchmark() -> [(name: String, rowsPerSecond: Double)] {
    let rowCount = 200_000
    let source = #"<span class="cell-text">{{text}}</span>{{#detail}}<span class="cell-detail">{{detail}}</span>{{/detail}}{{#image}}<img src="{{image}}" alt="">{{/image}}"#

    let tabulaRows: [MustacheValue] = (0..<rowCount).map { index in
        .object([
            "text": .string("Row \(index) & co"),
            "detail": .string("Detail <b>"),
            "id": .string("row-\(index)"),
        ])
    }
    let otherRows: [[String: Any]] = (0..<rowCount).map { index in
        ["text": "Row \(index) & co", "detail": "Detail <b>", "id": "row-\(index)"]
    }

    let tabula: TabulaCore.MustacheTemplate
    let other: Mustache.MustacheTemplate
    do {
        tabula = try TabulaCore.MustacheTemplate(source)
        other = try Mustache.MustacheTemplate(string: source)
    } catch {
        preconditionFailure("benchmark template does not parse: \(error)")
    }
    precondition(
        tabula.render(tabulaRows[7]) == other.render(otherRows[7]),
        "the two renderers disagree on the benchmark template")

    func rowsPerSecond(runs: Int, _ body: () -> Int) -> Double {
        var checksum = body()  // warm-up
        var best = Double.infinity
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            checksum &+= body()
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            best = min(best, seconds)
        }
        precondition(checksum > 0)
        return Double(rowCount) / best
    }

    // One String per row, as a page writer that keeps rows separately would use it.
    let tabulaPerRow = rowsPerSecond(runs: 5) {
        var bytes = 0
        for row in tabulaRows { bytes &+= tabula.render(row).utf8.count }
        return bytes
    }
    // All rows appended to one buffer, as a page writer streaming a table would use it.
    let tabulaBuffer = rowsPerSecond(runs: 5) {
        var output = String()
        output.reserveCapacity(rowCount * 128)
        for row in tabulaRows { tabula.render(row, partials: .none, into: &output) }
        return output.utf8.count
    }
    let otherPerRow = rowsPerSecond(runs: 2) {
        var bytes = 0
        for row in otherRows { bytes &+= other.render(row).utf8.count }
        return bytes
    }
    return [
        (name: "TabulaCore MustacheTemplate.render (String per row)", rowsPerSecond: tabulaPerRow),
        (name: "TabulaCore MustacheTemplate.render(into:) (one buffer)", rowsPerSecond: tabulaBuffer),
        (name: "swift-mustache MustacheTemplate.render (String per row)", rowsPerSecond: otherPerRow),
    ]
}
