import Foundation
import Synchronization

/// One Server-Sent Event: its name (`:` for a comment line) and data.
struct SSEEvent: Sendable, Equatable {
    var name: String
    var data: String
}

/// Reads `/__tabula/events` over a raw socket on its own thread and keeps every event.
final class EventReader: Sendable {
    private let socket: Socket
    private let received = Mutex<[SSEEvent]>([])
    private let cursor = Mutex(0)
    private let finished = Atomic(false)

    /// True once the server has closed the stream.
    var ended: Bool { finished.load(ordering: .relaxed) }

    /// Connects and returns once the server has sent its opening comment (so it is subscribed).
    init(port: Int) async throws {
        // No receive timeout: the stream may be silent for long while the whole suite shares
        // the cores (a reader that gave up after 10 s lost every later event). Waits are
        // bounded by `next`'s deadline, and `close` or deinit end the reading thread.
        socket = try Socket(port: port, timeout: 0)
        try socket.send("GET /__tabula/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n")
        Thread { [self] in read() }.start()
        _ = try await next(":", timeout: .seconds(60))
    }

    deinit { socket.hangUp() }

    func close() { socket.hangUp() }

    /// Waits for the next event called `name` after those already returned.
    func next(_ name: String, timeout: Duration = .seconds(60)) async throws -> SSEEvent {
        // Checked once more after the deadline: a test task that other tests' work kept from
        // running until then still finds an event that came in time.
        let deadline = ContinuousClock.now + timeout
        while true {
            let pastDeadline = ContinuousClock.now >= deadline
            let found: SSEEvent? = cursor.withLock { cursor in
                let events = received.withLock { $0 }
                guard let index = events.indices.first(where: { $0 >= cursor && events[$0].name == name }) else { return nil }
                cursor = index + 1
                return events[index]
            }
            if let found { return found }
            if pastDeadline { break }
            try await Task.sleep(for: .milliseconds(20))
        }
        throw RawHTTPError(description: "no '\(name)' event within \(timeout); got \(received.withLock { $0 })")
    }

    /// Every event called `name` received so far.
    func all(_ name: String) -> [SSEEvent] { received.withLock { $0.filter { $0.name == name } } }

    private func read() {
        defer {
            finished.store(true, ordering: .relaxed)
            socket.close()
        }
        var raw = Data()
        var dechunker = Dechunker()
        var text = ""
        var headerDone = false
        while let chunk = try? socket.receive() {
            if !headerDone {
                raw.append(chunk)
                guard let end = raw.firstRange(of: Data("\r\n\r\n".utf8)) else { continue }
                headerDone = true
                text += String(decoding: dechunker.feed(Data(raw[end.upperBound...])), as: UTF8.self)
            } else {
                text += String(decoding: dechunker.feed(chunk), as: UTF8.self)
            }
            while let blockEnd = text.range(of: "\n\n") {
                let block = String(text[..<blockEnd.lowerBound])
                text = String(text[blockEnd.upperBound...])
                let event = Self.parse(block)
                received.withLock { $0.append(event) }
            }
        }
    }

    private static func parse(_ block: String) -> SSEEvent {
        var event = SSEEvent(name: "message", data: "")
        for line in block.split(separator: "\n") {
            if line.hasPrefix(":") { return SSEEvent(name: ":", data: String(line.dropFirst())) }
            if line.hasPrefix("event: ") { event.name = String(line.dropFirst(7)) }
            if line.hasPrefix("data: ") { event.data += String(line.dropFirst(6)) }
        }
        return event
    }
}
