/// The rows of a JSON table's lists, decoded on the parser's thread as it hands them out
/// (`JSONParser.parseTable`): no list's rows are ever all in memory as nodes. A long list
/// read in parts has a `RowLists` per part, appended in order.
struct RowLists {
    private let reader: SpecReader
    /// Rows of each list by section (-1: the table's own `rows`), but for the list being read.
    private var lists: [Int: [RowSpec]] = [:]
    /// The list being read: rows of a list come one after another, so the list is looked up
    /// once per run of rows, not once per row.
    private var current: Int?
    private var currentRows: [RowSpec] = []
    /// Room for the table's own rows, from the size of its file (few rows take under 64
    /// bytes; room never written takes no memory), so the list is not copied as it grows.
    private let ownRowsRoom: Int
    /// The field names of the file's first row, in the order written.
    private(set) var firstRowFields: [String] = []
    /// The last row's field names, which the next row shares if it has the same (`RowFields`).
    private var sharedNames: [String] = []

    /// `reader` gets the rows' problems; `fileSize` is the size of the table's file.
    init(reader: SpecReader, fileSize: Int) {
        self.reader = reader
        ownRowsRoom = fileSize / 64
    }

    /// Decodes the next row of list `section`; one that is not a row is reported.
    mutating func add(_ item: consuming JSONRow, section: Int) {
        if section != current {
            putAwayCurrent()
            current = section
            currentRows = lists.removeValue(forKey: section) ?? []
            if section == -1, currentRows.isEmpty { currentRows.reserveCapacity(ownRowsRoom) }
        }
        let decoded: RowSpec?
        switch consume item {
        case .object(let members, let position):
            if firstRowFields.isEmpty { firstRowFields = members.map(\.key) }
            decoded = RowDecoder.row(members: members.span, at: position, reader)
        case .other(let node): decoded = RowDecoder.row(node, reader)
        }
        // Moved, not copied: a copy retains each of the row's strings.
        guard var row = consume decoded else { return }
        row.fields.shareNames(with: &sharedNames)
        currentRows.append(consume row)
    }

    private mutating func putAwayCurrent() {
        guard let current else { return }
        lists[current] = currentRows
        currentRows = []
        self.current = nil
    }

    /// The decoded rows of every list that had any, by section, in file order (a list whose
    /// rows all failed is empty, not missing).
    mutating func finish() -> [Int: [RowSpec]] {
        putAwayCurrent()
        defer { lists = [:] }
        return lists
    }
}

extension RowLists: JSONRowSink {
    /// Rows of a part of a list, their problems kept apart until the part is appended.
    func part(bytes: Int) -> RowLists {
        RowLists(reader: SpecReader(path: reader.path, diagnostics: Diagnostics()), fileSize: bytes)
    }

    mutating func append(part: consuming RowLists) {
        if firstRowFields.isEmpty { firstRowFields = part.firstRowFields }
        for problem in part.reader.diagnostics.all { reader.diagnostics.report(problem) }
        var lists = part.finish()  // (the rows of the one list the part is of)
        for section in Array(lists.keys) {
            var rows = lists.removeValue(forKey: section)!  // its only reference: moved from, not copied
            if section != current {
                putAwayCurrent()
                current = section
                currentRows = self.lists.removeValue(forKey: section) ?? []
            }
            if currentRows.isEmpty {
                currentRows = rows
                continue
            }
            // Moved one by one, from the end: `popLast` leaves nothing behind to free, and a
            // copy would retain each of a row's strings.
            currentRows.reserveCapacity(currentRows.count + rows.count)
            rows.reverse()
            while let row = rows.popLast() { currentRows.append(row) }
        }
    }
}
