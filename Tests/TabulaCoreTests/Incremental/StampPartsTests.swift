import Foundation
import GRDB
import TabulaTestSupport
import Testing
@testable import TabulaCore

/// The last build's output stamps are stored in parts (`StampParts`): whatever builds ran,
/// what is recorded is the output folder as it is, and a part that is missing or altered
/// leaves no record at all.
@Suite struct StampPartsTests {
    /// Every file and folder of `root`, with its stamp, as a build records them.
    static func stamps(of root: URL) throws -> (files: [String: OutputStamp], folders: [String: OutputStamp]) {
        let listing = FileTree.walk(root.path), folder = OpenFolder(root.path)
        var files: [String: OutputStamp] = [:], folders: [String: OutputStamp] = ["": try #require(folder.folderStamp(""))]
        for path in listing.files {
            let stamp = try #require(folder.stamp(path))
            files[path] = stamp
        }
        for path in listing.folders {
            let stamp = try #require(folder.folderStamp(path))
            folders[path] = stamp
        }
        return (files, folders)
    }

    static func table(_ title: String, _ rows: Int, edit: Int = 0) -> String {
        let rows = (0..<rows).map { #"{"id": "r\#($0)", "text": "Row \#($0) \#($0 == 1 ? edit : 0)"}"# }
        return #"{"title": "\#(title)", "rows": [\#(rows.joined(separator: ", "))]}"#
    }

    @Test func afterAnyBuildTheRecordIsTheOutputFolderAsItIs() throws {
        var files: [String: String] = ["Content/_index.md": "---\ntitle: Home\n---\n"]
        for i in 0..<40 { files["Content/f\(i % 7)/t\(i).json"] = Self.table("T\(i)", 3) }
        let site = try TemporarySite(files)
        try site.build()
        var random = SeededRandom(seed: 17)
        for step in 1...25 {
            let i = Int.random(in: 0..<60, using: &random), path = "Content/f\(i % 7)/t\(i).json"
            switch Int.random(in: 0..<4, using: &random) {
            case 0: try site.write(path, Self.table("T\(i)", 3, edit: step))  // a row edit
            case 1: try site.write(path, Self.table("T\(i) \(step)", 2))  // title and rows
            case 2: try? FileManager.default.removeItem(at: site.url.appendingPathComponent(path))
            default: try? site.write("Public/f\(i % 7)/t\(i)/index.html", "tampered")
            }
            try site.build()
            let last = try #require(try BuildCache(site: site.url).lastBuild)
            let found = try Self.stamps(of: site.output)
            let differing = Set(last.outputs.keys).union(found.files.keys).filter { last.outputs[$0] != found.files[$0] }
                + Set(last.folders.keys).union(found.folders.keys).filter { last.folders[$0] != found.folders[$0] }
            #expect(differing.isEmpty, "step \(step): recorded otherwise than found: \(differing.sorted())")
        }
    }

    @Test func aMissingOrAlteredPartLeavesNoRecord() throws {
        var files: [String: String] = [:]
        for i in 0..<30 { files["Content/f\(i)/t\(i).json"] = Self.table("T\(i)", 2) }
        let site = try TemporarySite(files)
        try site.build()
        let file = site.url.appendingPathComponent(".tabula-cache/cache.sqlite").path
        #expect(try BuildCache(site: site.url).lastBuild != nil)
        let parts = try DatabaseQueue(path: file).read { try Int.fetchAll($0, sql: "SELECT part FROM stamps ORDER BY part") }
        #expect(parts.count > 1)
        try DatabaseQueue(path: file).write { try $0.execute(sql: "UPDATE stamps SET value = value || x'00' WHERE part = ?", arguments: [parts[0]]) }
        #expect(try BuildCache(site: site.url).lastBuild == nil)
        try site.build()
        #expect(try BuildCache(site: site.url).lastBuild != nil)
        try DatabaseQueue(path: file).write { try $0.execute(sql: "DELETE FROM stamps WHERE part = ?", arguments: [parts[1]]) }
        #expect(try BuildCache(site: site.url).lastBuild == nil)
        #expect(try site.build().rowsRendered == 0)  // the pages' own records still hold
    }

    @Test func storedPartsReadBackAsTheStamps() throws {
        var random = SeededRandom(seed: 5)
        for _ in 0..<50 {
            var outputs: [String: OutputStamp] = [:], folders: [String: OutputStamp] = [:]
            for _ in 0..<Int.random(in: 0...200, using: &random) {
                let path = (0..<Int.random(in: 1...3, using: &random)).map { _ in ["a", "b", "é", "x y", "index.html"].randomElement(using: &random)! }
                    .joined(separator: "/") + "\(Int.random(in: 0..<50, using: &random))"
                let stamp = OutputStamp(size: Int64.random(in: -5...Int64.max, using: &random), modified: Int64.random(in: Int64.min...Int64.max, using: &random))
                if Bool.random(using: &random) { outputs[path] = stamp } else { folders[path] = stamp }
            }
            folders[""] = OutputStamp(size: 1, modified: 2)
            var parts: [Int: Data] = [:]
            for (part, bytes) in StampParts.stored(outputs: outputs, folders: folders).enumerated() where !bytes.isEmpty { parts[part] = Data(bytes) }
            let read = try #require(StampParts.stamps(Array(parts.values)))
            #expect(read.outputs == outputs && read.folders == folders)
            for (part, value) in parts {
                // A part made again from the names it holds holds the same stamps.
                let names = try #require(StampParts.names(in: value))
                #expect(names.allSatisfy { StampParts.part(of: $0) == part })
                let remade = try #require(StampParts.stamps([Data(StampParts.entries(Set(names), outputs: outputs, folders: folders))]))
                #expect(try #require(StampParts.stamps([value])) == remade)
            }
            #expect(StampParts.stamps([Data([65, 0, 1])]) == nil)
        }
    }
}
