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

    /// Every thread of the global queues busy (other tables' work, the cache store): a map
    /// must still get a helper, not wait for one of them to finish.
    @Test(.enabled(if: ProcessInfo.processInfo.activeProcessorCount > 1))
    func aMapGetsAHelperWhileEveryGlobalThreadIsBusy() {
        let done = Atomic(false)
        let spinning = Atomic(0)
        let cores = ProcessInfo.processInfo.activeProcessorCount
        for _ in 0..<cores {
            DispatchQueue.global().async {
                spinning.add(1, ordering: .relaxed)
                let deadline = Date().addingTimeInterval(20)
                while !done.load(ordering: .relaxed), Date() < deadline {}
            }
        }
        let start = Date().addingTimeInterval(5)
        while spinning.load(ordering: .relaxed) < cores, Date() < start { usleep(1_000) }
        let threads = Mutex<Set<String>>([])
        ConcurrentMap.forEach(Array(0..<64)) { item in
            _ = threads.withLock { $0.insert("\(pthread_self())") }
            guard item == 0 else { return }
            let deadline = Date().addingTimeInterval(3)
            while threads.withLock({ $0.count }) < 2, Date() < deadline { usleep(1_000) }
        }
        done.store(true, ordering: .relaxed)
        #expect(threads.withLock { $0.count } > 1)
    }

    @Test(arguments: [0, 1, 7, 8, 9, 100, 1000])
    func compactMapKeepsTheOrderAndDropsNils(count: Int) {
        // Chunks of 8: every chunk drops a different number of items, so chunks move together.
        let transform: @Sendable (Int) -> String? = { $0 % 3 == 0 || $0 % 7 == 5 ? nil : "item \($0)" }
        #expect(ConcurrentMap.compactMap(count, chunk: 8, transform) == (0..<count).compactMap(transform))
    }
}

/// Tables handed to the threads that collate them: each taken once, and then held only there.
@Suite struct HandoverTests {
    @Test func eachItemIsTakenOnceInAnyOrder() {
        let handover = Handover((0..<100).map { "table \($0)" })
        let taken = ConcurrentMap.map(Array((0..<100).reversed())) { handover.take($0) }
        #expect(taken == (0..<100).reversed().map { "table \($0)" })
    }

    @Test func aTakenItemIsNoLongerHeld() {
        final class Rows: Sendable {}
        weak var held: Rows?
        let handover: Handover<Rows>
        do {
            let rows = Rows()
            held = rows
            handover = Handover([rows])
        }
        var item: Rows? = handover.take(0)
        #expect(held != nil)
        item = nil
        _ = item
        #expect(held == nil)
    }
}
