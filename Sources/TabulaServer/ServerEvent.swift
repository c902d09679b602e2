import Foundation
import TabulaCore

/// A message the preview server sends to open pages over Server-Sent Events.
enum ServerEvent: Sendable, Equatable {
    /// A build succeeded: reload the page.
    case reload
    /// A build failed: show its diagnostics.
    case buildError([Diagnostic])

    /// The event in the `text/event-stream` format.
    var serialized: String {
        switch self {
        case .reload: "event: reload\ndata: {}\n\n"
        case .buildError(let diagnostics): "event: build-error\ndata: \(ServerEvent.json(diagnostics))\n\n"
        }
    }

    /// `{"diagnostics":[{"path","line","column","message","description"}]}` on one line.
    static func json(_ diagnostics: [Diagnostic]) -> String {
        struct Item: Encodable {
            var path: String
            var line: Int?
            var column: Int?
            var message: String
            var description: String
        }
        struct Payload: Encodable { var diagnostics: [Item] }
        let items = diagnostics.map {
            Item(path: $0.path, line: $0.position?.line, column: $0.position?.column, message: $0.message, description: $0.description)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(Payload(diagnostics: items))) ?? Data("{\"diagnostics\":[]}".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}
