import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@testable import TabulaServer

@Suite struct StaticFileTests {
    /// A site built by the server, with a few files of other types dropped into its output.
    private func site() throws -> TemporarySite {
        let site = try TemporarySite.small()
        return site
    }

    private func addExtras(_ site: TemporarySite) throws {
        try site.write("Public/data.json", "{\"a\": 1}")
        try site.write("Public/app.js", "console.log(1)")
    }

    @Test func pagesAndContentTypesOverURLSession() async throws {
        let site = try site()
        try await withServer(site) { server in
            try addExtras(site)
            let expected = [
                "/": "text/html; charset=utf-8", "/t/": "text/html; charset=utf-8",
                "/tabula.css": "text/css; charset=utf-8", "/images/dot.svg": "image/svg+xml; charset=utf-8",
                "/data.json": "application/json; charset=utf-8", "/app.js": "text/javascript; charset=utf-8",
            ]
            for (path, type) in expected {
                let url = URL(string: "http://127.0.0.1:\(server.port)\(path)")!
                let (data, response) = try await URLSession.shared.data(from: url)
                let http = try #require(response as? HTTPURLResponse)
                #expect(http.statusCode == 200, "\(path)")
                #expect(http.value(forHTTPHeaderField: "Content-Type") == type, "\(path)")
                #expect(!data.isEmpty, "\(path)")
            }
            #expect(try await server.get("/t/").text.contains("Apple"))
        }
    }

    @Test func folderWithoutSlashRedirects() async throws {
        try await withServer(try site()) { server in
            let response = try await server.get("/t?x=1")
            #expect(response.status == 301)
            #expect(response.header("Location") == "/t/?x=1")
        }
    }

    @Test func repeatedRequestWithETagIsNotModified() async throws {
        try await withServer(try site()) { server in
            for path in ["/tabula.css", "/t/"] {
                let first = try await server.get(path)
                let etag = try #require(first.header("ETag"))
                let second = try await server.get(path, headers: ["If-None-Match": etag])
                #expect(second.status == 304, "\(path)")
                #expect(second.body.isEmpty)
            }
        }
    }

    /// A file changed within the same second, to the same size, is sent again.
    @Test func aFileChangedWithinTheSameSecondGetsANewETag() async throws {
        let site = try site()
        try await withServer(site) { server in
            let file = site.output.appendingPathComponent("same.txt").path
            let second = Date(timeIntervalSince1970: 1_700_000_000)
            try site.write("Public/same.txt", "first")
            try FileManager.default.setAttributes([.modificationDate: second.addingTimeInterval(0.1)], ofItemAtPath: file)
            let etag = try #require(try await server.get("/same.txt").header("ETag"))
            try site.write("Public/same.txt", "again")
            try FileManager.default.setAttributes([.modificationDate: second.addingTimeInterval(0.6)], ofItemAtPath: file)
            let response = try await server.get("/same.txt", headers: ["If-None-Match": etag])
            #expect(response.status == 200)
            #expect(response.text == "again")
        }
    }

    @Test func repeatedRequestWithIfModifiedSinceIsNotModified() async throws {
        try await withServer(try site()) { server in
            let first = try await server.get("/tabula.css")
            let modified = try #require(first.header("Last-Modified"))
            #expect(try await server.get("/tabula.css", headers: ["If-Modified-Since": modified]).status == 304)
            let older = "Mon, 01 Jan 2001 00:00:00 GMT"
            #expect(try await server.get("/tabula.css", headers: ["If-Modified-Since": older]).status == 200)
        }
    }

    @Test func rangeRequestGetsPartialContent() async throws {
        let site = try site()
        try await withServer(site) { server in
            let whole = try Data(contentsOf: site.output.appendingPathComponent("tabula.css"))
            let response = try await server.get("/tabula.css", headers: ["Range": "bytes=10-19"])
            #expect(response.status == 206)
            #expect(response.header("Content-Range") == "bytes 10-19/\(whole.count)")
            #expect(response.body == whole.subdata(in: 10..<20))
            let suffix = try await server.get("/tabula.css", headers: ["Range": "bytes=-5"])
            #expect(suffix.body == whole.suffix(5))
            let past = try await server.get("/tabula.css", headers: ["Range": "bytes=\(whole.count)-"])
            #expect(past.status == 416)
        }
    }

    @Test func missingPageGetsTheSite404PageWithStatus404() async throws {
        let site = try site()
        try await withServer(site) { server in
            let page = try String(contentsOf: site.output.appendingPathComponent("404.html"), encoding: .utf8)
            let response = try await server.get("/no/such/page")
            #expect(response.status == 404)
            #expect(response.header("Content-Type") == "text/html; charset=utf-8")
            let title = try #require(page.range(of: "<title>").map { String(page[$0.upperBound...].prefix(while: { $0 != "<" })) })
            #expect(response.text.contains(title))
        }
    }

    @Test func headSendsHeadersOnly() async throws {
        try await withServer(try site()) { server in
            let response = try await server.get("/tabula.css", method: "HEAD")
            #expect(response.status == 200)
            #expect(response.header("Content-Type") == "text/css; charset=utf-8")
            #expect(Int(response.header("Content-Length") ?? "") ?? 0 > 0)
            #expect(response.body.isEmpty)
        }
    }

    /// Browsers must use the type we send, never guess one from the bytes (a text file that
    /// looks like HTML or a script stays text).
    @Test func everyResponseSaysNoSniff() async throws {
        try await withServer(try site()) { server in
            let requests: [(String, String, [String: String], Int)] = [
                ("GET", "/", [:], 200), ("GET", "/t/", [:], 200), ("GET", "/tabula.css", [:], 200),
                ("GET", "/images/dot.svg", [:], 200), ("HEAD", "/t/", [:], 200), ("GET", "/t", [:], 301),
                ("GET", "/no/such/page", [:], 404), ("GET", "/../secret", [:], 404), ("POST", "/", [:], 405),
                ("GET", "/tabula.css", ["Range": "bytes=0-9"], 206), ("GET", "/tabula.css", ["Range": "bytes=999999-"], 416),
            ]
            for (method, target, headers, status) in requests {
                let response = try await server.get(target, method: method, headers: headers)
                #expect(response.status == status, "\(method) \(target)")
                #expect(response.header("X-Content-Type-Options") == "nosniff", "\(method) \(target)")
            }
        }
    }

    @Test(arguments: ["POST", "PUT", "DELETE", "OPTIONS"])
    func otherMethodsAreNotAllowed(_ method: String) async throws {
        try await withServer(try site()) { server in
            let response = try await server.get("/", method: method)
            #expect(response.status == 405)
            #expect(response.header("Allow") == "GET, HEAD")
        }
    }
}
