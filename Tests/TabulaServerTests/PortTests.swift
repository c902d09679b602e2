import Foundation
import Testing
@testable import TabulaServer

@Suite struct PortTests {
    @Test func listensOnLoopbackByDefault() {
        let options = PreviewServer.Options(site: URL(fileURLWithPath: "/tmp"))
        #expect(options.host == "127.0.0.1")
        #expect(options.port == 8000)
    }

    @Test func aTakenPortIsAClearError() async throws {
        let site = try TemporarySite.small()
        try await withServer(site) { first in
            var options = PreviewServer.Options(site: site.url)
            options.port = first.port
            let second = PreviewServer(options)
            let error = await #expect(throws: PreviewServer.PortInUse.self) {
                try await second.run(handleSignals: false) { _ in }
            }
            #expect(error?.description.contains("port \(first.port) on 127.0.0.1 is already in use") == true)
            #expect(error?.description.contains("--port 0") == true)
        }
    }
}
