import ArgumentParser
import TabulaCore

struct Inspect: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Print the model a build would render: pages, sections in order, row ids in order.")

    @OptionGroup var options: SiteOptions

    @Flag(name: .long, help: "Print JSON: {\"pages\":[{\"path\",\"title\",\"sections\":[{\"title\",\"indexTitle\",\"rows\"}]}]}.")
    var json = false

    func run() async throws {
        let (site, diagnostics) = SiteBuilder(site: options.siteURL).model()
        Terminal.report(diagnostics)
        let inspection = SiteInspection(site)
        print(json ? inspection.json() : inspection.text(), terminator: json ? "\n" : "")
        if diagnostics.contains(where: { $0.severity == .error }) { throw ExitCode.failure }
    }
}
