import Foundation
import TabulaCore

/// A clean build in a fresh folder of the system's temporary directory, where `publish`
/// post-processes and checks it before anything is deployed.
///
/// The folder (`tabula-publish-<UUID>`) is a `ScratchFolder`: a publish killed before it
/// could remove it leaves it unclaimed, and the next publish removes it.
public struct Staging: Sendable {
    /// Names of staging folders in the temporary directory.
    public static let prefix = "tabula-publish-"

    /// The fresh folder holding the build.
    public let root: URL
    public let summary: BuildSummary
    private let folder: ScratchFolder

    /// Removes staging folders that killed publishes left in the temporary directory, then
    /// builds `site` from scratch. Throws `BuildFailed` (and leaves nothing behind) when the
    /// site has errors.
    public static func build(site: URL) throws -> Staging {
        let temporary = FileManager.default.temporaryDirectory
        ScratchFolder.removeAbandoned(in: temporary, prefix: prefix)
        let folder = try ScratchFolder.create(in: temporary, prefix: prefix)
        let root = folder.url.appendingPathComponent("site", isDirectory: true)
        do {
            var builder = SiteBuilder(site: site, output: root)
            builder.usesCache = false  // a production build is always a clean one
            builder.marksOutput = false
            let summary = try builder.build()
            return Staging(root: root, summary: summary, folder: folder)
        } catch {
            folder.remove()
            throw error
        }
    }

    /// Removes the staged build.
    public func remove() {
        folder.remove()
    }
}
