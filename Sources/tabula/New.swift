import ArgumentParser
import Foundation
import TabulaCore

struct New: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Create a new site folder: example tables of each kind and the built-in templates to customise.")

    @Argument(help: "The folder to create (must not exist, or be empty).", completion: .directory)
    var name: String

    @Option(name: .long, help: "The site title (default: the folder's name).")
    var title: String?

    func run() async throws {
        let scaffold = SiteScaffold(folder: URL(fileURLWithPath: name, isDirectory: true), title: title)
        do {
            try scaffold.create()
        } catch let refused as SiteScaffold.Refused {
            Terminal.error(refused.description)
            throw ExitCode.failure
        }
        print("""
            created \(scaffold.folder.path) (\(scaffold.files.count) files). Next:
              cd \(name)
              tabula serve    # preview, rebuilding as you edit
              tabula build    # write the site into Public/
            """)
    }
}
