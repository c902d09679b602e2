import Foundation
import Testing
import TabulaTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// An entry of `Content/` or `Templates/` that is neither a regular file nor a folder (a named
/// pipe, a socket, a device) is never opened: reading a pipe would wait for a writer forever.
/// The build stops at once, saying what is wrong at its path.
@Suite struct SpecialFileTests {
    static func notAFile(_ path: String, _ kind: String) -> String {
        "\(path):1:1: error: this is \(kind), not a file or a folder: a build reads only regular files and folders; remove it"
    }

    @Test(arguments: ["Content/pipe.json", "Content/pipe.md", "Content/pipe.png", "Content/_index.md", "Content/_notes",
                      "Content/guides/pipe.md", "Templates/cells/pipe.mustache", "Templates/layout.mustache"])
    func aNamedPipe(_ path: String) async throws {
        try await BadInputCheck.refuses({ try $0.makePipe(path) }, errors: [Self.notAFile(path, "a named pipe (FIFO)")], timeout: 20)
    }

    @Test func aSocket() async throws {
        try await BadInputCheck.refuses({ try $0.makeSocket("Content/s.json") }, errors: [Self.notAFile("Content/s.json", "a socket")], timeout: 20)
    }

    @Test func aDevice() async throws {
        let probe = try TemporaryFolder()
        // Making a device needs root (or CAP_MKNOD); /dev/null's numbers, 1:3.
        guard mknod(probe("null").path, S_IFCHR | 0o644, dev_t(0x103)) == 0 else {
            print("skipped: cannot make a device here (mknod: \(String(cString: strerror(errno))))")
            return
        }
        try await BadInputCheck.refuses({ site in
            try FileManager.default.createDirectory(at: site("Content"), withIntermediateDirectories: true)
            try #require(mknod(site("Content/null.json").path, S_IFCHR | 0o644, dev_t(0x103)) == 0)
        }, errors: [Self.notAFile("Content/null.json", "a device")], timeout: 20)
    }

    /// A symbolic link to a pipe inside the site is the pipe.
    @Test func aLinkToANamedPipe() async throws {
        try await BadInputCheck.refuses({ site in
            try site.makePipe("pipes/p")
            try site.link("Content/p.json", to: "../pipes/p")
        }, errors: ["Content/p.json:1:1: error: this symbolic link leads to a named pipe (FIFO) (pipes/p), not a file or a folder: remove it"], timeout: 20)
    }

    /// A hidden entry is skipped like any other: never opened, never reported.
    @Test func aHiddenNamedPipeIsSkipped() async throws {
        let site = try TemporarySite(["Content/ok.json": #"{"rows": [{"text": "a"}]}"#])
        try site.makePipe("Content/.pipe.json")
        let outcome = try await TabulaProcess.run(["build", "--site", site.url.path], timeout: 20)
        #expect(outcome.status == 0 && !outcome.timedOut, "\(outcome.stderr)")
    }

    /// A named pipe where an output file is (left there by someone) does not stall the build:
    /// it is replaced like any stale file.
    @Test func aNamedPipeInTheOutputFolderIsReplaced() async throws {
        let site = try TemporarySite(["Content/ok.json": #"{"rows": [{"text": "a"}]}"#])
        try #require(try await TabulaProcess.run(["build", "--site", site.url.path]).status == 0)
        try FileManager.default.removeItem(at: site("Public/ok/index.html"))
        try site.makePipe("Public/ok/index.html")
        try site.write("Content/ok.json", #"{"rows": [{"text": "b"}]}"#)
        let outcome = try await TabulaProcess.run(["build", "--site", site.url.path], timeout: 20)
        #expect(outcome.status == 0 && !outcome.timedOut, "\(outcome.stderr)")
        #expect(try site.read("Public/ok/index.html").contains(">b<"))
    }
}
