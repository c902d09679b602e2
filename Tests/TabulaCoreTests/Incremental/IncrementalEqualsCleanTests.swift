import Foundation
import Testing
@testable import TabulaCore

/// After any sequence of edits, an incremental build's output equals a clean build's, byte for byte.
@Suite struct IncrementalEqualsCleanTests {
    @Test(arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
    func randomEditSequences(seed: UInt64) throws {
        var editor = SiteEditor(seed: seed)
        let site = try TemporarySite(try editor.files())
        let builder = SiteBuilder(site: site.url)
        _ = try builder.build()
        #expect(try site.outputTree() == cleanBuildTree(of: site))
        for step in 0..<24 {
            let edit = try editor.edit(site)
            _ = try builder.build()
            let incremental = try site.outputTree()
            let clean = try cleanBuildTree(of: site)
            #expect(Set(incremental.keys) == Set(clean.keys), "seed \(seed) step \(step): \(edit)")
            for (path, bytes) in clean where incremental[path] != bytes {
                Issue.record("seed \(seed) step \(step) (\(edit)): \(path) differs from a clean build")
            }
        }
    }
}
