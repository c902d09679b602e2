import Foundation
import Testing
import TabulaTestSupport

/// Content stays inside the site folder: a symbolic link that leads outside it (to
/// /etc/passwd, to /etc, to a folder beside the site) is an error at the link, and nothing it
/// leads to is read, copied or rendered. So is a link into the output folder.
@Suite struct OutsideSiteTests {
    static func outside(_ path: String, _ target: String) -> String {
        "\(path):1:1: error: this symbolic link leads outside the site folder, to \(target): content must stay inside the site folder; copy the file in instead"
    }

    /// `passwd.txt` was copied into `Public/`, `passwd.md` rendered as a page, `etc` copied /etc.
    @Test(arguments: [("Content/passwd.txt", "/etc/passwd"), ("Content/passwd.md", "/etc/passwd"), ("Content/passwd.json", "/etc/passwd"),
                      ("Content/etc", "/etc"), ("Templates/cells/basic.mustache", "/etc/passwd"), ("Templates/partials", "/etc")])
    func aLinkToASystemFile(_ path: String, _ target: String) async throws {
        try await BadInputCheck.refuses({ try $0.link(path, to: target) }, errors: [Self.outside(path, target)], timeout: 20)
    }

    /// A relative link climbing out of the site, to a file beside it.
    @Test func aRelativeLinkOutOfTheSite() async throws {
        let beside = try TemporaryFolder(["secret.txt": "secret"])
        try await BadInputCheck.refuses({ site in
            // Both folders are in the system's temporary folder: up from Content/, up from the site.
            try site.link("Content/secret.txt", to: "../../\(beside.url.lastPathComponent)/secret.txt")
        }, errors: [Self.outside("Content/secret.txt", beside.realPath + "/secret.txt")], timeout: 20)
    }

    /// `Content` itself a link to a folder outside the site.
    @Test func contentLinkedFromOutside() async throws {
        let elsewhere = try TemporaryFolder(["t.json": #"{"rows": [{"text": "a"}]}"#])
        try await BadInputCheck.refuses({ site in
            try FileManager.default.moveItem(at: site("Content"), to: site("Content-old"))
            try site.link("Content", to: elsewhere.url.path)
        }, errors: [Self.outside("Content", elsewhere.realPath)], timeout: 20)
    }

    /// The output folder is not content: a build would read what it wrote, growing each time.
    @Test func aLinkIntoTheOutputFolder() async throws {
        try await BadInputCheck.refuses({ try $0.link("Content/out", to: "../Public") }, errors: [
            "Content/out:1:1: error: this symbolic link leads into the output folder (Public): a build would read what it writes; remove it",
        ], timeout: 20)
    }
}
