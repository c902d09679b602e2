import Foundation
import Testing
@testable import TabulaCore

/// A page kept from the last build (its own file unchanged) still follows what it shows of
/// other content: its back link's target and title, where its links lead; and tables that
/// list others follow their titles and paths.
@Suite struct PageDependencyTests {
    // A table in a folder without `_index.md` is no folder's row: its back link goes to the
    // first table linking to it.
    static let linking = #"{"title": "Parent", "rows": [{"text": "To child", "link": "more/child.json"}]}"#
    static let child = #"{"title": "Child", "rows": [{"text": "A row"}]}"#

    /// Builds, applies `edit`, builds again: the output must equal a clean build's.
    func expectCleanOutput(after edit: (TemporarySite) throws -> Void, _ files: [String: String],
                           sourceLocation: SourceLocation = #_sourceLocation) throws {
        let site = try TemporarySite(files)
        try site.build()
        try edit(site)
        try site.build()
        let output = try site.outputTree(), clean = try cleanBuildTree(of: site)
        #expect(Set(output.keys) == Set(clean.keys), sourceLocation: sourceLocation)
        for (path, bytes) in clean where output[path] != bytes {
            Issue.record("\(path) differs from a clean build", sourceLocation: sourceLocation)
        }
    }

    @Test func aBackLinkFollowsTheTitleOfTheTableLinkingHere() throws {
        try expectCleanOutput(after: { site in
            try site.write("Content/parent.json", Self.linking.replacingOccurrences(of: "Parent", with: "Renamed parent"))
        }, ["Content/parent.json": Self.linking, "Content/more/child.json": Self.child])
    }

    @Test func aBackLinkFollowsTheTableLinkingHereWhenItMoves() throws {
        try expectCleanOutput(after: { site in
            try FileManager.default.moveItem(at: site.url.appendingPathComponent("Content/parent.json"),
                                             to: site.url.appendingPathComponent("Content/moved.json"))
        }, ["Content/parent.json": Self.linking, "Content/more/child.json": Self.child])
    }

    @Test func aBackLinkGoesHomeWhenTheTableLinkingHereIsGone() throws {
        try expectCleanOutput(after: { site in
            try FileManager.default.removeItem(at: site.url.appendingPathComponent("Content/parent.json"))
        }, ["Content/parent.json": Self.linking, "Content/more/child.json": Self.child])
    }

    @Test func aTableListingOthersFollowsTheirTitlesAndPaths() throws {
        let files = ["Content/folder/_index.md": "---\ntitle: Folder\n---\n", "Content/folder/a.json": Self.child,
                     "Content/b.json": Self.child]
        try expectCleanOutput(after: { site in
            try site.write("Content/folder/a.json", Self.child.replacingOccurrences(of: "Child", with: "Retitled"))
        }, files)
        try expectCleanOutput(after: { site in
            try FileManager.default.moveItem(at: site.url.appendingPathComponent("Content/b.json"),
                                             to: site.url.appendingPathComponent("Content/folder/b.json"))
        }, files)
        try expectCleanOutput(after: { site in try site.write("Content/folder/new.json", #"{"rows": [{"text": "New"}]}"#) }, files)
    }

    @Test func theHomeTableFollowsItsTablesTitlesAndPaths() throws {
        let files = ["Content/a.json": Self.child, "Content/b.json": #"{"rows": [{"text": "Untitled"}]}"#]
        try expectCleanOutput(after: { site in try site.write("Content/a.json", Self.child.replacingOccurrences(of: "Child", with: "Retitled")) }, files)
        try expectCleanOutput(after: { site in
            try FileManager.default.moveItem(at: site.url.appendingPathComponent("Content/b.json"), to: site.url.appendingPathComponent("Content/c.json"))
        }, files)
        try expectCleanOutput(after: { site in try site.write("Content/d.json", Self.child) }, files)
        try expectCleanOutput(after: { site in try FileManager.default.removeItem(at: site.url.appendingPathComponent("Content/a.json")) }, files)
    }
}
