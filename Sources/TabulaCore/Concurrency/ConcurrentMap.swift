import Dispatch
import Synchronization

/// The build's one way to run work on all cores: `map` and `forEach` over items, keeping
/// their order, returning when every item is done.
///
/// Contract: the calling thread works through the items itself, alongside one helper per
/// other core, each taking the next item not yet taken. A map nested in another one's item
/// (the rows of a big table rendered while the other tables render) therefore never waits
/// for a thread to come free: its caller alone can finish it, and idle cores join in.
/// (`DispatchQueue.concurrentPerform` divides a nested apply's width by the outer one's, so
/// a site's only long table went through one core.) The build is synchronous CPU work; no
/// item may block waiting for another item.
enum ConcurrentMap {
    static func map<T: Sendable, R: Sendable>(_ items: [T], _ transform: @Sendable (T) -> R) -> [R] {
        if items.count < 2 { return items.map(transform) }
        let results = Mutex<[R?]>(Array(repeating: nil, count: items.count))
        forEachIndex(items.count) { index in
            let result = transform(items[index])
            results.withLock { $0[index] = result }
        }
        return results.withLock { $0.map { $0! } }
    }

    /// `map` that hands each item over to the thread transforming it, which then holds its
    /// only reference: what an item holds (a table's rows) is freed as soon as that item is
    /// done, not when the whole map is.
    static func map<T: Sendable, R: Sendable>(handingOver items: consuming [T], _ transform: @Sendable (consuming T) -> R) -> [R] {
        let count = items.count
        let slots = Mutex<[T?]>(items.map { Optional($0) })
        items = []
        return map(Array(0..<count)) { index in
            transform(slots.withLock { $0[index].take()! })
        }
    }

    /// `first()` and `second()` at once, the second on a helper when a core is free; returns
    /// when both have returned. For two steps that need nothing of each other (walking
    /// folders while the cache is read).
    static func both<A: Sendable, B: Sendable>(_ first: @Sendable () -> A, _ second: @Sendable () -> B) -> (A, B) {
        let a = Mutex<A?>(nil), b = Mutex<B?>(nil)
        forEachIndex(2) { job in
            if job == 0 {
                let result = first()
                a.withLock { $0 = result }
            } else {
                let result = second()
                b.withLock { $0 = result }
            }
        }
        return (a.withLock { $0.take()! }, b.withLock { $0.take()! })
    }

    /// `transform` over `0..<count` in chunks of `size`, on all cores; results in order.
    /// Each chunk's results are moved into the whole as soon as every chunk before it is in,
    /// so what is held at once is the whole plus the few chunks finished out of order.
    static func chunks<R: Sendable>(_ count: Int, size: Int, _ transform: @Sendable (Range<Int>) -> [R]) -> [R] {
        guard count > size else { return transform(0..<count) }
        let starts = Array(stride(from: 0, to: count, by: size))
        let whole = Mutex(InOrder<R>(parts: starts.count, expected: count))
        forEachIndex(starts.count) { part in
            let results = transform(starts[part]..<min(count, starts[part] + size))
            whole.withLock { $0.add(results, at: part) }
        }
        return whole.withLock { $0.take() }
    }

    /// `transform` of each of `0..<count` on all cores, results in order. Items are handed out
    /// in runs of at most 256 (many small items, such as 100,000 one-row tables, then cost one
    /// handover a run, not one each), but short enough that every core has several runs: ten
    /// long tables are not all summarized on one core.
    static func map<R: Sendable>(indices count: Int, _ transform: @Sendable (Int) -> R) -> [R] {
        chunks(count, size: max(1, min(256, count / (4 * Cores.active)))) { $0.map(transform) }
    }

    /// The entries of `dictionary` that `isIncluded` keeps, tested on all cores in slices of
    /// `size` entries (the dictionary is not copied), in the dictionary's order.
    static func filter<Key: Sendable, Value: Sendable>(_ dictionary: [Key: Value], size: Int,
                                                       _ isIncluded: @Sendable (Key, Value) -> Bool) -> [(key: Key, value: Value)] {
        var starts = [dictionary.startIndex]
        while let start = starts.last, start != dictionary.endIndex {
            starts.append(dictionary.index(start, offsetBy: size, limitedBy: dictionary.endIndex) ?? dictionary.endIndex)
        }
        let slices = starts
        return chunks(slices.count - 1, size: 1) { range in
            range.flatMap { dictionary[slices[$0]..<slices[$0 + 1]].filter { isIncluded($0.key, $0.value) } }
        }
    }

    /// Results of numbered parts, joined in part order as they come in.
    private struct InOrder<R> {
        private var all: [R] = []
        private var waiting: [[R]?]
        private var next = 0

        init(parts: Int, expected: Int) {
            waiting = Array(repeating: nil, count: parts)
            all.reserveCapacity(expected)
        }

        mutating func add(_ results: consuming [R], at part: Int) {
            waiting[part] = results
            while next < waiting.count, let ready = waiting[next].take() {
                all += ready
                next += 1
            }
        }

        mutating func take() -> [R] {
            precondition(next == waiting.count, "every part is in")
            defer { all = [] }
            return all
        }
    }

    /// Calls `body` once for each of `0..<count`, on the calling thread and up to one helper
    /// per other core; returns when every call has returned.
    static func forEachIndex(_ count: Int, _ body: @Sendable (Int) -> Void) {
        guard count > 1 else {
            if count == 1 { body(0) }
            return
        }
        withoutActuallyEscaping(body) { body in
            let job = Job(count: count, body: body)
            for _ in 0..<(min(count, Cores.active) - 1) {
                // A serial queue of its own targets the overcommitting pool, which starts a
                // thread when none is free: a global queue starts no more threads than cores,
                // so while they all ran other items a nested map got no helper.
                DispatchQueue(label: "tabula.concurrent-map").async { job.work() }
            }
            job.work()
            job.finish()
        }
    }

    /// Items handed out one at a time to whichever thread asks. A helper that starts only
    /// after the job is finished does nothing, so `finish` waits only for helpers at work.
    private final class Job: Sendable {
        private let next = Atomic<Int>(0)
        private let count: Int
        /// Cleared by `finish`, so `body` does not outlive `forEachIndex`.
        private let body: Mutex<(@Sendable (Int) -> Void)?>
        private let working = DispatchGroup()

        init(count: Int, body: @escaping @Sendable (Int) -> Void) {
            self.count = count
            self.body = Mutex(body)
        }

        /// Runs items until none is left.
        func work() {
            let started = body.withLock { body in
                if body != nil { working.enter() }
                return body != nil
            }
            guard started else { return }
            runItems()  // its reference to the body is gone when it returns
            working.leave()
        }

        private func runItems() {
            guard let body = body.withLock({ $0 }) else { return }
            while true {
                let index = next.add(1, ordering: .relaxed).oldValue
                if index >= count { return }
                body(index)
            }
        }

        /// Lets go of the body once no thread still runs it.
        func finish() {
            _ = body.withLock { $0.take() }
            working.wait()
        }
    }
}
