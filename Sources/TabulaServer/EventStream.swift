import Foundation
import Hummingbird
import ServiceLifecycle
import Synchronization

/// Fans server events out to every open page's event stream.
final class EventStream: Sendable {
    private struct Subscribers: Sendable {
        var next = 0
        var open: [Int: AsyncStream<ServerEvent>.Continuation] = [:]
        var closed = false
    }

    private let subscribers = Mutex(Subscribers())

    var count: Int { subscribers.withLock { $0.open.count } }

    func send(_ event: ServerEvent) {
        let open = subscribers.withLock { Array($0.open.values) }
        for continuation in open { continuation.yield(event) }
    }

    /// Ends every stream, and any opened later at once (server shutdown).
    func close() {
        let open = subscribers.withLock { subscribers in
            subscribers.closed = true
            defer { subscribers.open = [:] }
            return Array(subscribers.open.values)
        }
        for continuation in open { continuation.finish() }
    }

    func subscribe() -> (AsyncStream<ServerEvent>, AsyncStream<ServerEvent>.Continuation) {
        let (stream, continuation) = AsyncStream.makeStream(of: ServerEvent.self, bufferingPolicy: .bufferingNewest(8))
        let id: Int? = subscribers.withLock { subscribers in
            guard !subscribers.closed else { return nil }
            subscribers.next += 1
            subscribers.open[subscribers.next] = continuation
            return subscribers.next
        }
        guard let id else {
            continuation.finish()
            return (stream, continuation)
        }
        continuation.onTermination = { [weak self] _ in
            _ = self?.subscribers.withLock { $0.open.removeValue(forKey: id) }
        }
        return (stream, continuation)
    }

    /// A `text/event-stream` response that lasts until the client leaves or the server shuts down.
    func response() -> Response {
        let (events, continuation) = subscribe()
        var headers = HTTPFields()
        headers[.contentType] = "text/event-stream; charset=utf-8"
        headers[.cacheControl] = "no-cache"
        let body = ResponseBody { writer in
            try await writer.write(ByteBuffer(string: ": connected\nretry: 500\n\n"))
            try await withGracefulShutdownHandler {
                for await event in events {
                    try await writer.write(ByteBuffer(string: event.serialized))
                }
            } onGracefulShutdown: {
                continuation.finish()
            }
            try await writer.finish(nil)
        }
        return Response(status: .ok, headers: headers, body: body)
    }
}
