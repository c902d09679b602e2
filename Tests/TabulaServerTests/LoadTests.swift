import Foundation
import Testing
@testable import TabulaServer

@Suite struct LoadTests {
    @Test(.timeLimit(.minutes(1)))
    func aThousandConcurrentRequestsSucceed() async throws {
        let site = try TemporarySite.small()
        try await withServer(site) { server in
            let paths = ["/", "/t/", "/tabula.css", "/images/dot.svg"]
            let failures = try await withThrowingTaskGroup(of: Int.self) { group in
                var failures = 0
                for index in 0..<1000 {
                    if index >= 50, let result = try await group.next() { failures += result }
                    let port = server.port
                    group.addTask {
                        let response = try await RawHTTP.get(port, paths[index % paths.count])
                        return response.status == 200 && !response.body.isEmpty ? 0 : 1
                    }
                }
                for try await result in group { failures += result }
                return failures
            }
            #expect(failures == 0)
        }
    }
}
