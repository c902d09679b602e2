import Foundation
import Testing
@testable import TabulaServer

/// No request reaches a file outside the output folder.
@Suite struct TraversalTests {
    static let secret = "TOP SECRET, outside Public/"

    /// A site with `secret.txt` beside `Public/`, and symbolic links in `Public/` leading out.
    private func site() throws -> TemporarySite {
        let site = try TemporarySite.small()
        try site.write("secret.txt", Self.secret)
        return site
    }

    private func addLinks(_ site: TemporarySite) throws {
        let manager = FileManager.default
        try manager.createSymbolicLink(atPath: site.output.appendingPathComponent("leak.txt").path,
                                       withDestinationPath: site.url.appendingPathComponent("secret.txt").path)
        try manager.createSymbolicLink(atPath: site.output.appendingPathComponent("up").path, withDestinationPath: "..")
    }

    @Test(arguments: [
        "/../secret.txt", "/t/../../secret.txt", "/%2e%2e/secret.txt", "/%2E%2e/secret.txt", "/%2e%2E%2fsecret.txt",
        "/t/%2e%2e/%2e%2e/secret.txt", "/..%2fsecret.txt", "/..%5csecret.txt", "/..\\secret.txt", "/%5c..%5csecret.txt",
        "/secret.txt%00", "/index.html%00.css", "/%00/../secret.txt", "//secret.txt", "/./index.html",
        "http://127.0.0.1/../secret.txt", "\(NSTemporaryDirectory())secret.txt", "/%zz", "/%",
        "/leak.txt", "/up/secret.txt",
    ])
    func pathsLeavingTheOutputFolderAre404(_ target: String) async throws {
        let site = try site()
        try await withServer(site) { server in
            try addLinks(site)
            let response = try await server.get(target)
            #expect(response.status == 404, "\(target)")
            #expect(!response.text.contains(Self.secret), "\(target)")
        }
    }

    @Test func segmentsAreDecodedStrictly() {
        #expect(SafePath.segments("/a/b%20c/?q=1") == ["a", "b c"])
        #expect(SafePath.segments("/") == [])
        #expect(SafePath.segments("/a/%2e%2e/b") == nil)
        #expect(SafePath.segments("/a%2fb") == ["a", "b"])
        #expect(SafePath.segments("/a//b") == nil)
        #expect(SafePath.segments("a") == nil)
    }

    @Test func noDirectoryListing() async throws {
        let site = try site()
        try await withServer(site) { server in
            try FileManager.default.createDirectory(at: site.output.appendingPathComponent("empty"), withIntermediateDirectories: true)
            try site.write("Public/empty/file.txt", "x")
            let response = try await server.get("/empty/")
            #expect(response.status == 404)
            #expect(!response.text.contains("file.txt"))
        }
    }
}
