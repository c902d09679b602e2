import Dispatch
import Foundation

/// `map` over an array on all cores, keeping the order.
///
/// Not `DispatchQueue.concurrentPerform`: libdispatch runs an apply nested in another one with
/// the outer one's width divided out, so the rows of a site's only big table (rendered inside
/// the map over tables) went through one core. Here the calling thread takes items alongside
/// helpers on the global queue, so nesting stays parallel.
enum ConcurrentMap {
    static func map<T: Sendable, R: Sendable>(_ items: [T], _ transform: @Sendable (T) -> R) -> [R] {
        if items.count < 2 { return items.map(transform) }
        let results = ResultSlots<R>(count: items.count)
        forEachIndex(items.count) { results.set($0, transform(items[$0])) }
        return results.values
    }

    static func forEach<T: Sendable>(_ items: [T], _ body: @Sendable (T) -> Void) {
        forEachIndex(items.count) { body(items[$0]) }
    }

    /// `transform` over `0..<count` in chunks of `size`, on all cores; the non-nil results in
    /// order. Each chunk writes straight into the result (then the chunks are moved together):
    /// no chunk results and whole copy in memory at once, as with `chunks` (a 100k-row table's
    /// rows as written are 30 MB).
    static func compactMap<R: Sendable>(_ count: Int, chunk size: Int, _ transform: @Sendable (Int) -> R?) -> [R] {
        guard count > size else { return (0..<count).compactMap(transform) }
        let starts = Array(stride(from: 0, to: count, by: size))
        return [R](unsafeUninitializedCapacity: count) { buffer, initialized in
            nonisolated(unsafe) let output = buffer.baseAddress!  // chunks write disjoint ranges
            let made = map(starts) { start -> Int in
                var next = start
                for i in start..<min(count, start + size) {
                    guard let value = transform(i) else { continue }
                    (output + next).initialize(to: consume value)  // moved, not copied
                    next += 1
                }
                return next - start
            }
            var end = 0
            for (start, count) in zip(starts, made) {
                if start != end { (output + end).moveInitialize(from: output + start, count: count) }
                end += count
            }
            initialized = end
        }
    }

    /// `transform` over `0..<count` in chunks of `size`, on all cores; results in order.
    static func chunks<R: Sendable>(_ count: Int, size: Int, _ transform: @Sendable (Range<Int>) -> [R]) -> [R] {
        guard count > size else { return transform(0..<count) }
        var parts = map(Array(stride(from: 0, to: count, by: size))) { transform($0..<min(count, $0 + size)) }
        var all: [R] = []
        all.reserveCapacity(parts.reduce(0) { $0 + $1.count })
        // Each part is freed once copied: the parts and the whole are not all in memory at once.
        for i in parts.indices {
            all += parts[i]
            parts[i] = []
        }
        return all
    }

    /// Calls `body` once for each of `0..<count`, on the calling thread and up to one helper per
    /// other core; returns when every call has returned.
    ///
    /// Each helper runs on a serial queue of its own, not a global queue: those start no more
    /// threads than cores, so while all of them ran other work (the other tables, the cache
    /// store), a map got no helper and went through one core. A serial queue targets the
    /// overcommitting pool, which starts a thread when none is free. Helpers that start only after the
    /// caller ran out of items do nothing, so a nested map never waits for a thread to come free.
    static func forEachIndex(_ count: Int, _ body: @Sendable (Int) -> Void) {
        if count == 1 { body(0) }
        guard count > 1 else { return }
        let helpers = min(count, Cores.active) - 1
        withoutActuallyEscaping(body) { body in
            let job = Job(count: count, body: body)
            for _ in 0..<helpers { DispatchQueue(label: "tabula.concurrent-map").async { job.work() } }
            job.work()
            job.finish()
        }
    }

    /// Items handed out one at a time to whichever thread asks.
    private final class Job: @unchecked Sendable {
        private let condition = NSCondition()
        private var body: (@Sendable (Int) -> Void)?
        private var next = 0
        private let count: Int
        private var running = 0

        init(count: Int, body: @escaping @Sendable (Int) -> Void) {
            self.count = count
            self.body = body
        }

        /// Runs items until none is left (nothing once the job is finished).
        func work() {
            condition.lock()
            guard body != nil else { condition.unlock(); return }
            running += 1
            condition.unlock()
            runItems()  // its reference to the body is gone when it returns, before `running` drops
            condition.lock()
            running -= 1
            if running == 0 { condition.broadcast() }
            condition.unlock()
        }

        private func runItems() {
            condition.lock()
            let body = self.body!
            condition.unlock()
            while true {
                condition.lock()
                let index = next
                next += 1
                condition.unlock()
                if index >= count { return }
                body(index)
            }
        }

        /// Waits for the threads still running items, then lets go of the body.
        func finish() {
            condition.lock()
            while running > 0 { condition.wait() }
            body = nil
            condition.unlock()
        }
    }
}

/// Fixed slots written once each from concurrent iterations.
final class ResultSlots<R: Sendable>: @unchecked Sendable {
    private var slots: [R?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: R) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    var values: [R] { lock.lock(); defer { lock.unlock() }; return slots.map { $0! } }
}
