import Foundation
import Testing
import TabulaTestSupport

/// One case of a table of bad input: files written into a site that built, and the exact
/// positioned errors both builds then print.
struct BadInputCase: CustomTestStringConvertible, Sendable {
    var name: String
    var files: [String: String]
    var errors: [String]
    var testDescription: String { name }
}

extension BadInputCheck {
    /// `BadInputCheck.refuses` with the case's files written into `good`.
    @discardableResult
    static func refuses(good: [String: String], _ testCase: BadInputCase,
                        sourceLocation: SourceLocation = #_sourceLocation) async throws -> TabulaProcess.Outcome {
        try await refuses(good: good, { site in
            for (path, text) in testCase.files { try site.write(path, text) }
        }, errors: testCase.errors, sourceLocation: sourceLocation)
    }
}
