/// One batch of a table's rows as `RowStream` decoded them, each with its list (-1: the
/// table's own `rows`), which `RowStream.finish()` then moves out in runs, each run with one
/// copy of its bytes into its list (rows moved one at a time were copied four times, each
/// slower than the decoding: the rows were decoded on another core).
///
/// Filled on the decoding thread, then handed over (through a lock) to the one that moves
/// the rows out: never used by two threads at once.
final class DecodedBatch: @unchecked Sendable {
    private let rows: UnsafeMutablePointer<RowSpec>
    private let capacity: Int
    /// Each row's list; `Self.moved` once the row was moved out.
    private(set) var sections: [Int] = []
    private static let moved = Int.min

    init(capacity: Int) {
        self.capacity = capacity
        rows = .allocate(capacity: capacity)
        sections.reserveCapacity(capacity)
    }

    deinit {
        for (index, section) in sections.enumerated() where section != Self.moved { (rows + index).deinitialize(count: 1) }
        rows.deallocate()
    }

    var count: Int { sections.count }

    func append(_ row: consuming RowSpec, section: Int) {
        precondition(sections.count < capacity && section != Self.moved, "a decoded batch holds at most its capacity")
        (rows + sections.count).initialize(to: row)
        sections.append(section)
    }

    /// Moves rows `range` to `target`, which must be uninitialized memory.
    func moveRows(_ range: Range<Int>, to target: UnsafeMutablePointer<RowSpec>) {
        precondition(range.upperBound <= sections.count && !sections[range].contains(Self.moved), "rows are moved out once")
        target.moveInitialize(from: rows + range.lowerBound, count: range.count)
        for index in range { sections[index] = Self.moved }
    }
}
