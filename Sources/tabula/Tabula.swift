import Foundation
import ArgumentParser
import TabulaCore

@main
struct Tabula: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tabula",
        abstract: "Build sectioned table pages from Markdown, JSON and CSV.",
        version: TabulaCore.Tabula.version,
        subcommands: [Build.self, Serve.self, Inspect.self, Clean.self, New.self, Publish.self]
    )

    static func main() async {
        MallocArenas.limitToCores()
        do {
            var command = try parseAsRoot()
            if var command = command as? any AsyncParsableCommand { try await command.run() } else { try command.run() }
        } catch {
            exit(withError: error)
        }
    }
}
