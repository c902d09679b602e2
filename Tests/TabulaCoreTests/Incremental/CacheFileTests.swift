import Foundation
import TabulaTestSupport
import Testing
@testable import TabulaCore

/// The cache file keeps what a build records.
@Suite struct CacheFileTests {
    @Test func whatABuildRecordsIsReadBackByTheNextOne() throws {
        let site = try TemporaryFolder()
        let hash = ContentHash(bytes: Array(repeating: UInt8(7), count: ContentHash.size))
        let warning = Diagnostic(.warning, "Content/t.json", SourcePosition(line: 3, column: 9), "unknown key")
        var settings = PageSettings()
        settings.pageSize = 50
        let input = InputScan.File(path: "Content/t.json", size: 10, modified: 1_700_000_000_123_456_789, inode: 42, hash: hash)
        let page = BuildCache.PageRecord(key: hash, files: PageFiles([PageFiles.Entry(path: "t/index.html", key: hash),
                                                                           PageFiles.Entry(path: "t/2/index.html", key: nil)]),
                                         rows: 5, warnings: [warning])
        let summary = TableSummary(title: "T", settings: settings, references: References(links: ["a/"], images: ["i.png"]), rowCount: 5,
                                   diagnostics: [warning])
        let last = BuildCache.LastBuild(digest: hash, outputs: ["t/index.html": OutputStamp(size: 3, modified: -1)], rows: 5, pages: 1,
                                        warnings: [warning])
        try BuildCache(site: site.url).record(BuildCache.Learned(
            inputs: [input.path: input], replacedInputs: nil, changedInputs: [input.path], last: last, pages: ["t/index.html": page], previousPages: nil,
            rendered: ["t/index.html"], summaries: ["Content/t.json": StoredSummary(hash: hash, summary: summary)], previousSummaries: nil))

        let cache = try BuildCache(site: site.url)
        #expect(cache.inputs == [input.path: input])
        let readLast = try #require(cache.lastBuild)
        #expect(readLast.digest == hash && readLast.outputs == last.outputs && readLast.rows == 5 && readLast.pages == 1)
        #expect(readLast.warnings == [warning])
        let readPage = try #require(cache.pages["t/index.html"])
        #expect(readPage.key == hash && readPage.files == page.files && readPage.warnings == [warning])
        let stored = try #require(cache.summaries["Content/t.json"])
        let readSummary = stored.summary
        #expect(stored.hash == hash && readSummary.title == "T" && readSummary.settings == settings)
        #expect(readSummary.references == References(links: ["a/"], images: ["i.png"]) && readSummary.rowCount == 5 && readSummary.diagnostics == [warning])
    }

    @Test func aBuildStartedButNotRecordedLeavesNoLastBuild() throws {
        let site = try TemporarySite(["Content/t.json": #"{"rows": [{"text": "a"}]}"#])
        try site.build()
        try BuildCache(site: site.url).invalidate()
        #expect(try BuildCache(site: site.url).lastBuild == nil)
    }

    @Test func anIncrementalBuildRecordsTheInputsItFoundChangedAndNoOthers() throws {
        let site = try TemporarySite(["Content/t.json": #"{"rows": [{"text": "a"}]}"#, "Content/u.json": #"{"rows": [{"text": "u"}]}"#])
        try site.build()
        let before = try BuildCache(site: site.url).inputs
        try site.write("Content/t.json", #"{"rows": [{"text": "a"}, {"text": "b"}]}"#)
        try site.write("Content/v.json", #"{"rows": [{"text": "v"}]}"#)
        try site.build()
        let after = try BuildCache(site: site.url).inputs
        let scan = InputScan(site: site.url).scan(InputTree.scan(site: site.url, output: site.output), previous: [:]).files
        #expect(after == scan, "every input recorded as it is now, the edited and the new one too")
        #expect(after["Content/u.json"] == before["Content/u.json"])
    }
}
