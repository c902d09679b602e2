import Foundation
import Glibc
import Testing
@testable import TabulaServer

/// A connection that sends half a request, or nothing, is closed after the idle timeout, so
/// held connections cannot use up the server's descriptors; responses in progress are not cut.
@Suite struct TimeoutTests {
    /// Short, so the tests are quick; the server's default is longer.
    static let timeout: Duration = .seconds(1)
    /// How long a test waits for a close before failing: well past the timeout, because a
    /// full test run keeps every core busy.
    static let deadline = 30

    /// Reads until the server closes the connection; the bytes it sent first. Throws when
    /// `deadline` seconds pass with nothing read (the server still holds the connection).
    private func readUntilClosed(_ socket: Socket) async throws -> Data {
        try await RawHTTP.onThread {
            var data = Data()
            while true {
                do {
                    guard let chunk = try socket.receive() else { return data }
                    data.append(chunk)
                } catch let error as RawHTTPError where error.description == "recv: errno \(ECONNRESET)" {
                    return data
                }
            }
        }
    }

    @Test(arguments: ["", "GET /t/ HTTP/1.1\r\nHost: 127.0.0.1\r\nUser-Ag", "GET /t/ HTTP/1.1\r\nHost: 127.0.0.1\r\n"])
    func aStalledRequestIsClosedWhileOtherClientsAreServed(_ half: String) async throws {
        try await withServer(try TemporarySite.small(), idleTimeout: Self.timeout) { server in
            let stalled = try (0..<20).map { _ in try Socket(port: server.port, timeout: Self.deadline) }
            defer { stalled.forEach { $0.close() } }
            if !half.isEmpty { try stalled.forEach { try $0.send(half) } }
            for path in ["/", "/t/", "/tabula.css"] {
                #expect(try await server.get(path).status == 200, "\(path)")
            }
            for socket in stalled {
                #expect(try await readUntilClosed(socket).isEmpty)
            }
            #expect(try await server.get("/t/").status == 200)
        }
    }

    @Test func anIdleKeptAliveConnectionIsClosedAfterItsResponse() async throws {
        try await withServer(try TemporarySite.small(), idleTimeout: Self.timeout) { server in
            let socket = try Socket(port: server.port, timeout: Self.deadline)
            defer { socket.close() }
            try socket.send("GET /t/ HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            let response = try RawHTTP.parse(try await readUntilClosed(socket), headOnly: false)
            #expect(response.status == 200)
            #expect(response.text.contains("Pear"))
        }
    }

    @Test func theEventStreamOutlivesTheTimeout() async throws {
        let site = try TemporarySite.small()
        try await withServer(site, idleTimeout: Self.timeout) { server in
            let events = try await EventReader(port: server.port)
            // A connection opened after the stream is closed once the timeout has passed, so
            // the stream has been idle at least as long.
            let later = try Socket(port: server.port, timeout: Self.deadline)
            defer { later.close() }
            _ = try await readUntilClosed(later)
            #expect(!events.ended)
            try site.write("Content/t.json", "{\"title\": \"Fruit\", \"rows\": [{\"text\": \"Quince\"}]}")
            _ = try await events.next("reload")
            events.close()
        }
    }

    @Test func theDefaultTimeoutIsSet() {
        #expect(PreviewServer.Options(site: URL(fileURLWithPath: "/")).idleTimeout == .seconds(10))
    }
}
