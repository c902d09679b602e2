import Foundation
import Hummingbird

/// The output folder as Hummingbird's `FileMiddleware` reads it.
///
/// Every path it names goes through `SafePath.inside`, so no file outside the folder is ever
/// served, whatever symbolic links the folder holds. With `reload` on, an HTML page is read
/// whole and carries the reload snippet (and the overlay while the last build is failing);
/// its size is that of the bytes sent, and its date is never older than the build status, so
/// the validators `FileMiddleware` derives from them change when the overlay does. Other files
/// are streamed from disk by Hummingbird's `FileIO`.
struct OutputFolder: FileProvider {
    struct Attributes: FileMiddlewareFileAttributes, Sendable {
        var isFolder: Bool
        var size: Int
        /// Full precision: the ETag is derived from it, and a page rewritten within the same
        /// second must get a new one.
        var modificationDate: Date
    }

    struct File: Sendable {
        /// The real path.
        var path: String
        var attributes: Attributes
        /// The page as sent, when it is HTML and the reload snippet is on.
        var page: ByteBuffer?
    }

    let paths: SafePath
    let status: BuildStatus
    let reload: Bool
    let fileIO = FileIO()

    /// `path` is the decoded request path, starting with `/`.
    func getFileIdentifier(_ path: String) -> File? {
        paths.inside(paths.root + path).flatMap(file)
    }

    func getAttributes(id: File) async throws -> Attributes? { id.attributes }

    func loadFile(id: File, context: some RequestContext) async throws -> ResponseBody {
        guard let page = id.page else { return try await fileIO.loadFile(path: id.path, context: context) }
        return ResponseBody(byteBuffer: page)
    }

    func loadFile(id: File, range: ClosedRange<Int>, context: some RequestContext) async throws -> ResponseBody {
        guard let page = id.page else { return try await fileIO.loadFile(path: id.path, range: range, context: context) }
        let range = range.clamped(to: 0...max(0, page.readableBytes - 1))
        return ResponseBody(byteBuffer: page.getSlice(at: range.lowerBound, length: min(range.count, page.readableBytes)) ?? ByteBuffer())
    }

    /// A regular file or folder by its real path (inside the root), or nil.
    func file(_ real: String) -> File? {
        guard let info = try? FileManager.default.attributesOfItem(atPath: real),
              let type = info[.type] as? FileAttributeType, type == .typeRegular || type == .typeDirectory,
              let modified = info[.modificationDate] as? Date,
              let size = (info[.size] as? NSNumber)?.intValue else { return nil }
        let attributes = Attributes(isFolder: type == .typeDirectory, size: size, modificationDate: modified)
        guard reload, type == .typeRegular, ContentType.isHTML(real) else { return File(path: real, attributes: attributes) }
        // Stat first, read second: a page rewritten in between gets a date older than its
        // bytes, so its next request misses the cache rather than hitting a stale one.
        guard let html = FileManager.default.contents(atPath: real) else { return nil }
        let state = status.current
        let page = ByteBuffer(string: ReloadInjection.inject(into: String(decoding: html, as: UTF8.self), failure: state.failure))
        return File(path: real,
                    attributes: Attributes(isFolder: false, size: page.readableBytes, modificationDate: max(modified, state.changedAt)),
                    page: page)
    }

    /// The bytes of `file` as they are sent.
    func contents(of file: File) -> ByteBuffer? {
        file.page ?? FileManager.default.contents(atPath: file.path).map { ByteBuffer(bytes: $0) }
    }
}
