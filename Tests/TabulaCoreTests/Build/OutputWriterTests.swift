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

    @Test func aRemovedWindowedTableTakesItsFoldersWithIt() throws {
        let rows = (0..<250).map { #"{"text": "r\#($0)"}"# }.joined(separator: ",")
        let site = try TemporarySite(["Content/a.json": #"{"rows": [{"text": "a"}]}"#, "Content/long.json": #"{"rows": [\#(rows)]}"#])
        try site.build()
        #expect(site.exists("Public/long/windows/ids/0.json"))
        try FileManager.default.removeItem(at: site.url.appendingPathComponent("Content/long.json"))
        try site.build()
        #expect(!site.exists("Public/long"))
        #expect(site.exists("Public/a/index.html"))
    }

    @Test func anEmptyFolderInTheOutputIsRemoved() throws {
        let site = try TemporarySite(["Content/a.json": #"{"rows": [{"text": "a"}]}"#])
        try site.build()
        try FileManager.default.createDirectory(at: site.output.appendingPathComponent("stray/deeper"), withIntermediateDirectories: true)
        try site.build()
        #expect(!site.exists("Public/stray"))
    }
}
