import TabulaTestSupport
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

@Suite struct OutputFileTests {
    func write(_ text: String, to path: String, isNew: Bool) throws -> Bool {
        var text = text
        return try text.withUTF8 { try OutputFile.write(UnsafeRawBufferPointer($0), to: path, isNew: isNew) }
    }

    @Test func aNewFileIsWrittenWithNoTemporaryFileLeft() throws {
        let folder = try TemporaryFolder()
        #expect(try write("<p>new</p>", to: folder("a.html").path, isNew: true))
        #expect(try folder.read("a.html") == "<p>new</p>")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["a.html"])
    }

    @Test func aFileThoughtNewButAlreadyThereIsReplacedWhole() throws {
        let folder = try TemporaryFolder(["a.html": "<p>an older and longer page</p>"])
        #expect(try write("<p>new</p>", to: folder("a.html").path, isNew: true))
        #expect(try folder.read("a.html") == "<p>new</p>")
    }

    @Test func aFileAlreadyHoldingTheBytesIsNotWritten() throws {
        let folder = try TemporaryFolder(["a.html": "<p>same</p>"])
        #expect(try !write("<p>same</p>", to: folder("a.html").path, isNew: false))
        #expect(try !write("<p>same</p>", to: folder("a.html").path, isNew: true))
    }

    @Test func aHalfWrittenPageLeftBeforeTheFirstBuildIsMadeWhole() throws {
        let site = try TemporarySite(["Content/t.json": #"{"rows": [{"text": "Row 1"}, {"text": "Row 2"}]}"#, "Public/t/index.html": "<!DOCTYPE ht"])
        try site.build()
        #expect(try site.read("Public/t/index.html").contains("Row 2"))
    }
}
