import Foundation
import TabulaTestSupport
import TabulaCore
@testable import TabulaPublish

extension TemporaryFolder {
    /// A new site (the `tabula new` scaffold, base URL https://example.org/) in the subfolder `site`.
    func newSite(_ name: String = "site") throws -> URL {
        let site = url.appendingPathComponent(name, isDirectory: true)
        try SiteScaffold(folder: site, title: "Test Site").create()
        return site
    }
}

/// The environment of this process with `TMPDIR` set, so a `tabula` child stages its builds
/// in a folder the test can look into.
func environment(temporaryFolder: URL) -> [String: String] {
    ProcessInfo.processInfo.environment.merging(["TMPDIR": temporaryFolder.path]) { _, new in new }
}

/// Dates every file under `root` back to 2001, so a file written again later shows in its date.
func backdate(_ root: URL) throws {
    let past = Date(timeIntervalSince1970: 1_000_000_000)
    for path in try BuildTree.files(in: root) {
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: root.appendingPathComponent(path).path)
    }
}

/// Every file under a folder: relative path → (bytes, modification date).
struct Snapshot: Equatable {
    var files: [String: Data] = [:]
    var dates: [String: Date] = [:]

    init(_ root: URL) throws {
        let fm = FileManager.default
        let prefix = root.standardizedFileURL.resolvingSymlinksInPath().path + "/"
        guard let walker = fm.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey]) else { return }
        for case let file as URL in walker {
            guard try file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true else { continue }
            let path = String(file.standardizedFileURL.resolvingSymlinksInPath().path.dropFirst(prefix.count))
            files[path] = try Data(contentsOf: file)
            dates[path] = try fm.attributesOfItem(atPath: file.path)[.modificationDate] as? Date
        }
    }
}

/// Runs git in a folder with a fixed identity and no user configuration; returns its output.
@discardableResult
func git(_ arguments: [String], in folder: URL) throws -> String {
    try Git(directory: folder, environment: gitIdentity).run(arguments)
}

let gitIdentity = [
    "GIT_AUTHOR_NAME": "Tabula Test", "GIT_AUTHOR_EMAIL": "test@example.org",
    "GIT_COMMITTER_NAME": "Tabula Test", "GIT_COMMITTER_EMAIL": "test@example.org",
    "GIT_CONFIG_NOSYSTEM": "1", "GIT_CONFIG_GLOBAL": "/dev/null",
]

/// The description of the error `body` throws, or nil when it throws none.
func thrownMessage(_ body: () throws -> Void) -> String? {
    do {
        try body()
        return nil
    } catch {
        return "\(error)"
    }
}
