import Foundation

/// One batch of a table's rows as `RowStream` decoded them, each with its list (-1: the
/// table's own `rows`), which `RowStream.finish()` then moves out in runs, each run with one
/// copy of its bytes into its list (rows moved one at a time were copied four times, each
/// slower than the decoding: the rows were decoded on another core).
///
/// Filled on the decoding thread, then handed over (through a lock) to the one that moves
/// the rows out: never used by two threads at once.
///
/// The rows' memory is mapped for the batch alone and unmapped once they are moved out, so
/// it goes back to the system at once: freed to the heap, a 100k-row table's batches stayed
/// resident beside the list they were moved into (about 23 MB more at the peak of a build).
final class DecodedBatch: @unchecked Sendable {
    /// Nil once every row was moved out: the memory is given back then, not when the batch
    /// is (a table's batches are all held until its rows are in their lists).
    private var rows: UnsafeMutablePointer<RowSpec>?
    private let capacity: Int
    /// False when mapping failed and the rows are on the heap instead.
    private let mapped: Bool
    private var movedCount = 0
    /// Each row's list; `Self.moved` once the row was moved out.
    private(set) var sections: [Int] = []
    private static let moved = Int.min

    init(capacity: Int) {
        self.capacity = capacity
        (rows, mapped) = Self.map(capacity)
        sections.reserveCapacity(capacity)
    }

    deinit {
        guard let rows else { return }
        for (index, section) in sections.enumerated() where section != Self.moved { (rows + index).deinitialize(count: 1) }
        giveBack(rows)
    }

    private static func map(_ count: Int) -> (UnsafeMutablePointer<RowSpec>, mapped: Bool) {
        guard let raw = mmap(nil, bytes(count), PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0), raw != MAP_FAILED else {
            return (.allocate(capacity: max(1, count)), false)
        }
        return (raw.bindMemory(to: RowSpec.self, capacity: count), true)
    }

    private static func bytes(_ count: Int) -> Int { max(1, count * MemoryLayout<RowSpec>.stride) }

    private func giveBack(_ rows: UnsafeMutablePointer<RowSpec>) {
        if mapped { munmap(rows, Self.bytes(capacity)) } else { rows.deallocate() }
    }

    var count: Int { sections.count }

    func append(_ row: consuming RowSpec, section: Int) {
        precondition(sections.count < capacity && section != Self.moved, "a decoded batch holds at most its capacity")
        (rows! + sections.count).initialize(to: row)
        sections.append(section)
    }

    /// Moves rows `range` to `target`, which must be uninitialized memory.
    func moveRows(_ range: Range<Int>, to target: UnsafeMutablePointer<RowSpec>) {
        precondition(range.upperBound <= sections.count && !sections[range].contains(Self.moved), "rows are moved out once")
        guard let rows else { return }
        target.moveInitialize(from: rows + range.lowerBound, count: range.count)
        for index in range { sections[index] = Self.moved }
        movedCount += range.count
        if movedCount == sections.count {
            giveBack(rows)
            self.rows = nil
        }
    }
}
