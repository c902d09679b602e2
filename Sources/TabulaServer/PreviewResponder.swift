import Hummingbird

/// Answers every request of the preview server: the event stream, then the output folder.
/// Only GET and HEAD are allowed.
struct PreviewResponder: HTTPResponder {
    typealias Context = BasicRequestContext

    let files: StaticFiles
    let events: EventStream?

    func respond(to request: Request, context: Context) async throws -> Response {
        guard request.method == .get || request.method == .head else {
            return StaticFiles.plain(.methodNotAllowed, "Method not allowed\n", head: false, headers: [.allow: "GET, HEAD"])
        }
        if let events, request.uri.path == ReloadInjection.eventsPath {
            return events.response()
        }
        return files.respond(to: request)
    }
}
