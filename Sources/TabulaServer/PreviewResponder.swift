import Hummingbird

/// Answers every request of the preview server: the event stream, then the output folder.
///
/// Files are served by Hummingbird's `FileMiddleware` (validators and 304s, `index.html`,
/// content types, HEAD, byte ranges) over `OutputFolder`. What stays here is ours: only GET and
/// HEAD; a path `SafePath` refuses is 404 before `FileMiddleware` sees it; a folder's
/// redirect keeps the query; a missing file gets the site's `404.html` with status 404; every
/// response says `no-cache`, so a preview always revalidates, and `X-Content-Type-Options:
/// nosniff`, so a browser uses the type we send and never guesses a script or a page from
/// bytes.
struct PreviewResponder: HTTPResponder {
    typealias Context = BasicRequestContext

    let folder: OutputFolder
    let files: FileMiddleware<Context, OutputFolder>
    let events: EventStream?

    init(folder: OutputFolder, events: EventStream?) {
        self.folder = folder
        files = FileMiddleware(fileProvider: folder, searchForIndexHtml: true)
            .withAdditionalMediaTypes(forFileExtensions: ContentType.byExtension)
        self.events = events
    }

    func respond(to request: Request, context: Context) async throws -> Response {
        var response: Response
        do {
            response = try await answer(request, context: context)
        } catch let error as any HTTPResponseError {
            response = try error.response(from: request, context: context)
        }
        response.headers[.xContentTypeOptions] = "nosniff"
        return response
    }

    private func answer(_ request: Request, context: Context) async throws -> Response {
        guard request.method == .get || request.method == .head else {
            return Self.plain(.methodNotAllowed, "Method not allowed\n", head: false, headers: [.allow: "GET, HEAD"])
        }
        if let events, request.uri.path == ReloadInjection.eventsPath {
            return events.response()
        }
        var response = try await serve(request, context: context)
        response.headers[.cacheControl] = "no-cache"
        if response.status == .ok || response.status == .partialContent, response.headers[.contentType] == nil {
            response.headers[.contentType] = "application/octet-stream"
        }
        return response
    }

    private func serve(_ request: Request, context: Context) async throws -> Response {
        let raw = Substring(request.head.path ?? "/")
        let real: String
        switch folder.paths.resolve(raw) {
        case .notFound:
            return notFound(request)
        case .folder(let index):
            let path = raw.prefix { $0 != "?" && $0 != "#" }
            if !path.hasSuffix("/") {
                let location = path + "/" + raw.dropFirst(path.count).prefix { $0 != "#" }
                return Response(status: .movedPermanently, headers: [.location: String(location), .contentLength: "0"])
            }
            guard let index else { return notFound(request) }
            real = index
        case .file(let path):
            real = path
        }
        var request = request
        if let header = request.headers[.range] {
            guard let size = folder.file(real)?.attributes.size else { return notFound(request) }
            switch ByteRange(header: header, length: size) {
            case .whole:
                request = request.withRange(nil)
            case .partial(let range):
                request = request.withRange("bytes=\(range.lowerBound)-\(range.upperBound)")
            case .unsatisfiable:
                return Self.plain(.rangeNotSatisfiable, "Range not satisfiable\n", head: request.method == .head,
                                  headers: [.contentRange: "bytes */\(size)"])
            }
        }
        do {
            return try await files.handle(request, context: context) { _, _ in throw HTTPError(.notFound) }
        } catch let error as HTTPError where error.status == .notFound {
            return notFound(request)
        }
    }

    private func notFound(_ request: Request) -> Response {
        guard let page = folder.getFileIdentifier("/404.html"), !page.attributes.isFolder,
              let body = folder.contents(of: page) else {
            return Self.plain(.notFound, "Not found\n", head: request.method == .head)
        }
        let headers: HTTPFields = [.contentType: ContentType.html, .contentLength: String(body.readableBytes)]
        return Response(status: .notFound, headers: headers, body: request.method == .head ? ResponseBody() : ResponseBody(byteBuffer: body))
    }

    static func plain(_ status: HTTPResponse.Status, _ text: String, head: Bool, headers: HTTPFields = [:]) -> Response {
        var headers = headers
        headers[.contentType] = "text/plain; charset=utf-8"
        headers[.contentLength] = String(text.utf8.count)
        return Response(status: status, headers: headers, body: head ? ResponseBody() : ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }
}

private extension Request {
    /// This request with its `Range` header replaced (nil: removed).
    func withRange(_ value: String?) -> Request {
        var head = head
        head.headerFields[.range] = value
        return Request(head: head, body: body)
    }
}
