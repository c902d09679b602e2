import Foundation
import GRDB
import TabulaTestSupport
import Testing
@testable import TabulaCore

/// A locale's section index is made from ICU's data once and kept in the cache: read back, it
/// is the index ICU makes, and it is used only with the ICU it was made with.
@Suite struct StoredIndexTests {
    static let locales = ["en", "sv", "de", "zh", "zh_Hant", "ja", "ko", "ar", "th", "cs"]

    @Test func theIndexesABuildKeepsAreTheOnesICUMakes() throws {
        var files: [String: String] = [:]
        for locale in Self.locales {
            files["Content/\(locale).json"] = #"{"locale": "\#(locale)", "index": "alphabetic", "rows": [{"text": "a"}]}"#
        }
        let site = try TemporarySite(files)
        try site.build()
        let stored = try BuildCache(site: site.url).indexes
        #expect(Set(stored.keys).isSuperset(of: Self.locales))
        for locale in Self.locales {
            let made = Collation(locale: locale).index
            let read = try #require(stored[locale])
            #expect(read.titles == made.titles, "\(locale)")
            #expect(read.boundaries == made.boundaries, "\(locale)")
            #expect(read.sections == made.sections, "\(locale)")
            #expect(read.lettersOnly == made.lettersOnly, "\(locale)")
        }
    }

    @Test func anIndexMadeWithAnotherICUIsNotReadBack() throws {
        let site = try TemporarySite(["Content/t.json": #"{"locale": "sv", "index": "alphabetic", "rows": [{"text": "Ö"}]}"#])
        try site.build()
        #expect(try BuildCache(site: site.url).indexes["sv"] != nil)
        let file = site.url.appendingPathComponent(".tabula-cache/cache.sqlite").path
        try DatabaseQueue(path: file).write { try $0.execute(sql: "UPDATE indexes SET icu = '1.0/1.0'") }
        #expect(try BuildCache(site: site.url).indexes["sv"] == nil)
    }

    /// The next build sorts and sections by the stored index exactly as by a new one.
    @Test func aBuildWithTheStoredIndexMakesTheSamePages() throws {
        let rows = ["Ärta", "Öl", "Zebra", "Åsna", "apa", "3 kor", "Ödla"].map { #"{"text": "\#($0)"}"# }.joined(separator: ", ")
        let site = try TemporarySite(["Content/t.json": #"{"locale": "sv", "index": "alphabetic", "rows": [\#(rows)]}"#,
                                      "Content/u.json": #"{"rows": [{"text": "b"}]}"#])
        try site.build()
        let first = try site.read("Public/t/index.html")
        try site.write("Content/t.json", #"{"locale": "sv", "index": "alphabetic", "title": "Djur", "rows": [\#(rows)]}"#)
        try site.build()
        let clean = try TemporarySite(["Content/t.json": #"{"locale": "sv", "index": "alphabetic", "title": "Djur", "rows": [\#(rows)]}"#,
                                       "Content/u.json": #"{"rows": [{"text": "b"}]}"#])
        _ = try SiteBuilder(site: clean.url).build(clean: true)
        #expect(try site.read("Public/t/index.html") == clean.read("Public/t/index.html"))
        #expect(first.contains(">Å<") && first.contains(">Ö<"))
    }
}
