import Foundation
import Testing
@testable import TabulaServer

/// Bursts of changes are coalesced; the watchers notice changes.
@Suite struct RebuildTests {
    @Test func aBurstOfFiftyWritesCausesOneOrTwoRebuilds() async throws {
        let site = try TemporarySite.small()
        try await withServer(site) { server in
            let before = server.builds
            for index in 0..<50 {
                try site.write("Content/burst/row\(index % 10).json", "{\"rows\": [{\"text\": \"Row \(index)\"}]}")
            }
            try await server.wait { server.builds > before }
            try await Task.sleep(for: .milliseconds(600))
            let rebuilds = server.builds - before
            #expect((1...2).contains(rebuilds), "\(rebuilds) rebuilds")
            #expect(try await server.get("/burst/row9/").text.contains("Row 49"))
        }
    }

    @Test func pollingWatcherNoticesAChange() async throws {
        let site = try TemporarySite.small()
        try await withServer(site, polling: true) { server in
            let events = try await EventReader(port: server.port)
            try site.write("Content/t.json", "{\"rows\": [{\"text\": \"Polled\"}]}")
            _ = try await events.next("reload")
            #expect(try await server.get("/t/").text.contains("Polled"))
            events.close()
        }
    }

    @Test func inotifyWatchesFoldersCreatedLater() async throws {
        let site = try TemporarySite.small()
        try await withServer(site) { server in
            let events = try await EventReader(port: server.port)
            try FileManager.default.createDirectory(at: site.url.appendingPathComponent("Content/new/deeper"), withIntermediateDirectories: true)
            _ = try await events.next("reload")
            try await Task.sleep(for: .milliseconds(150))
            try site.write("Content/new/deeper/n.json", "{\"rows\": [{\"text\": \"Nested\"}]}")
            try await server.wait { (try? site.outputTree().keys.contains("new/deeper/n/index.html")) ?? false }
        }
    }
}

extension RebuildTests {
    @Test func aTemplatesFolderCreatedLaterIsWatched() async throws {
        let site = try TemporarySite.small()
        try await withServer(site) { server in
            let events = try await EventReader(port: server.port)
            try site.write("Templates/cells/basic.mustache", "<b class=\"mine\">{{text}}</b>")
            _ = try await events.next("reload")
            try await Task.sleep(for: .milliseconds(150))
            try site.write("Templates/cells/basic.mustache", "<b class=\"mine\">{{text}}!</b>")
            try await server.wait { (try? site.outputTree()["t/index.html"].map { String(decoding: $0, as: UTF8.self).contains("Apple!") }) == true }
            events.close()
        }
    }
}
