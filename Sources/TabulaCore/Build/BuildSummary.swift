import Foundation

/// What a build did, for its one summary line.
public struct BuildSummary: Sendable, CustomStringConvertible {
    public var pages: Int
    public var rowsRendered: Int
    public var rowsReused: Int
    public var filesWritten: Int
    public var filesUnchanged: Int
    /// Files of re-rendered pages not made again: the last build wrote them from the same rows.
    public var filesReused: Int = 0
    public var filesRemoved: Int
    public var seconds: Double
    public var warnings: [Diagnostic]

    public var description: String {
        "built \(pages) page\(pages == 1 ? "" : "s"): \(rowsRendered) rows rendered, \(rowsReused) reused, "
            + "\(filesWritten) files written, \(filesRemoved) removed, in \(String(format: "%.2f", seconds)) s"
    }
}
