import Foundation
import Testing
@testable import TabulaCore

/// The summary line's seconds read as `String(format: "%.2f")` prints them.
@Suite struct BuildSummaryTests {
    @Test func secondsHaveTwoDecimalsAsPrintfRoundsThem() {
        var random = SystemRandomNumberGenerator()
        let values = (0..<20_000).map { Double($0) / 1000 } + (0..<2000).map { _ in Double.random(in: 0..<500, using: &random) }
        for value in values {
            #expect(BuildSummary.twoDecimals(value) == String(format: "%.2f", value), "\(value)")
        }
    }
}
