import Foundation
import TabulaTestSupport
import Testing
@testable import TabulaCore

/// A cache file with bytes overwritten anywhere never gives wrong output: every record read
/// from it is verified, a bad one is ignored (its work done again), a damaged file replaced.
@Suite struct CorruptCacheTests {
    static func bigTable(_ edit: Int) -> String {
        let rows = (0..<700).map { i in
            let text = i == 350 ? "Row \(i) edit \(edit)" : "Row \(i)"
            let link = i % 50 == 0 ? #", "link": "small.json""# : ""
            let body = i % 40 == 0 ? #", "body": "See [small](small.json) and *\#(i)*.""# : ""
            return #"{"id": "r\#(i)", "text": "\#(text)", "detail": "d\#(i % 7)"\#(link)\#(body)}"#
        }
        // Every row has a detail page (`_/r<i>.html`), with the built-in template.
        return #"{"title": "Big", "index": "alphabetic", "windowSize": 50, "pageSize": 200, "detailTemplate": "default", "#
            + #""rows": [\#(rows.joined(separator: ","))]}"#
    }

    static func files(edit: Int) -> [String: String] {
        [
            "Content/_index.md": "---\ntitle: Site\n---\nHome.\n",
            "Content/big.json": bigTable(edit),
            "Content/small.json": #"{"stlye": "plain", "rows": [{"text": "Small \#(edit)", "link": "big.json#row-r3"}, {"text": "Two", "image": "dot.svg"}]}"#,
            "Content/untitled.json": #"{"rows": [{"text": "No title \#(edit)"}]}"#,
            "Content/dot.svg": "<svg xmlns='http://www.w3.org/2000/svg'/>",
            "Content/static.md": "## Links\n- [Small](small.json)\n- [x] Checked — \(edit)\n",
            "Content/folder/_index.md": "---\ntitle: Folder\n---\n",
            "Content/folder/a.md": "---\ntitle: A\n---\nBody \(edit).\n",
            "Templates/cells/subtitle.mustache": "<b>{{text}}</b> {{detail}} \(edit % 2)",
            // A CSV table with detail pages of the site's own template.
            "Content/people.csv": "id,text,notes\na,Ada,\"- [Big](big.json#row-r3)\"\nb,Bob \(edit),plain\nc,Cy,\"*\(edit)*\"\n",
            "Content/people.yaml": "title: People\ndetailTemplate: card\nmarkdownFields: [notes]\n",
            "Templates/details/card.mustache": "<h1>{{text}}</h1>{{{notes}}}{{#next}}<a href=\"{{href}}\">{{title}}</a>{{/next}} \(edit % 2)",
        ]
    }

    /// Writes random bytes over `count` places of the file (a few bytes to a whole page).
    static func scribble(over file: URL, count: Int, _ random: inout SeededRandom) throws {
        let handle = try FileHandle(forUpdating: file)
        defer { try? handle.close() }
        let size = Int(try handle.seekToEnd())
        for _ in 0..<count {
            let length = random.pick([1, 2, 8, 64, 512, 4096, 32768])
            let offset = Int.random(in: 0..<max(1, size - 1), using: &random)
            let byte = random.pick([nil, 0, 0xFF] as [UInt8?])
            try handle.seek(toOffset: UInt64(offset))
            try handle.write(contentsOf: (0..<min(length, size - offset)).map { _ in byte ?? UInt8.random(in: 0...255, using: &random) })
        }
    }

    @Test(arguments: 1...12 as ClosedRange<UInt64>)
    func bytesOverwrittenInTheCacheGiveTheOutputOfACleanBuild(seed: UInt64) async throws {
        var random = SeededRandom(seed: seed)
        let site = try TemporarySite(Self.files(edit: 0))
        let build = ["build", "--site", site.url.path]
        try #require(try await TabulaProcess.run(build).status == 0)
        let first = try site.outputTree()
        try #require(first["big/_/8f/r350.html"] != nil && first["people/_/e5/b.html"] != nil, "detail pages: \(first.keys.sorted())")
        let cacheFile = site.url.appendingPathComponent(".tabula-cache/cache.sqlite")
        // Each round damages the cache the last build left, then changes nothing, some
        // content, or content and a template, so records of each kind are read back.
        for round in 1...4 {
            try Self.scribble(over: cacheFile, count: Int.random(in: 1...12, using: &random), &random)
            let edit = Int.random(in: 0...2, using: &random)
            if edit > 0 {
                for (path, text) in Self.files(edit: round * 10 + edit) where edit == 2 || path.hasPrefix("Content/") { try site.write(path, text) }
            }
            let outcome = try await TabulaProcess.run(build)
            #expect(!outcome.signaled && outcome.status == 0, "seed \(seed) round \(round): \(outcome.stderr)")
            let clean = try cleanBuildTree(of: site)
            let output = try site.outputTree()
            #expect(Set(output.keys) == Set(clean.keys), "seed \(seed) round \(round)")
            for (path, bytes) in clean where output[path] != bytes {
                Issue.record("seed \(seed) round \(round): \(path) differs from a clean build")
            }
        }
        // The cache is whole again: the next build has nothing to do.
        let again = try await TabulaProcess.run(build)
        #expect(again.status == 0 && again.stdout.contains("0 rows rendered"), "seed \(seed): \(again.stdout)")
    }
}
