import Foundation
import Glibc
import Synchronization

/// A response read by `RawHTTP`: status, headers (lower-cased names) and the de-chunked body.
struct RawResponse: Sendable {
    var status: Int
    var headers: [String: String]
    var body: Data

    var text: String { String(decoding: body, as: UTF8.self) }
    func header(_ name: String) -> String? { headers[name.lowercased()] }
}

struct RawHTTPError: Error, CustomStringConvertible {
    var description: String
}

/// A tiny HTTP/1.1 client over a loopback TCP socket. It sends the request target exactly as
/// given (no normalisation of `..` or percent escapes), which URLSession would not do.
/// Blocking I/O runs on its own thread, never on the cooperative pool the server also uses.
enum RawHTTP {
    static func get(_ port: Int, _ target: String, method: String = "GET", headers: [String: String] = [:]) async throws -> RawResponse {
        var request = "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
        for (name, value) in headers { request += "\(name): \(value)\r\n" }
        request += "\r\n"
        let sent = request
        return try await onThread {
            let socket = try Socket(port: port)
            defer { socket.close() }
            try socket.send(sent)
            var data = Data()
            while let chunk = try socket.receive() { data.append(chunk) }
            return try parse(data, headOnly: method == "HEAD")
        }
    }

    static func parse(_ data: Data, headOnly: Bool) throws -> RawResponse {
        guard let end = data.firstRange(of: Data("\r\n\r\n".utf8)) else { throw RawHTTPError(description: "no header end in \(data.count) bytes") }
        let (status, headers) = try parseHead(Data(data[..<end.lowerBound]))
        var body = Data(data[end.upperBound...])
        if headers["transfer-encoding"] == "chunked" {
            var dechunker = Dechunker()
            body = dechunker.feed(body)
        }
        return RawResponse(status: status, headers: headers, body: headOnly ? Data() : body)
    }

    static func parseHead(_ head: Data) throws -> (Int, [String: String]) {
        let lines = String(decoding: head, as: UTF8.self).components(separatedBy: "\r\n")
        let parts = lines[0].split(separator: " ")
        guard parts.count >= 2, let status = Int(parts[1]) else { throw RawHTTPError(description: "bad status line \(lines[0])") }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return (status, headers)
    }

    static func onThread<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try work() }) }.start()
        }
    }
}

/// Decodes `Transfer-Encoding: chunked` incrementally.
struct Dechunker {
    private var pending = Data()

    /// The body bytes of every complete chunk received so far.
    mutating func feed(_ data: Data) -> Data {
        pending.append(data)
        var out = Data()
        while let lineEnd = pending.firstRange(of: Data("\r\n".utf8)) {
            let sizeText = String(decoding: pending[pending.startIndex..<lineEnd.lowerBound], as: UTF8.self)
            guard let size = Int(sizeText.split(separator: ";").first ?? "", radix: 16) else { break }
            let start = lineEnd.upperBound
            guard pending.endIndex - start >= size + 2 else { break }
            out.append(pending[start..<(start + size)])
            pending = Data(pending[(start + size + 2)...])
            if size == 0 { break }
        }
        return out
    }
}

/// A connected loopback TCP socket with a receive timeout.
final class Socket: @unchecked Sendable {
    let descriptor: Int32

    /// `timeout`: seconds a `receive()` waits for bytes before it throws (0: no limit). A
    /// minute by default: in a full run the suite's CPU-bound tests can keep the server from
    /// answering for longer than 10 s.
    init(port: Int, timeout: Int = 60) throws {
        descriptor = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw RawHTTPError(description: "socket: errno \(errno)") }
        var time = timeval(tv_sec: timeout, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            let code = errno
            Glibc.close(descriptor)
            throw RawHTTPError(description: "connect to port \(port): errno \(code)")
        }
    }

    func send(_ text: String) throws {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let sent = bytes.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard sent > 0 else { throw RawHTTPError(description: "send: errno \(errno)") }
            bytes = bytes.dropFirst(sent)
        }
    }

    /// The next bytes, or nil at end of stream.
    func receive() throws -> Data? {
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        if count == 0 { return nil }
        guard count > 0 else { throw RawHTTPError(description: "recv: errno \(errno)") }
        return Data(buffer[..<count])
    }

    private let closed = Mutex(false)

    /// Wakes a `receive()` blocked on another thread; that thread then calls `close()`.
    /// Does nothing once closed: the descriptor number may already belong to another socket.
    func hangUp() {
        closed.withLock { if !$0 { _ = shutdown(descriptor, Int32(SHUT_RDWR)) } }
    }

    func close() {
        closed.withLock {
            if !$0 { _ = Glibc.close(descriptor) }
            $0 = true
        }
    }
}
