import Foundation
import GRDB
import TabulaTestSupport
import Testing
@testable import TabulaCore

/// The scan keeps the record of an input it finds unchanged and hashes the others: an input
/// that is gone, or cannot be read, has no record.
@Suite struct InputScanTests {
    private func recordedInputs(_ site: TemporarySite) throws -> [String: InputScan.File] {
        try BuildCache(site: site.url).inputs
    }

    @Test func aFileThatCannotBeReadOnceWalkedHasNoRecordAndIsReported() throws {
        let site = try TemporarySite(["Content/t.json": #"{"rows": [{"text": "t"}]}"#, "Content/u.json": #"{"rows": [{"text": "u"}]}"#])
        try site.build()
        let previous = try recordedInputs(site)
        try site.write("Content/u.json", #"{"rows": [{"text": "u"}, {"text": "v"}]}"#)
        let tree = InputTree.scan(site: site.url, output: site.output)
        try FileManager.default.removeItem(at: site.url.appendingPathComponent("Content/u.json"))  // gone between walk and read

        let scan = InputScan(site: site.url).scan(tree, previous: previous)
        #expect(scan.files["Content/u.json"] == nil, "its last record is not this file's")
        #expect(scan.files["Content/t.json"] == previous["Content/t.json"])
        #expect(scan.problems.map(\.path) == ["Content/u.json"])
    }

    @Test func aFileGoneSinceTheLastBuildHasNoRecord() throws {
        let site = try TemporarySite(["Content/t.json": #"{"rows": [{"text": "t"}]}"#, "Content/u.json": #"{"rows": [{"text": "u"}]}"#])
        try site.build()
        let previous = try recordedInputs(site)
        try FileManager.default.removeItem(at: site.url.appendingPathComponent("Content/u.json"))

        let scan = InputScan(site: site.url).scan(InputTree.scan(site: site.url, output: site.output), previous: previous)
        #expect(Set(scan.files.keys) == Set(previous.keys).subtracting(["Content/u.json"]))
        #expect(scan.files["Content/t.json"] == previous["Content/t.json"])
        #expect(scan.changed.isEmpty && scan.problems.isEmpty)
        #expect(scan.replaced.gone == ["Content/u.json"] && scan.replaced.count == previous.count)
    }

    /// What the scan replaced: the old record of a changed input, a count of new ones; an
    /// input not changed had the record it has.
    @Test func theScanTellsWhatItReplaced() throws {
        let site = try TemporarySite(["Content/t.json": #"{"rows": [{"text": "t"}]}"#, "Content/u.json": #"{"rows": [{"text": "u"}]}"#])
        try site.build()
        let previous = try recordedInputs(site)
        try site.write("Content/t.json", #"{"rows": [{"text": "t2"}]}"#)
        try site.write("Content/v.json", #"{"rows": [{"text": "v"}]}"#)

        let scan = InputScan(site: site.url).scan(InputTree.scan(site: site.url, output: site.output), previous: previous)
        #expect(Set(scan.changed) == ["Content/t.json", "Content/v.json"])
        #expect(scan.replaced.gone.isEmpty)
        #expect(scan.replaced.record("Content/t.json", now: scan.files) == previous["Content/t.json"])
        #expect(scan.files["Content/t.json"] != previous["Content/t.json"])
        #expect(scan.replaced.added == 1 && scan.replaced.changed["Content/v.json"] == nil)
        #expect(scan.replaced.record("Content/u.json", now: scan.files) == previous["Content/u.json"])
    }

    /// The walk answers whether a path is one of its files, for any folder size and name.
    @Test func theWalkKnowsItsFilesAndNothingElse() throws {
        var files: [String: String] = [:]
        let names = (0..<300).map { "t\($0).json" } + ["a.md", "é.md", "z z.md", "b/x.md"]
        for name in names { files["Content/" + name] = "x" }
        let site = try TemporarySite(files)
        try FileManager.default.createDirectory(at: site.url.appendingPathComponent("Content/t5.json.d"), withIntermediateDirectories: true)
        let tree = InputTree.scan(site: site.url, output: site.output)
        for name in names { #expect(tree.isFile("Content/" + name), "\(name)") }
        for path in ["Content/b", "Content/t5.json.d", "Content/t300.json", "Content/é", "Content/x.md", "Content", "Templates/a.md", "a.md"] {
            #expect(!tree.isFile(path), "\(path)")
        }
    }

    /// The records are stored in parts: one altered in the file is no record, so its inputs
    /// are hashed again, and the next build records them all as they are.
    @Test func anAlteredPartOfTheRecordsGivesNoRecordsButTheOthers() throws {
        var files: [String: String] = [:]
        for i in 0..<60 { files["Content/t\(i).json"] = #"{"rows": [{"text": "\#(i)"}]}"# }
        let site = try TemporarySite(files)
        try site.build()
        let all = try recordedInputs(site)
        let file = site.url.appendingPathComponent(".tabula-cache/cache.sqlite").path
        let part = RecordParts.part(of: "Content/t7.json")
        try DatabaseQueue(path: file).write { try $0.execute(sql: "UPDATE inputs SET value = value || x'00' WHERE part = ?", arguments: [part]) }
        let read = try recordedInputs(site)
        #expect(read["Content/t7.json"] == nil)
        #expect(read == all.filter { RecordParts.part(of: $0.key) != part })
        try site.write("Content/t7.json", #"{"rows": [{"text": "seven"}]}"#)
        try site.build()
        let scan = InputScan(site: site.url).scan(InputTree.scan(site: site.url, output: site.output), previous: [:]).files
        #expect(try recordedInputs(site) == scan)
    }

    /// An edit rewrites the part holding the edited input: the others in it keep their records.
    @Test func afterAnEditEveryInputIsRecordedAsItIs() throws {
        var files: [String: String] = [:]
        for i in 0..<400 { files["Content/t\(i).json"] = #"{"rows": [{"text": "\#(i)"}]}"# }
        let site = try TemporarySite(files)
        try site.build()
        try site.write("Content/t7.json", #"{"rows": [{"text": "seven"}]}"#)
        try FileManager.default.removeItem(at: site.url.appendingPathComponent("Content/t8.json"))
        try site.build()
        let scan = InputScan(site: site.url).scan(InputTree.scan(site: site.url, output: site.output), previous: [:]).files
        #expect(try recordedInputs(site) == scan)
    }
}
