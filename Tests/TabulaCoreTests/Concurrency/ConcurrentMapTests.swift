import Foundation
import Synchronization
import Testing
@testable import TabulaCore

/// The parallel map every build phase uses: results in order, and nesting stays parallel.
@Suite struct ConcurrentMapTests {
    @Test func resultsKeepTheirOrder() {
        let items = Array(0..<10_000)
        #expect(ConcurrentMap.map(items) { $0 * 2 } == items.map { $0 * 2 })
        #expect(ConcurrentMap.chunks(10_001, size: 64) { range in range.map { $0 } } == Array(0..<10_001))
    }

    @Test func nestedMapsRunEveryItemOnce() {
        let outer = ConcurrentMap.map(Array(0..<8)) { o in ConcurrentMap.map(Array(0..<500)) { o * 1000 + $0 }.reduce(0, +) }
        #expect(outer == (0..<8).map { o in (0..<500).reduce(0) { $0 + o * 1000 + $1 } })
    }

    /// One big table among small ones: its rows must not be left to one core (libdispatch's
    /// nested `concurrentPerform` did that).
    @Test(.enabled(if: ProcessInfo.processInfo.activeProcessorCount > 1))
    func aMapNestedInABusyOneStillUsesSeveralThreads() {
        let threads = Mutex<Set<String>>([])
        ConcurrentMap.forEach([0, 1]) { outer in
            guard outer == 0 else { return }
            ConcurrentMap.forEach(Array(0..<64)) { _ in
                _ = threads.withLock { $0.insert("\(pthread_self())") }
                // Give a helper time to join, however busy the other tests keep the machine; a
                // map that runs nested items on one thread never gets a second one.
                let deadline = Date().addingTimeInterval(10)
                while threads.withLock({ $0.count }) < 2, Date() < deadline { usleep(1_000) }
            }
        }
        #expect(threads.withLock { $0.count } > 1)
    }

    @Test(arguments: [0, 1, 7, 8, 9, 100, 1000])
    func compactMapKeepsTheOrderAndDropsNils(count: Int) {
        // Chunks of 8: every chunk drops a different number of items, so chunks move together.
        let transform: @Sendable (Int) -> String? = { $0 % 3 == 0 || $0 % 7 == 5 ? nil : "item \($0)" }
        #expect(ConcurrentMap.compactMap(count, chunk: 8, transform) == (0..<count).compactMap(transform))
    }
}
