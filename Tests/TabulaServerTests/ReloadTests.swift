import Foundation
import Testing
@testable import TabulaServer

/// Edits rebuild the site and reach open pages over Server-Sent Events.
@Suite struct ReloadTests {
    static let broken = "{\"title\": \"Fruit\", \"rows\": [{\"text\": \"Apple\"},, ]}"

    @Test func editedContentSendsReloadAndServesTheNewPage() async throws {
        let site = try TemporarySite.small()
        try await withServer(site) { server in
            let events = try await EventReader(port: server.port)
            try site.write("Content/t.json", "{\"title\": \"Fruit\", \"rows\": [{\"text\": \"Quince\"}]}")
            _ = try await events.next("reload")
            let page = try await server.get("/t/")
            #expect(page.text.contains("Quince"))
            #expect(!page.text.contains("Apple"))
            events.close()
        }
    }

    @Test func brokenContentSendsBuildErrorAndPagesShowTheOverlay() async throws {
        let site = try TemporarySite.small()
        try await withServer(site) { server in
            let events = try await EventReader(port: server.port)
            try site.write("Content/t.json", Self.broken)
            let event = try await events.next("build-error")
            #expect(event.data.contains("Content/t.json"))
            let descriptions = try Self.descriptions(event.data)
            #expect(!descriptions.isEmpty)
            let page = try await server.get("/t/")
            #expect(page.status == 200)
            #expect(page.text.contains("Apple"), "the last good build is still served")
            #expect(page.text.contains("<div id=\"\(ReloadInjection.overlayID)\""))
            for description in descriptions {
                #expect(description.hasPrefix("Content/t.json:1:"))
                #expect(page.text.contains(description.replacingOccurrences(of: "'", with: "&#39;")
                    .replacingOccurrences(of: "\"", with: "&quot;")))
            }
            events.close()
        }
    }

    /// A page the browser holds from before a failed build is not revalidated: it lacks the overlay.
    @Test func aPageCachedBeforeAFailedBuildIsSentAgain() async throws {
        let site = try TemporarySite.small()
        try await withServer(site) { server in
            let events = try await EventReader(port: server.port)
            let etag = try #require(try await server.get("/t/").header("ETag"))
            try site.write("Content/t.json", Self.broken)
            _ = try await events.next("build-error")
            let page = try await server.get("/t/", headers: ["If-None-Match": etag])
            #expect(page.status == 200)
            #expect(page.text.contains("<div id=\"\(ReloadInjection.overlayID)\""))
            events.close()
        }
    }

    @Test func fixingTheErrorSendsReloadAndClearsTheOverlay() async throws {
        let site = try TemporarySite.small()
        try await withServer(site) { server in
            let events = try await EventReader(port: server.port)
            try site.write("Content/t.json", Self.broken)
            _ = try await events.next("build-error")
            try site.write("Content/t.json", "{\"title\": \"Fruit\", \"rows\": [{\"text\": \"Fig\"}]}")
            _ = try await events.next("reload")
            let page = try await server.get("/t/")
            #expect(page.text.contains("Fig"))
            #expect(!page.text.contains("<div id=\"\(ReloadInjection.overlayID)\""))
            events.close()
        }
    }

    @Test func theReloadSnippetIsServedButNeverWrittenToDisk() async throws {
        let site = try TemporarySite.small()
        try await withServer(site) { server in
            let events = try await EventReader(port: server.port)
            #expect(try await server.get("/").text.contains(ReloadInjection.eventsPath))
            try site.write("Content/t.json", Self.broken)
            _ = try await events.next("build-error")
            try site.write("Content/t.json", "{\"rows\": [{\"text\": \"Fig\"}]}")
            _ = try await events.next("reload")
            let tree = try site.outputTree()
            #expect(tree.keys.contains("index.html"))
            for (path, data) in tree {
                let text = String(decoding: data, as: UTF8.self)
                #expect(!text.contains(ReloadInjection.eventsPath), "\(path)")
                #expect(!text.contains(ReloadInjection.overlayID), "\(path)")
            }
            events.close()
        }
    }

    @Test func noReloadInjectsNothing() async throws {
        let site = try TemporarySite.small()
        try await withServer(site, reload: false) { server in
            let page = try await server.get("/")
            #expect(page.status == 200)
            #expect(page.text == (try String(contentsOf: site.output.appendingPathComponent("index.html"), encoding: .utf8)))
            #expect(try await server.get(ReloadInjection.eventsPath).status == 404)
        }
    }

    @Test(.timeLimit(.minutes(1)))
    func shutdownEndsOpenEventStreams() async throws {
        let site = try TemporarySite.small()
        let server = try await RunningServer(site)
        let events = try await EventReader(port: server.port)
        let start = ContinuousClock.now
        await server.stop()
        #expect(ContinuousClock.now - start < .seconds(3))
        try await server.wait { events.ended }
        #expect(throws: (any Error).self) { _ = try Socket(port: server.port) }
    }

    @Test func theSnippetGoesBeforeTheLastBodyEndTag() {
        let html = ReloadInjection.inject(into: "<html><body><p>x</p></BODY></html>", failure: nil)
        #expect(html.hasPrefix("<html><body><p>x</p><script>"))
        #expect(html.hasSuffix("</script></BODY></html>"))
    }

    static func descriptions(_ json: String) throws -> [String] {
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let items = object?["diagnostics"] as? [[String: Any]] ?? []
        return items.compactMap { $0["description"] as? String }
    }
}
