import Foundation
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
    }
}
