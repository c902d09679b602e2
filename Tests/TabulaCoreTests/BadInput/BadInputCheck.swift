import Foundation
import Testing
import TabulaTestSupport

/// The promise the bad-input corpus checks, case by case: on a site that built, bad input
/// makes `tabula build` (the real binary, in its own process) exit with status 1 (no signal,
/// within a time bound), print exactly the expected `path:line:column: error: …` lines, print
/// the same for a clean build (`--clean`), and leave `Public/` byte for byte as it was.
enum BadInputCheck {
    /// Builds `good`, then applies `breakIt` to the site, then checks both builds of the broken
    /// site. `errors` are the positioned lines before the closing "error: build failed…" line.
    /// Returns the incremental build's outcome for checks of its own.
    @discardableResult
    static func refuses(good: [String: String] = ["Content/ok.json": #"{"rows": [{"text": "a"}]}"#],
                        _ breakIt: (TemporarySite) throws -> Void, errors: [String], timeout: Double = 30,
                        sourceLocation: SourceLocation = #_sourceLocation) async throws -> TabulaProcess.Outcome {
        let site = try TemporarySite(good)
        let first = try await TabulaProcess.run(["build", "--site", site.url.path], timeout: timeout)
        try #require(first.status == 0, "the good site builds: \(first.stderr)", sourceLocation: sourceLocation)
        try breakIt(site)
        let before = try site.outputTree()
        var outcomes: [TabulaProcess.Outcome] = []
        for arguments in [[String](), ["--clean"]] {
            let outcome = try await TabulaProcess.run(["build", "--site", site.url.path] + arguments, timeout: timeout)
            let kind = arguments.isEmpty ? "incremental build" : "clean build"
            #expect(!outcome.timedOut, "\(kind) ended within \(timeout) s", sourceLocation: sourceLocation)
            #expect(!outcome.signaled, "\(kind) was not ended by a signal (status \(outcome.status))", sourceLocation: sourceLocation)
            #expect(outcome.status == 1, "\(kind) exits with status 1", sourceLocation: sourceLocation)
            let lines = outcome.errorLines.filter { !$0.hasPrefix("error: build failed") }
            #expect(lines == errors, "\(kind) prints exactly the positioned errors", sourceLocation: sourceLocation)
            #expect(try site.outputTree() == before, "\(kind) leaves Public/ as it was", sourceLocation: sourceLocation)
            outcomes.append(outcome)
        }
        return outcomes[0]
    }
}
