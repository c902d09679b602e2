import ArgumentParser
import Foundation

/// Options every command that reads a site shares.
struct SiteOptions: ParsableArguments {
    @Option(name: .long, help: "The site folder, holding Content/ and Templates/.", completion: .directory)
    var site: String = "."

    var siteURL: URL { URL(fileURLWithPath: site, isDirectory: true) }
}
