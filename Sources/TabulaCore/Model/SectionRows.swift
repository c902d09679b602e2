/// The rows of one table section: a range of one `[Row]` that every section of the page
/// shares.
///
/// A table page's rows are put in their final order once, in one array, and each section
/// is a range of it: a long table's rows are then held once, not once more in an array per
/// section, and sectioning moves no row after the sort.
///
/// Indices are 0-based like an array's (`rows[0]` is the section's first row), whatever
/// the section's place in the shared storage.
public struct SectionRows: RandomAccessCollection, Sendable {
    /// Every row of the page (or just this section's, when made from an array of its own),
    /// shared by reference: sections of one page are known to share it by identity.
    final class Storage: Sendable {
        let rows: [Row]
        init(_ rows: [Row]) { self.rows = rows }
    }

    private(set) var storage: Storage
    /// This section's rows in `storage`.
    let range: Range<Int>

    public typealias Index = Int
    public typealias Indices = Range<Int>

    /// A section holding all of `rows`.
    public init(_ rows: [Row]) {
        storage = Storage(rows)
        range = rows.indices
    }

    /// A section holding `storage[range]`; the storage is shared, not copied.
    init(storage: Storage, range: Range<Int>) {
        precondition(range.lowerBound >= 0 && range.upperBound <= storage.rows.count, "section rows outside their storage")
        self.storage = storage
        self.range = range
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { range.count }

    /// Read in place. Changing a row gives this section rows of its own (only tests change
    /// rows after collation).
    public subscript(position: Int) -> Row {
        _read {
            precondition(position >= 0 && position < range.count, "row index out of range")
            yield storage.rows[range.lowerBound + position]
        }
        set {
            precondition(position >= 0 && position < range.count, "row index out of range")
            var own = Array(storage.rows[range])
            own[position] = newValue
            self = SectionRows(own)
        }
    }

    /// This section's rows, read in place.
    var slice: ArraySlice<Row> { storage.rows[range] }
}

extension SectionRows: ExpressibleByArrayLiteral {
    public init(arrayLiteral rows: Row...) {
        self.init(rows)
    }
}
