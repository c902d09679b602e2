import ArgumentParser
import Foundation
import TabulaCore
import TabulaServer

struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Build, serve the output on 127.0.0.1, rebuild on change and reload open pages.")

    @OptionGroup var options: SiteOptions

    @Option(name: .long, help: "The address to listen on (default: loopback only).")
    var host = "127.0.0.1"

    @Option(name: .long, help: "The port to listen on; 0 picks a free one.")
    var port = 8000

    @Flag(name: .long, help: "Do not add the reload script to served pages.")
    var noReload = false

    @Flag(name: .long, help: "Open the site in the default browser once the server is ready.")
    var open = false

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535") }
    }

    func run() async throws {
        var settings = PreviewServer.Options(site: options.siteURL)
        settings.host = host
        settings.port = port
        settings.reload = !noReload
        let server = PreviewServer(settings)
        let open = self.open
        do {
            try await server.run { event in
                switch event {
                case .ready(let url):
                    Self.say("Serving \(server.builder.output.path) at \(url) (Ctrl-C to stop)")
                    if open { Self.openBrowser(url) }
                case .built(let summary):
                    Terminal.report(summary.warnings)
                    Self.say(summary.description)
                case .failed(let diagnostics):
                    Terminal.report(diagnostics)
                    Terminal.error("build failed; still serving the last good build")
                }
            }
        } catch let error as PreviewServer.PortInUse {
            Terminal.error(error.description)
            throw ExitCode.failure
        }
    }

    /// Standard output is a pipe under `make` or a log: flush each line at once.
    private static func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    private static func openBrowser(_ url: URL) {
        let process = Process()
        #if os(macOS)
        process.executableURL = URL(fileURLWithPath: "/usr/bin/open")
        #else
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        #endif
        process.arguments = (process.executableURL?.lastPathComponent == "env" ? ["xdg-open"] : []) + [url.absoluteString]
        do { try process.run() } catch { Terminal.error("cannot open a browser (\(error)); open \(url) yourself") }
    }
}
