import Foundation
import Testing

/// Compares text to a file in Fixtures/golden; `TABULA_RECORD=1 swift test` rewrites the files.
enum Golden {
    static func check(_ actual: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let file = Repository.fixtures.appendingPathComponent("golden/\(name)")
        if ProcessInfo.processInfo.environment["TABULA_RECORD"] != nil {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: file)
            return
        }
        guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
            Issue.record("missing golden file \(name): run TABULA_RECORD=1 swift test", sourceLocation: sourceLocation)
            return
        }
        #expect(actual == expected, "output differs from golden/\(name) (TABULA_RECORD=1 re-records)", sourceLocation: sourceLocation)
    }
}
