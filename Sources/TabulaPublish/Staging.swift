import Foundation
import TabulaCore

/// A clean build in a fresh folder of the system's temporary directory, where `publish`
/// post-processes and checks it before anything is deployed.
public struct Staging: Sendable {
    /// The fresh folder holding the build.
    public let root: URL
    public let summary: BuildSummary

    /// Builds `site` from scratch. Throws `BuildFailed` (and leaves nothing behind) when the
    /// site has errors.
    public static func build(site: URL) throws -> Staging {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("tabula-publish-\(UUID().uuidString)", isDirectory: true)
        let root = folder.appendingPathComponent("site", isDirectory: true)
        do {
            var builder = SiteBuilder(site: site, output: root)
            builder.usesCache = false  // a production build is always a clean one
            let summary = try builder.build()
            return Staging(root: root, summary: summary)
        } catch {
            try? FileManager.default.removeItem(at: folder)
            throw error
        }
    }

    /// Removes the staged build.
    public func remove() {
        try? FileManager.default.removeItem(at: root.deletingLastPathComponent())
    }
}
