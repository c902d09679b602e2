import Foundation
import Testing
import TabulaTestSupport

/// A build that fails changes nothing in its output folder: files are staged as they are made
/// and moved into place only once the whole build succeeded. And no content may take the
/// place of a file the build writes itself.
@Suite struct FailedBuildOutputTests {
    /// `Content` a regular file: the build succeeded and deleted the whole site from `Public/`.
    @Test func contentIsAFile() async throws {
        try await BadInputCheck.refuses({ site in
            try FileManager.default.removeItem(at: site("Content"))
            try site.write("Content", "oops")
        }, errors: ["Content:1:1: error: Content is a file, not a folder: move it aside and make Content/ a folder"])
    }

    @Test func templatesIsAFile() async throws {
        try await BadInputCheck.refuses({ try $0.write("Templates", "oops") },
                                  errors: ["Templates:1:1: error: Templates is a file, not a folder: move it aside and make Templates/ a folder"])
    }

    /// A link to the folder holding it, beside new content: a build wrote `Public/loop/loop/…`
    /// before failing.
    @Test func aLoopBesideNewContent() async throws {
        try await BadInputCheck.refuses({ site in
            try site.write("Content/new.json", #"{"rows": [{"text": "new"}]}"#)
            try site.link("Content/loop", to: ".")
        }, errors: ["Content/loop:1:1: error: this symbolic link leads back to Content, a folder that holds it: the walk would never end; remove the link"])
    }

    /// Files the build writes itself were silently replaced by content of the same name.
    @Test(arguments: [("tabula.css", "the stylesheet Tabula writes"), ("tabula.js", "the script of long tables Tabula writes"),
                      ("404.html", "the not-found page Tabula writes (Templates/404.mustache shapes it)")])
    func contentNamedLikeAGeneratedFile(_ name: String, _ what: String) async throws {
        try await BadInputCheck.refuses({ try $0.write("Content/\(name)", "mine") },
                                  errors: ["Content/\(name):1:1: error: this file would replace \(name), \(what): rename it"])
    }

    /// An asset named like a paginated page of a long table.
    @Test func anAssetNamedLikeAPaginatedPage() async throws {
        let rows = (0..<250).map { #"{"text": "r\#($0)"}"# }.joined(separator: ",")
        try await BadInputCheck.refuses(good: ["Content/big.json": #"{"rows": [\#(rows)]}"#], { site in
            try site.write("Content/big/2.html", "<p>mine</p>")
        }, errors: ["Content/big/2.html:1:1: error: this file would replace big/2.html, which the table page big/index.html also writes: rename it"])
    }

    /// Two sources of one page, each a whole file: the error is at the second, at its start.
    @Test func twoFilesBecomingOnePage() async throws {
        try await BadInputCheck.refuses({ site in
            try site.write("Content/a b.json", #"{"rows": [{"text": "x"}]}"#)
            try site.write("Content/a-b.json", #"{"rows": [{"text": "y"}]}"#)
        }, errors: ["Content/a-b.json:1:1: error: this file and Content/a b.json both become a-b/index.html: rename one of them"])
    }

    /// An output folder that is, holds or sits inside the site's own folders: the build removes
    /// every file there it did not make, so it would have deleted the site.
    @Test(arguments: [(".", "the site folder or hold it"), ("..", "the site folder or hold it"), ("Content", "inside Content/"),
                      ("Content/out", "inside Content/"), ("Templates/x", "inside Templates/")])
    func anOutputFolderHoldingTheSite(_ output: String, _ wrong: String) async throws {
        let site = try TemporarySite(["Content/ok.json": #"{"rows": [{"text": "a"}]}"#, "Templates/cells/mine.mustache": "{{text}}"])
        let before = try site.files(under: ".")
        let outcome = try await TabulaProcess.run(["build", "--site", site.url.path, "--output", site(output).path], timeout: 20)
        #expect(outcome.status == 1 && !outcome.signaled)
        let shown = site(output).standardizedFileURL.path
        let relative = shown.hasPrefix(site.url.path + "/") ? String(shown.dropFirst(site.url.path.count + 1)) : shown
        #expect(outcome.errorLines.first == "\(relative): error: the output folder may not be \(wrong): a build removes from it every file it did not make; choose another folder (the default is Public/)")
        #expect(try site.files(under: ".") == before)
    }

    /// `--output` naming a folder of someone's files: the build would remove every one of them.
    @Test func anOutputFolderOfOtherFilesIsRefused() async throws {
        let site = try TemporarySite(["Content/ok.json": #"{"rows": [{"text": "a"}]}"#])
        let documents = try TemporaryFolder(["notes.txt": "mine", "photos/cat.jpg": "jpg"])
        let before = try documents.files(under: ".")
        let outcome = try await TabulaProcess.run(["build", "--site", site.url.path, "--output", documents.url.path], timeout: 20)
        #expect(outcome.status == 1 && !outcome.signaled)
        #expect(outcome.errorLines.first == "\(documents.url.standardizedFileURL.path): error: this folder holds files no Tabula build made "
                + "(such as 'notes.txt'), and a build removes every file it did not make: choose a new or empty folder, or pass --force to replace them")
        #expect(try documents.files(under: ".") == before)
    }

    /// A folder a build made is built into again, and `--force` takes any folder.
    @Test func anOutputFolderABuildMadeOrForcedIsBuilt() async throws {
        let site = try TemporarySite(["Content/ok.json": #"{"rows": [{"text": "a"}]}"#])
        let made = site.url.deletingLastPathComponent().appendingPathComponent("out-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: made) }
        for _ in 0..<2 {
            try site.write("Content/ok.json", #"{"rows": [{"text": "\#(UUID().uuidString)"}]}"#)
            let outcome = try await TabulaProcess.run(["build", "--site", site.url.path, "--output", made.path], timeout: 20)
            #expect(outcome.status == 0, "\(outcome.stderr)")
        }
        let documents = try TemporaryFolder(["notes.txt": "mine"])
        let forced = try await TabulaProcess.run(["build", "--site", site.url.path, "--output", documents.url.path, "--force"], timeout: 20)
        #expect(forced.status == 0)
        #expect(!FileManager.default.fileExists(atPath: documents.url.appendingPathComponent("notes.txt").path))
        #expect(FileManager.default.fileExists(atPath: documents.url.appendingPathComponent("ok/index.html").path))
    }
}
