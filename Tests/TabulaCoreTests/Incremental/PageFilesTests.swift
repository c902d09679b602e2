import TabulaTestSupport
import Testing
@testable import TabulaCore

/// A page's files, put in any order, answer the key each was made under, and nil for a file
/// put without one or not put at all.
@Suite struct PageFilesTests {
    @Test func everyFilePutInAnyOrderHasItsKey() {
        var random = SeededRandom(seed: 7)
        let paths = (0..<3000).map { "people/_/\(String($0 % 256, radix: 16))/p\($0).html" } + ["people/index.html", "people/2.html", "ñ/é.html"]
        let keys = paths.indices.map { $0 % 5 == 0 ? nil : ContentHash(bytes: Array(String($0).utf8)) }
        let put = paths.indices.map { PageFiles.Entry(path: paths[$0], key: keys[$0]) }.shuffled(using: &random)
        let files = PageFiles(put)
        for (path, key) in zip(paths, keys) { #expect(files.key(of: path) == key, "\(path)") }
        for absent in ["", "people", "people/_/0/p0.htm", "people/index.html/", "zzz", "people/_/0/p3000.html"] {
            #expect(files.key(of: absent) == nil, "\(absent)")
        }
        #expect(files.count == paths.count && Set(files.paths) == Set(paths))
    }
}
