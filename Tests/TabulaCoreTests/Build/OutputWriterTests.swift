import Foundation
import Testing
@testable import TabulaCore

@Suite struct OutputWriterTests {
    func modificationDate(_ url: URL) throws -> Date {
        try #require(try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date)
    }

    @Test func unchangedFilesKeepTheirModificationTime() throws {
        let site = try TemporarySite(["Content/a.json": #"{"rows": [{"text": "a"}]}"#, "Content/b.json": #"{"rows": [{"text": "b"}]}"#])
        try site.build()
        let a = site.output.appendingPathComponent("a/index.html")
        let past = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: a.path)
        try site.write("Content/b.json", #"{"rows": [{"text": "b2"}]}"#)
        let summary = try site.build()
        #expect(try modificationDate(a) == past)
        #expect(summary.filesWritten == 1)
    }

    @Test func outputWhoseSourceIsGoneIsRemoved() throws {
        let site = try TemporarySite(["Content/a.json": #"{"rows": [{"text": "a"}]}"#, "Content/b.json": #"{"rows": [{"text": "b"}]}"#])
        try site.build()
        try FileManager.default.removeItem(at: site.url.appendingPathComponent("Content/b.json"))
        let summary = try site.build()
        #expect(!site.exists("Public/b/index.html"))
        #expect(!site.exists("Public/b"))
        #expect(summary.filesRemoved == 1)
    }

    @Test func dotfilesInTheOutputFolderStay() throws {
        let site = try TemporarySite(["Content/a.json": #"{"rows": [{"text": "a"}]}"#, "Public/.gitkeep": ""])
        try site.build()
        #expect(site.exists("Public/.gitkeep"))
    }
}
