import Foundation
import Hummingbird

/// Serves the output folder: `index.html` for folders, a redirect to add a folder's slash,
/// validators (ETag, Last-Modified) with 304s, single byte ranges, and `404.html` with 404.
/// HTML gets the reload snippet when `reload` is on; files on disk are never changed.
struct StaticFiles: Sendable {
    let paths: SafePath
    let status: BuildStatus
    let reload: Bool

    func respond(to request: Request) -> Response {
        let raw = Substring(request.head.path ?? "/")
        switch paths.resolve(raw) {
        case .file(let path):
            return serve(path, to: request)
        case .folder(let index):
            let path = raw.prefix { $0 != "?" && $0 != "#" }
            if !path.hasSuffix("/") {
                let location = path + "/" + raw.dropFirst(path.count).prefix { $0 != "#" }
                return Response(status: .movedPermanently, headers: [.location: String(location), .contentLength: "0"])
            }
            if let index { return serve(index, to: request) }
            return notFound(request)
        case .notFound:
            return notFound(request)
        }
    }

    private func notFound(_ request: Request) -> Response {
        if let page = paths.inside(paths.root + "/404.html"), let file = load(page) {
            return send(file, status: .notFound, to: request, conditional: false)
        }
        return Self.plain(.notFound, "Not found\n", head: request.method == .head)
    }

    private func serve(_ path: String, to request: Request) -> Response {
        guard let file = load(path) else { return notFound(request) }
        return send(file, status: .ok, to: request, conditional: true)
    }

    /// A file's bytes as they will be sent (with the reload snippet for HTML), and its validators.
    private struct Loaded {
        var body: Data
        var type: String
        var etag: String
        var modified: Date
    }

    private func load(_ path: String) -> Loaded? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              let modified = attributes[.modificationDate] as? Date,
              var body = FileManager.default.contents(atPath: path) else { return nil }
        let stamp = "\(body.count)-\(Int64(modified.timeIntervalSince1970 * 1_000_000))"
        let type = ContentType.of(path: path)
        guard reload, ContentType.isHTML(path) else {
            return Loaded(body: body, type: type, etag: "\"\(stamp)\"", modified: modified)
        }
        let state = status.current
        body = Data(ReloadInjection.inject(into: String(decoding: body, as: UTF8.self), failure: state.failure).utf8)
        return Loaded(body: body, type: type, etag: "\"\(stamp)-g\(state.generation)\"", modified: max(modified, state.changedAt))
    }

    private func send(_ file: Loaded, status: HTTPResponse.Status, to request: Request, conditional: Bool) -> Response {
        var headers: HTTPFields = [.contentType: file.type, .cacheControl: "no-cache"]
        if conditional {
            headers[.eTag] = file.etag
            headers[.lastModified] = HTTPDate.format(file.modified)
            headers[.acceptRanges] = "bytes"
            if isFresh(file, request.headers) {
                return Response(status: .notModified, headers: headers)
            }
        }
        var body = file.body
        var status = status
        if conditional {
            switch ByteRange(header: request.headers[.range], length: body.count) {
            case .whole: break
            case .partial(let range):
                status = .partialContent
                headers[.contentRange] = "bytes \(range.lowerBound)-\(range.upperBound)/\(body.count)"
                body = body.subdata(in: range.lowerBound..<(range.upperBound + 1))
            case .unsatisfiable:
                headers[.contentRange] = "bytes */\(body.count)"
                return Self.plain(.rangeNotSatisfiable, "Range not satisfiable\n", head: request.method == .head, headers: headers)
            }
        }
        headers[.contentLength] = String(body.count)
        if request.method == .head { return Response(status: status, headers: headers) }
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
    }

    /// If-None-Match wins over If-Modified-Since (RFC 9110 §13.2.2).
    private func isFresh(_ file: Loaded, _ headers: HTTPFields) -> Bool {
        if let match = headers[.ifNoneMatch] {
            return match.split(separator: ",").contains {
                let tag = $0.trimmingCharacters(in: .whitespaces)
                return tag == "*" || tag == file.etag || tag == "W/" + file.etag
            }
        }
        if let since = headers[.ifModifiedSince].flatMap(HTTPDate.parse) {
            return file.modified.timeIntervalSince1970.rounded(.down) <= since.timeIntervalSince1970
        }
        return false
    }

    static func plain(_ status: HTTPResponse.Status, _ text: String, head: Bool, headers: HTTPFields = [:]) -> Response {
        var headers = headers
        headers[.contentType] = "text/plain; charset=utf-8"
        headers[.contentLength] = String(text.utf8.count)
        return Response(status: status, headers: headers, body: head ? ResponseBody() : ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }
}
