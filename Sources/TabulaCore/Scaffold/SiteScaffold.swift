import Foundation

/// A new site folder for `tabula new`: an example table of each kind, the built-in cell
/// and header templates copied out for customising, a `.gitignore` and a README.
public struct SiteScaffold: Sendable {
    public let folder: URL
    /// The site title (default: the folder's name).
    public let title: String

    public init(folder: URL, title: String? = nil) {
        self.folder = folder.standardizedFileURL
        self.title = title ?? folder.standardizedFileURL.lastPathComponent
    }

    public struct Refused: Error, CustomStringConvertible {
        public var description: String
    }

    /// Every file of the new site: path → text.
    public var files: [String: String] {
        var files: [String: String] = [
            "Content/_index.md": ScaffoldContent.siteIndex(title: title),
            "Content/fruits.json": ScaffoldContent.jsonTable,
            "Content/settings.md": ScaffoldContent.markdownTable,
            "Content/guides/_index.md": ScaffoldContent.folderIndex,
            "Content/guides/first-steps.md": ScaffoldContent.firstDetail,
            "Content/guides/templates.md": ScaffoldContent.secondDetail,
            ".gitignore": "/Public/\n/.tabula-cache/\n",
            "README.md": ScaffoldContent.readme(title: title),
        ]
        for (identifier, text) in BuiltinTemplates.cells { files["Templates/cells/\(identifier).mustache"] = text + "\n" }
        for (identifier, text) in BuiltinTemplates.headers { files["Templates/headers/\(identifier).mustache"] = text + "\n" }
        return files
    }

    /// Writes the site. Refuses a folder that exists and is not empty, writing nothing.
    public func create() throws {
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        if fm.fileExists(atPath: folder.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw Refused(description: "\(folder.path) is a file; choose a new folder name")
            }
            let entries = try fm.contentsOfDirectory(atPath: folder.path)
            guard entries.isEmpty else {
                throw Refused(description: "\(folder.path) is not empty (\(entries.count) entr\(entries.count == 1 ? "y" : "ies")); choose a new or empty folder, nothing was written")
            }
        }
        for (path, text) in files.sorted(by: { $0.key < $1.key }) {
            let url = folder.appendingPathComponent(path)
            try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }
}
