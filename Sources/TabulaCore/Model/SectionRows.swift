/// The rows of one table section: a range of one `[Row]` that every section of the page
/// shares.
///
/// A table page's rows are put in their final order once, in one array, and each section
/// is a range of it: a 100k-row table's rows are then held once, not once more in an array
/// per section, and sectioning moves no row after the sort.
///
/// Indices are 0-based like an array's (`rows[0]` is the section's first row), whatever
/// the section's place in the shared storage.
public struct SectionRows: RandomAccessCollection, Sendable {
    /// Every row of the page (or just this section's, when made from an array of its own).
    private var storage: [Row]
    /// This section's rows in `storage`.
    private let range: Range<Int>

    public typealias Index = Int
    public typealias Indices = Range<Int>

    /// A section holding all of `rows`.
    public init(_ rows: [Row]) {
        storage = rows
        range = rows.indices
    }

    /// A section holding `storage[range]`; the storage is shared, not copied.
    public init(storage: [Row], range: Range<Int>) {
        precondition(range.lowerBound >= 0 && range.upperBound <= storage.count, "section rows outside their storage")
        self.storage = storage
        self.range = range
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { range.count }

    /// Read in place; changing a row first copies the shared storage unless this section
    /// holds the only reference to it (only tests change rows after collation).
    public subscript(position: Int) -> Row {
        _read {
            precondition(position >= 0 && position < range.count, "row index out of range")
            yield storage[range.lowerBound + position]
        }
        _modify {
            precondition(position >= 0 && position < range.count, "row index out of range")
            yield &storage[range.lowerBound + position]
        }
    }

    /// The shared storage, given up by this section.
    consuming func takeStorage() -> [Row] { storage }

    /// Calls `body` with the whole shared storage and this section's range of it.
    func withStorage<R>(_ body: (UnsafeBufferPointer<Row>, Range<Int>) throws -> R) rethrows -> R {
        try storage.withUnsafeBufferPointer { try body($0, range) }
    }

    /// Calls `body` with this section's rows only, indexed from 0: rows are read in place,
    /// not copied out.
    public func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Row>) throws -> R) rethrows -> R {
        try storage.withUnsafeBufferPointer { all in
            try body(UnsafeBufferPointer(rebasing: all[range]))
        }
    }
}

extension SectionRows: ExpressibleByArrayLiteral {
    public init(arrayLiteral rows: Row...) {
        self.init(rows)
    }
}
