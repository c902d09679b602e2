import ArgumentParser
import TabulaCore

@main
struct Tabula: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tabula",
        abstract: "Build sectioned table pages from Markdown and JSON.",
        version: TabulaCore.Tabula.version,
        subcommands: [Build.self, Inspect.self, New.self, Publish.self]
    )
}
