import ArgumentParser
import Foundation
import TabulaCore

struct Build: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "build", abstract: "Build Content/ and Templates/ into Public/, reusing unchanged rows.")

    @OptionGroup var options: SiteOptions

    @Option(name: .long, help: "The output folder (default: Public/ in the site folder).", completion: .directory)
    var output: String?

    @Flag(name: .long, help: "Ignore the build cache: render every row again.")
    var clean = false

    @Flag(name: .long, help: "Build into an --output folder that holds files no build made, removing them.")
    var force = false

    func run() async throws {
        var builder = SiteBuilder(site: options.siteURL, output: output.map { URL(fileURLWithPath: $0, isDirectory: true) })
        builder.replacesForeignOutput = force
        if Terminal.showsProgress {
            builder.progress = { done, total in Terminal.progress("rendering table pages \(done)/\(total)") }
        }
        do {
            let summary = try builder.build(clean: clean)
            Terminal.endProgress()
            Terminal.report(summary.warnings)
            print(summary)
        } catch let failure as BuildFailed {
            Terminal.endProgress()
            Terminal.report(failure.diagnostics)
            Terminal.error("\(failure); \(builder.output.path) was left unchanged")
            throw ExitCode.failure
        }
    }
}

struct Clean: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "clean", abstract: "Delete the build cache (.tabula-cache/) of a site.")

    @OptionGroup var options: SiteOptions

    func run() async throws {
        try SiteBuilder(site: options.siteURL).clean()
        print("removed the build cache of \(options.siteURL.standardizedFileURL.path)")
    }
}
