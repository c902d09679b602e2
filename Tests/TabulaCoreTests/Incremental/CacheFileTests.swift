import Foundation
import TabulaTestSupport
import Testing
@testable import TabulaCore

/// The cache file's own settings.
@Suite struct CacheFileTests {
    /// A new file's schema is committed without syncing, but the build's commits sync:
    /// the connection is back to `synchronous = NORMAL` once the file is made, and so is one
    /// opening an existing file.
    @Test func commitsSyncOnceTheFileIsMade() throws {
        let site = try TemporaryFolder()
        #expect(try BuildCache(site: site.url).pragma("synchronous") == 1)
        #expect(FileManager.default.fileExists(atPath: site.url.appendingPathComponent(".tabula-cache/cache.sqlite").path))
        #expect(try BuildCache(site: site.url).pragma("synchronous") == 1)
    }
}
