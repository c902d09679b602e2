import Foundation
import GRDB
import TabulaTestSupport
import Testing
@testable import TabulaCore

/// The paths a full build's resolver knew, stored sorted (`SitePaths`), answer for the links
/// an edit build asks about exactly as that resolver does, and for no other.
@Suite struct SitePathsTests {
    /// A site's paths chosen at random from a few names, so that sources, folders' pages,
    /// pages and assets share prefixes and collide as they may in a real site.
    static func randomResolver(_ random: inout SeededRandom) -> LinkResolver {
        let names = ["a", "b", "é", "e\u{301}", "index.html", "a.json", "b.md", "pic.svg", "x y"]
        func path() -> String { (0..<Int.random(in: 1...3, using: &random)).map { _ in names.randomElement(using: &random)! }.joined(separator: "/") }
        var pagesBySource: [String: String] = [:], pageIsTable: [String: Bool] = [:], files: Set<String> = []
        for _ in 0..<Int.random(in: 0...30, using: &random) {
            let page = Bool.random(using: &random) ? path() + "/index.html" : path()
            pageIsTable[page] = Bool.random(using: &random)
            if Bool.random(using: &random) { pagesBySource[path()] = page }
        }
        for _ in 0..<Int.random(in: 0...10, using: &random) { files.insert(path()) }
        pagesBySource[""] = "index.html"
        pageIsTable["index.html"] = true
        return LinkResolver(pagesBySource: pagesBySource, pageIsTable: pageIsTable, files: files)
    }

    static func randomReference(_ random: inout SeededRandom) -> (raw: String, isImage: Bool, directory: String) {
        let raws = ["a", "a.json", "a/b.md", "/a", "../a.json", "./b/../a", "é", "e\u{301}", "pic.svg", "a#row-1", "a.json#section-x",
                    "b/index.html", "", "#row-2", "x%20y", "https://example.com/a", "a?q=1", "..", "/", "index.html#row-r"]
        return (raws.randomElement(using: &random)!, Bool.random(using: &random), ["", "a", "a/b", "é"].randomElement(using: &random)!)
    }

    static func describe(_ resolution: LinkResolver.Resolution) -> String {
        switch resolution {
        case .link(let link): "link \(link)"
        case .problem(let problem): "problem \(problem)"
        }
    }

    @Test func anEditBuildsResolverResolvesWhatItWasAskedAsTheFullBuildsDid() throws {
        var random = SeededRandom(seed: 22)
        for _ in 0..<300 {
            let full = Self.randomResolver(&random)
            let references = (0..<Int.random(in: 1...8, using: &random)).map { _ in Self.randomReference(&random) }
            let skeleton = SiteSkeleton(shape: ContentHash(bytes: Array(repeating: 7, count: ContentHash.size)), paths: SitePaths(full), linkedInto: ["a/index.html"])
            let stored = try #require(Self.readBack(skeleton))
            #expect(stored.linkedInto == skeleton.linkedInto)
            let partial = stored.paths.resolver(answering: references)
            for reference in references {
                let field = reference.isImage ? "image" : "link"
                let expected = full.resolve(reference.raw, from: reference.directory, field: field, isImage: reference.isImage)
                let answered = partial.resolve(reference.raw, from: reference.directory, field: field, isImage: reference.isImage)
                if case .problem = expected, case .problem = answered { continue }  // (a missing path's suggestion needs every path)
                #expect(Self.describe(answered) == Self.describe(expected), "\(reference) in \(full)")
            }
        }
    }

    @Test func aPathNotAskedAboutIsAProblemNotAGuess() {
        let full = LinkResolver(pagesBySource: ["a.json": "a/index.html", "b.json": "b/index.html"],
                                pageIsTable: ["a/index.html": true, "b/index.html": true], files: ["b"])
        let partial = SitePaths(full).resolver(answering: [("a.json", false, "")])
        guard case .link = partial.resolve("a.json", from: "", field: "link") else { Issue.record("a.json should resolve"); return }
        guard case .problem = partial.resolve("b", from: "", field: "link") else { Issue.record("b was not asked about"); return }
    }

    @Test func storedBytesNotInTheirFormAreNoSkeleton() throws {
        let skeleton = SiteSkeleton(shape: ContentHash(bytes: Array(repeating: 1, count: ContentHash.size)),
                                    paths: SitePaths(LinkResolver(pagesBySource: ["a.json": "a/index.html"], pageIsTable: [:], files: [])),
                                    linkedInto: ["a/index.html"])
        #expect(try #require(Self.readBack(skeleton)).linkedInto == ["a/index.html"])
        let paths = skeleton.paths.bytes
        #expect(SitePaths(bytes: paths) != nil)
        #expect(SitePaths(bytes: paths.dropLast()) == nil)
        #expect(SitePaths(bytes: paths + Data([65, 0])) == nil)
        #expect(SitePaths(bytes: paths + Data([0, 0])) == nil)
        var values = skeleton.values.map { $0?.databaseValue ?? .null }
        values[1] = Data("a/index.html".utf8).databaseValue
        #expect(SiteSkeleton(values) == nil)
    }

    /// The skeleton as the cache reads back what it stored.
    static func readBack(_ skeleton: SiteSkeleton) -> SiteSkeleton? {
        SiteSkeleton(skeleton.values.map { $0?.databaseValue ?? .null })
    }
}
