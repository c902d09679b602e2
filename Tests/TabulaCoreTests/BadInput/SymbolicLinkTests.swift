import Foundation
import Testing
import TabulaTestSupport

/// Symbolic links in the input folders: a loop, a link that leads nowhere, a folder reached
/// twice. Each folder is read once, so the walk ends at once and stays linear; each such link
/// is an error at its path, the same for a clean and an incremental build.
@Suite struct SymbolicLinkTests {
    static let readOnce = "each folder is read once; remove the link"

    static func loop(_ path: String, _ target: String) -> String {
        "\(path):1:1: error: this symbolic link leads back to \(target), a folder that holds it: the walk would never end; remove the link"
    }

    /// Two links to the folder holding them made the walk exponential: it never ended.
    @Test func twoLinksToTheirOwnFolder() async throws {
        try await BadInputCheck.refuses({ site in
            try site.link("Content/loopa", to: ".")
            try site.link("Content/loopb", to: ".")
        }, errors: [Self.loop("Content/loopa", "Content"), Self.loop("Content/loopb", "Content")], timeout: 20)
    }

    @Test func aLinkToTheSiteFolderDeepDown() async throws {
        try await BadInputCheck.refuses({ site in
            try site.write("Content/deep/er/t.json", #"{"rows": [{"text": "a"}]}"#)
            try site.link("Content/deep/er/up", to: "../../..")
        }, errors: [Self.loop("Content/deep/er/up", "the site folder")], timeout: 20)
    }

    /// Two folders linking to each other: each is already part of the site.
    @Test func twoFoldersLinkingToEachOther() async throws {
        try await BadInputCheck.refuses({ site in
            try site.write("Content/p/a.json", #"{"rows": [{"text": "a"}]}"#)
            try site.write("Content/r/b.json", #"{"rows": [{"text": "b"}]}"#)
            try site.link("Content/p/q", to: "../r")
            try site.link("Content/r/s", to: "../p")
        }, errors: [
            "Content/p/q:1:1: error: this symbolic link leads to Content/r, which is already part of the site: \(Self.readOnce)",
            "Content/r/s:1:1: error: this symbolic link leads to Content/p, which is already part of the site: \(Self.readOnce)",
        ], timeout: 20)
    }

    /// Two links bringing in the same folder outside `Content/` (or one inside the other).
    @Test func twoLinksToOneFolder() async throws {
        try await BadInputCheck.refuses({ site in
            try site.write("shared/sub/logo.txt", "logo")
            try site.link("Content/a", to: "../shared")
            try site.link("Content/b", to: "../shared/sub")
            try site.link("Content/c", to: "..//shared/")
        }, errors: [
            "Content/b:1:1: error: this symbolic link leads to shared/sub, which the link Content/a already brings into the site: \(Self.readOnce)",
            "Content/c:1:1: error: this symbolic link leads to shared, which the link Content/a already brings into the site: \(Self.readOnce)",
        ], timeout: 20)
    }

    @Test func aLinkLeadingToItself() async throws {
        try await BadInputCheck.refuses({ site in
            try site.link("Content/self.json", to: "self.json")
            try site.link("Content/x.png", to: "y.png")
            try site.link("Content/y.png", to: "x.png")
        }, errors: ["Content/self.json", "Content/x.png", "Content/y.png"].map {
            "\($0):1:1: error: this symbolic link never resolves: its links lead in a circle; remove it"
        }, timeout: 20)
    }

    /// A link to nothing: an incremental build ignored it and a clean build failed without a
    /// position ("You don't have permission"); now both report it alike.
    @Test(arguments: ["Content/dangling.json", "Content/dangling.md", "Content/dangling.png", "Templates/cells/gone.mustache"])
    func aLinkToNothing(_ path: String) async throws {
        try await BadInputCheck.refuses({ try $0.link(path, to: "/nonexistent/file") }, errors: [
            "\(path):1:1: error: this symbolic link leads to /nonexistent/file, which does not exist: remove the link or create what it names",
        ], timeout: 20)
    }

    /// A new asset beside a link to nothing: the failed build left the new file in `Public/`
    /// about half the time (assets were copied in no fixed order).
    @Test func aNewFileBesideALinkToNothing() async throws {
        for _ in 0..<3 {
            try await BadInputCheck.refuses({ site in
                try site.write("Content/a.txt", "hello")
                try site.link("Content/b.png", to: "/nonexistent/x.png")
            }, errors: ["Content/b.png:1:1: error: this symbolic link leads to /nonexistent/x.png, which does not exist: remove the link or create what it names"])
        }
    }

    /// Links that stay inside the site and bring in a folder or file once keep working.
    @Test func linksInsideTheSiteAreFollowed() async throws {
        let site = try TemporarySite(["Content/ok.json": #"{"rows": [{"text": "a"}]}"#, "art/logo.svg": "<svg/>",
                                      "shared/more.json": #"{"rows": [{"text": "More"}]}"#, "shared/pic.png": "png",
                                      "parts/cells/mine.mustache": "<b>{{text}}</b>"])
        try site.link("Content/logo.svg", to: "../art/logo.svg")
        try site.link("Content/extra", to: "../shared")
        try site.link("Templates/cells", to: "../parts/cells")
        try site.write("Content/mine.json", #"{"cell": "mine", "rows": [{"text": "Mine"}]}"#)
        let outcome = try await TabulaProcess.run(["build", "--site", site.url.path], timeout: 20)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(try site.read("Public/logo.svg") == "<svg/>")
        #expect(try site.read("Public/extra/pic.png") == "png")
        #expect(try site.read("Public/extra/more/index.html").contains("More"))
        #expect(try site.read("Public/mine/index.html").contains("<b>Mine</b>"))
    }
}
