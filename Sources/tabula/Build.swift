import ArgumentParser
import Foundation
import TabulaCore

struct Build: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Build Content/ and Templates/ into Public/.")

    @OptionGroup var options: SiteOptions

    @Option(name: .long, help: "The output folder (default: Public/ in the site folder).", completion: .directory)
    var output: String?

    func run() async throws {
        let builder = SiteBuilder(site: options.siteURL, output: output.map { URL(fileURLWithPath: $0, isDirectory: true) })
        do {
            let summary = try builder.build()
            Terminal.report(summary.warnings)
            print(summary)
        } catch let failure as BuildFailed {
            Terminal.report(failure.diagnostics)
            Terminal.error("\(failure); \(builder.output.path) was left unchanged")
            throw ExitCode.failure
        }
    }
}
