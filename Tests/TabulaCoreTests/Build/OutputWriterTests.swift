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

    /// After a build the output folder's unchanged folders are not listed again (their
    /// stamps say so); whatever is put in or taken out is still seen.
    @Test func aFileAddedToAnOutputFolderAfterABuildIsRemoved() throws {
        let site = try TemporarySite(["Content/a.json": #"{"rows": [{"text": "a"}]}"#, "Content/b.json": #"{"rows": [{"text": "b"}]}"#])
        try site.build()
        try site.write("Public/a/stray.html", "stray")
        try site.write("Public/a/new/deeper/more.html", "stray")
        let summary = try site.build()
        #expect(!site.exists("Public/a/stray.html"))
        #expect(!site.exists("Public/a/new"))
        #expect(site.exists("Public/a/index.html"))
        #expect(summary.filesRemoved == 2)
        #expect(try site.build().filesRemoved == 0)
    }

    /// A page found already in place, with the very bytes the build makes, is not written
    /// again; its folder is still watched by the builds after.
    @Test func aFolderWhosePageWasAlreadyInPlaceIsWatched() throws {
        let b = #"{"rows": [{"text": "b"}]}"#
        let site = try TemporarySite(["Content/a.json": #"{"rows": [{"text": "a"}]}"#, "Content/b.json": b])
        try site.build()
        let page = try site.read("Public/b/index.html")
        try FileManager.default.removeItem(at: site.url.appendingPathComponent("Content/b.json"))
        try site.build()
        #expect(!site.exists("Public/b"))
        try site.write("Public/b/index.html", page)
        try site.write("Content/b.json", b)
        try site.build()
        try site.write("Public/b/stray.html", "stray")
        try site.build()
        #expect(!site.exists("Public/b/stray.html"))
    }

    @Test func anOutputFolderRemovedAfterABuildIsMadeAgain() throws {
        let site = try TemporarySite(["Content/a.json": #"{"rows": [{"text": "a"}]}"#, "Content/b.json": #"{"rows": [{"text": "b"}]}"#])
        try site.build()
        let before = try site.outputTree()
        try FileManager.default.removeItem(at: site.output.appendingPathComponent("a"))
        // A folder where b's page was.
        try FileManager.default.removeItem(at: site.output.appendingPathComponent("b/index.html"))
        try site.write("Public/b/index.html/oops.html", "")
        try site.build()
        #expect(try site.outputTree() == before)
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
    func holds(_ text: String, _ path: String) -> Bool {
        OutputFile.stamp(ifHolding: text.utf8.span, path) != nil
    }

    @Test func aFileHoldingExactlyTheBytesIsLeftAlone() throws {
        let folder = try TemporaryFolder(["a.html": "<p>same</p>"])
        #expect(holds("<p>same</p>", folder("a.html").path))
        #expect(!holds("<p>same!</p>", folder("a.html").path))
        #expect(!holds("<p>same</p>", folder("missing.html").path))
    }

    @Test func aNamedPipeInTheOutputFolderIsNotWaitedOn() throws {
        let folder = try TemporaryFolder()
        try #require(mkfifo(folder("a.html").path, 0o644) == 0)
        #expect(!holds("<p>new</p>", folder("a.html").path))
    }

    @Test func aBuildLeavesNoStagingFolderBehind() throws {
        let site = try TemporarySite(["Content/t.json": #"{"rows": [{"text": "Row 1"}]}"#])
        try site.build()
        #expect(!site.exists("Public/\(OutputSink.stagingName)"))
        try site.write("Content/t.json", #"{"rows": [{"text": "Row 2"}]}"#)
        try site.build()
        #expect(!site.exists("Public/\(OutputSink.stagingName)"))
        #expect(try site.read("Public/t/index.html").contains("Row 2"))
    }

    @Test func aHalfWrittenPageLeftBeforeTheFirstBuildIsMadeWhole() throws {
        let site = try TemporarySite(["Content/t.json": #"{"rows": [{"text": "Row 1"}, {"text": "Row 2"}]}"#, "Public/t/index.html": "<!DOCTYPE ht"])
        try site.build()
        #expect(try site.read("Public/t/index.html").contains("Row 2"))
    }

    /// What a killed build leaves (its staging folder, or a temporary file of an older
    /// Tabula) is removed by the next build, even one with nothing else to do.
    @Test(arguments: ["Public/.tabula-staging/t/index.html", "Public/t/index.html.tabula-tmp"])
    func whatAKilledBuildLeftIsRemovedByTheNext(_ leftover: String) throws {
        let site = try TemporarySite(["Content/t.json": #"{"rows": [{"text": "Row 1"}]}"#])
        try site.build()
        let built = try site.outputTree()
        try site.write(leftover, "<!DOCTYPE ht")
        try site.build()
        #expect(!site.exists(leftover))
        #expect(try site.outputTree() == built)
    }
}
