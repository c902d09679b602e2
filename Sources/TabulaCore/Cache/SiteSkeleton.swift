import Foundation

/// What the last full build learned of the site as a whole, besides each page's own record:
/// what links resolve to, and which table pages some page links into by row or section. An
/// edit build (`EditBuild`) takes it as it is, which holds only while the site's *shape* is
/// the one it was made from: the same input paths, every input but a data table unchanged,
/// and every data table's summary unchanged.
/// `shape` is the digest of the first two (`InputScan.digests`); the summaries are compared
/// table by table.
struct SiteSkeleton: Sendable {
    var shape: ContentHash
    /// What links resolve to (`LinkResolver`).
    var paths: SitePaths
    /// Table pages some page links into by row or section (`#row-…`, from a table or a
    /// detail page, the page itself included): their rows check that link.
    var linkedInto: Set<String>

    /// Whether an input is, by its path, one the loader reads as a data table (JSON or CSV):
    /// its content is left out of the shape (each such table's summary stands for it).
    static func isDataTable(_ path: String) -> Bool {
        guard path.hasPrefix("Content/") else { return false }
        let fileExtension = ContentPaths.fileExtension(path)
        return fileExtension == "json" || CSVTableLoader.separators[fileExtension] != nil
    }
}
