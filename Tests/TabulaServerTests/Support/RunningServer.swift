import Foundation
import TabulaServer

/// A preview server for one test, on a free loopback port; `stop()` shuts it down.
final class RunningServer: Sendable {
    let server: PreviewServer
    let port: Int
    private let task: Task<Void, any Error>

    init(_ site: TemporarySite, reload: Bool = true, polling: Bool = false, idleTimeout: Duration? = nil) async throws {
        var options = PreviewServer.Options(site: site.url)
        options.port = 0
        options.reload = reload
        options.polling = polling
        if let idleTimeout { options.idleTimeout = idleTimeout }
        let server = PreviewServer(options)
        let (ready, readyContinuation) = AsyncStream.makeStream(of: Int.self)
        task = Task {
            defer { readyContinuation.finish() }
            try await server.run(handleSignals: false) { event in
                if case .ready(let url) = event { readyContinuation.yield(url.port ?? 0) }
            }
        }
        var iterator = ready.makeAsyncIterator()
        guard let port = await iterator.next() else {
            try await task.value
            throw RawHTTPError(description: "the server stopped before listening")
        }
        self.server = server
        self.port = port
    }

    var builds: Int { server.status.builds }

    func get(_ target: String, method: String = "GET", headers: [String: String] = [:]) async throws -> RawResponse {
        try await RawHTTP.get(port, target, method: method, headers: headers)
    }

    /// Waits until `condition` holds (see `waitUntil`, whose minute it keeps: a full run keeps
    /// both cores busy for longer than 10 s).
    func wait(timeout: Duration = .seconds(60), until condition: () -> Bool) async throws {
        try await waitUntil(timeout: timeout, condition)
    }

    /// Graceful shutdown, as on SIGTERM; returns once `run` has returned.
    func stop() async {
        await server.stop()
        _ = try? await task.value
    }
}

/// Runs `body` against a preview server of `site`, then stops the server (also on failure).
func withServer<T>(_ site: TemporarySite, reload: Bool = true, polling: Bool = false, idleTimeout: Duration? = nil,
                   _ body: (RunningServer) async throws -> T) async throws -> T {
    let server = try await RunningServer(site, reload: reload, polling: polling, idleTimeout: idleTimeout)
    do {
        let result = try await body(server)
        await server.stop()
        return result
    } catch {
        await server.stop()
        throw error
    }
}
