import Foundation
import Testing
import TabulaTestSupport

/// Runs the built `tabula` binary and checks what it prints and its exit status.
@Suite struct CommandLineTests {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    func run(_ arguments: [String]) async throws -> Run {
        let outcome = try await TabulaProcess.run(arguments)
        return Run(status: outcome.status, stdout: outcome.stdout, stderr: outcome.stderr)
    }

    @Test func buildReportsEveryErrorOnStderrAndExitsNonZero() async throws {
        let site = try TemporarySite([
            "Content/a.json": #"{"style": "x", "rows": []}"#,
            "Content/b.json": #"{"rows": [{"text": "a", "accessory": "nope"}]}"#,
        ])
        let result = try await run(["build", "--site", site.url.path])
        #expect(result.status == 1)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines[0] == "Content/a.json:1:11: error: unknown style 'x': use one of 'plain', 'grouped', 'insetGrouped'")
        #expect(lines[1].hasPrefix("Content/b.json:1:38: error: unknown accessory 'nope'"))
        #expect(lines[2].hasPrefix("error: build failed with 2 errors"))
        #expect(!site.exists("Public/index.html"))
    }

    @Test func buildPrintsOneSummaryLine() async throws {
        let site = try TemporarySite(["Content/a.json": #"{"rows": [{"text": "a"}, {"text": "b"}]}"#])
        let result = try await run(["build", "--site", site.url.path])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("built 2 pages: 3 rows rendered"))
        #expect(site.exists("Public/a/index.html"))
    }

    @Test func buildWritesToTheOutputOption() async throws {
        let site = try TemporarySite(["Content/a.json": #"{"rows": [{"text": "a"}]}"#])
        let result = try await run(["build", "--site", site.url.path, "--output", site.url.appendingPathComponent("out").path])
        #expect(result.status == 0)
        #expect(site.exists("out/a/index.html"))
    }

    @Test func inspectPrintsJSON() async throws {
        let site = try TemporarySite(["Content/a.json": #"{"title": "A", "rows": [{"id": "x", "text": "X"}]}"#])
        let result = try await run(["inspect", "--site", site.url.path, "--json"])
        #expect(result.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let pages = try #require(object?["pages"] as? [[String: Any]])
        #expect(pages.map { $0["path"] as? String } == ["/", "/a/"])
        let sections = try #require(pages[1]["sections"] as? [[String: Any]])
        #expect(sections.first?["rows"] as? [String] == ["x"])
    }
}
