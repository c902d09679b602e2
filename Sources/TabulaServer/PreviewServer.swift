import Foundation
import Hummingbird
import Logging
import Synchronization
import ServiceLifecycle
import TabulaCore

/// `tabula serve`: builds the site, serves its output folder, rebuilds when `Content/` or
/// `Templates/` change and tells open pages to reload (or shows the build's errors).
public final class PreviewServer: Sendable {
    public struct Options: Sendable {
        public var site: URL
        public var output: URL?
        public var host = "127.0.0.1"
        /// 0 picks a free port.
        public var port = 8000
        /// Add the reload script to served HTML.
        public var reload = true
        /// How long to wait without a change before rebuilding.
        public var quiet: Duration = .milliseconds(100)
        /// Poll for changes instead of using inotify.
        public var polling = false
        /// How long a connection may stay open without a whole request head arriving, or
        /// idle between requests, before it is closed: a client that sends half a request
        /// and stalls cannot hold a descriptor for longer. A response being sent (the event
        /// stream included) is never cut.
        public var idleTimeout: Duration = .seconds(10)

        public init(site: URL, output: URL? = nil) {
            self.site = site
            self.output = output
        }
    }

    public enum Event: Sendable {
        /// The server listens at this URL.
        case ready(URL)
        case built(BuildSummary)
        case failed([Diagnostic])
    }

    public struct PortInUse: Error, CustomStringConvertible {
        public var host: String
        public var port: Int
        public var description: String {
            "port \(port) on \(host) is already in use: stop the other server, or pick another port "
                + "with --port (--port 0 picks a free one)"
        }
    }

    public let options: Options
    public let builder: SiteBuilder
    /// The outcome of the last build, and how many builds ran.
    public let status = BuildStatus()
    let events = EventStream()
    private let running = Mutex<ServiceGroup?>(nil)

    public init(_ options: Options) {
        self.options = options
        builder = SiteBuilder(site: options.site, output: options.output)
    }

    /// Builds, then serves until SIGINT/SIGTERM (when `handleSignals`) or cancellation.
    /// A failed build is reported and the server keeps serving the last good output.
    public func run(handleSignals: Bool = true, report: @escaping @Sendable (Event) -> Void) async throws {
        let rebuilder = Rebuilder(builder: builder, status: status, events: events, quiet: options.quiet) { outcome in
            switch outcome {
            case .built(let summary): report(.built(summary))
            case .failed(let diagnostics): report(.failed(diagnostics))
            }
        }
        await rebuilder.build()
        try FileManager.default.createDirectory(at: builder.output, withIntermediateDirectories: true)

        var logger = Logger(label: "tabula.serve")
        logger.logLevel = .warning
        let host = options.host
        let responder = PreviewResponder(
            folder: OutputFolder(paths: SafePath(root: builder.output.path), status: status, reload: options.reload),
            events: options.reload ? events : nil)
        let app = Application(
            responder: responder,
            server: .http1(configuration: .init(idleTimeout: .nanoseconds(Self.nanoseconds(options.idleTimeout)))),
            configuration: .init(address: .hostname(host, port: options.port), serverName: nil),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? 0
                let shown = host.contains(":") ? "[\(host)]" : host
                report(.ready(URL(string: "http://\(shown):\(port)/")!))
            },
            logger: logger)
        let watch = WatchService(folders: [builder.site.appendingPathComponent("Content"), builder.site.appendingPathComponent("Templates")],
                                 polling: options.polling, rebuilder: rebuilder, events: events)
        let group = ServiceGroup(configuration: .init(
            services: [app, watch], gracefulShutdownSignals: handleSignals ? [.sigterm, .sigint] : [], logger: logger))
        running.withLock { $0 = group }
        defer {
            running.withLock { $0 = nil }
            events.close()
        }
        do {
            try await group.run()
        } catch where "\(error)".contains("Address already in use") {
            throw PortInUse(host: host, port: options.port)
        }
    }
}

extension PreviewServer {
    static func nanoseconds(_ duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    }

    /// Shuts the server down as SIGTERM would: event streams end, open requests finish, `run` returns.
    public func stop() async {
        guard let group = running.withLock({ $0 }) else { return }
        await group.triggerGracefulShutdown()
    }
}

/// Runs the file watcher and the rebuilder; on shutdown (it stops before the HTTP server)
/// it ends every event stream so open connections let the server finish.
struct WatchService: Service {
    let folders: [URL]
    let polling: Bool
    let rebuilder: Rebuilder
    let events: EventStream

    func run() async throws {
        let watcher = FileWatchers.start(folders, polling: polling) { [rebuilder] in rebuilder.changed() }
        defer {
            watcher.stop()
            events.close()
        }
        await withGracefulShutdownHandler {
            await withTaskCancellationHandler {
                await rebuilder.run()
            } onCancel: {
                rebuilder.stop()
            }
        } onGracefulShutdown: {
            rebuilder.stop()
            events.close()
        }
    }
}
