import Foundation
@testable import TabulaCore
import TabulaTestSupport

/// A site folder (`Content/`, `Templates/`, `Public/`) in a temporary directory.
typealias TemporarySite = TemporaryFolder

extension TemporaryFolder {
    var output: URL { url.appendingPathComponent("Public") }

    @discardableResult
    func build() throws -> BuildSummary { try SiteBuilder(site: url).build() }

    /// The errors a failing build reports, as printed.
    func buildErrors() -> [String] {
        do {
            _ = try SiteBuilder(site: url).build()
            return []
        } catch let failure as BuildFailed {
            return failure.diagnostics.filter { $0.severity == .error }.map(\.description)
        } catch {
            return ["unexpected: \(error)"]
        }
    }

    func model() -> (site: Site, diagnostics: [Diagnostic]) { SiteBuilder(site: url).model() }

    /// Every file under the output folder, path → contents.
    func outputTree() throws -> [String: Data] { try files(under: "Public") }
}

/// The repository root, for the example site and fixtures.
enum Repository {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = root.appendingPathComponent("Tests/TabulaCoreTests/Fixtures")
}
