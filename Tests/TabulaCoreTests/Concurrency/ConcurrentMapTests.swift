import Dispatch
import Synchronization
import Testing
@testable import TabulaCore

/// The parallel map every build phase uses: results in order, nesting stays parallel, and
/// items handed over are let go as soon as they are done.
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

    /// One big table among small ones: its rows must not be left to one thread. The nested
    /// map's first item waits for its second, which only another thread can then run.
    @Test(.enabled(if: Cores.active > 1))
    func aMapNestedInABusyOneRunsItemsAtTheSameTime() {
        let met = Atomic(false)
        ConcurrentMap.forEachIndex(2) { outer in
            guard outer == 0 else { return }
            let second = DispatchSemaphore(value: 0)
            ConcurrentMap.forEachIndex(2) { item in
                if item == 1 { second.signal(); return }
                met.store(second.wait(timeout: .now() + 20) == .success, ordering: .relaxed)
            }
        }
        let ranTogether = met.load(ordering: .relaxed)
        #expect(ranTogether)
    }

    @Test(arguments: [0, 1, 7, 8, 9, 100, 1000])
    func chunksKeepTheOrderOfUnevenChunks(count: Int) {
        let transform: @Sendable (Int) -> String? = { $0 % 3 == 0 || $0 % 7 == 5 ? nil : "item \($0)" }
        #expect(ConcurrentMap.chunks(count, size: 8) { $0.compactMap(transform) } == (0..<count).compactMap(transform))
    }

    @Test func handedOverItemsAreTransformedInOrder() {
        let tables = (0..<100).map { "table \($0)" }
        #expect(ConcurrentMap.map(handingOver: tables) { $0 + "!" } == tables.map { $0 + "!" })
    }

    /// A table handed over is held by the thread working on it alone, so it is freed as soon
    /// as that thread is done with it, while other items still run.
    @Test func aHandedOverItemIsHeldOnlyByItsThread() {
        final class Rows: Sendable {}
        let unique = ConcurrentMap.map(handingOver: (0..<4).map { _ in Rows() }) { (rows: consuming Rows) -> Bool in
            isKnownUniquelyReferenced(&rows)
        }
        #expect(unique == [true, true, true, true])
    }

    /// Two steps given to `both` run at the same time: each waits for the other to start.
    @Test(.enabled(if: Cores.active > 1))
    func bothRunsItsStepsAtTheSameTimeAndReturnsEach() {
        let firstStarted = DispatchSemaphore(value: 0), secondStarted = DispatchSemaphore(value: 0)
        let (first, second) = ConcurrentMap.both({ () -> String in
            firstStarted.signal()
            return secondStarted.wait(timeout: .now() + 20) == .success ? "first" : "alone"
        }, { () -> Int in
            secondStarted.signal()
            return firstStarted.wait(timeout: .now() + 20) == .success ? 2 : -1
        })
        #expect(first == "first")
        #expect(second == 2)
    }
}
