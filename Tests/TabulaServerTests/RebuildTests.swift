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
            // A change after the burst: once its page is written, every change of the burst
            // has been seen, and stopping the server waits for the build under way.
            try site.write("Content/marker.json", "{\"rows\": [{\"text\": \"Marker\"}]}")
            try await server.wait { (try? site.outputTree().keys.contains("marker/index.html")) == true }
            await server.stop()
            let rebuilds = server.builds - before
            #expect((2...3).contains(rebuilds), "\(rebuilds) rebuilds: one or two for the burst, at most one more for the marker")
            #expect(String(decoding: try #require(try site.outputTree()["burst/row9/index.html"]), as: UTF8.self).contains("Row 49"))
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
            try site.write("Templates/cells/basic.mustache", "<b class=\"mine\">{{text}}!</b>")
            try await server.wait { (try? site.outputTree()["t/index.html"].map { String(decoding: $0, as: UTF8.self).contains("Apple!") }) == true }
            events.close()
        }
    }
}
