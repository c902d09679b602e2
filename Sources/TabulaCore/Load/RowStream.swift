import Dispatch
import Foundation
import Synchronization

/// Decodes a JSON table's rows while the parser reads on: rows arrive one node at a time
/// (`JSONParser.parse(_:rows:)`), are decoded in batches on other cores, and come out in
/// file order. Only a few batches of nodes are held at once, never the whole table's tree:
/// a 100k-row table's tree was about 50 MB at the peak of a build.
///
/// Decoded batches are kept, in file order, as they are done; `finish()` counts each list's
/// rows and moves them into lists made once at their size (lists grown row by row copied
/// every row about twice more, a tenth of the time of reading a table), a run of rows at a
/// time (see `DecodedBatch`).
///
/// When every core reads a table of its own (`Decoding.inline`), rows are decoded on the
/// parser's thread as they arrive instead: handing them to other cores then only added work
/// (batches, their memory, moving the rows out, waking threads), a seventh of a cold build
/// of ten 10k-row tables on two cores.
///
/// Used from one thread (the parser's); `finish()` waits for the batches still decoding.
final class RowStream {
    /// Where rows are decoded.
    enum Decoding: Sendable {
        /// In batches on other cores, while the parser reads on: for a table read alone.
        case spread
        /// On the parser's thread: when as many tables are read at once as there are cores.
        case inline

        /// `inline` when `tables` read at once keep every core busy.
        static func reading(_ tables: Int) -> Decoding { tables >= Cores.active ? .inline : .spread }
    }

    static let batchSize = 1024
    /// Batches decoding or waiting to; the parser waits when this many are under way.
    static let batchesInFlight = 3

    private final class Batches: Sendable {
        let done = Mutex<[Int: DecodedBatch]>([:])
    }

    private let reader: SpecReader
    private let decoding: Decoding
    /// Rows decoded inline, by list, but for the list being read (`currentRows`).
    private var inlineRows: [Int: [RowSpec]] = [:]
    private var currentList: Int?
    private var currentRows: [RowSpec] = []
    /// Room made for the table's own rows (list -1) decoded inline, so the list is not copied
    /// as it grows (a tenth of the time of reading a table, with the pages it touched).
    private let flatRowsRoom: Int
    private var pending: [(section: Int, node: JSONNode)] = []
    private var started = 0
    /// The next batch to move into `done`.
    private var next = 0
    /// Batches decoded, in file order.
    private var done: [DecodedBatch] = []
    /// Lists that had rows, and the last one seen.
    private var lists: Set<Int> = []
    private var lastList: Int?
    private let batches = Batches()
    private let group = DispatchGroup()
    private let slots = DispatchSemaphore(value: RowStream.batchesInFlight)
    /// Serial queues, which libdispatch always gives a thread: the global concurrent queue's
    /// threads may all be busy loading tables, each waiting here for its batches.
    private lazy var decoders = (0..<max(2, min(4, Cores.active))).map {
        DispatchQueue(label: "tabula.rows-\($0)", qos: .userInitiated)
    }

    /// `reader` gets the rows' problems; `bytes` is the size of the file, from which the
    /// room for its rows is guessed (64 bytes a row: few are shorter, and room never written
    /// takes no memory).
    init(reader: SpecReader, decoding: Decoding = .spread, bytes: Int = 0) {
        self.reader = reader
        self.decoding = decoding
        flatRowsRoom = decoding == .inline ? bytes / 64 : 0
        if decoding == .spread { pending.reserveCapacity(Self.batchSize) }
    }

    /// Takes the next row node of list `section` (-1: the table's own `rows`).
    func add(_ node: consuming JSONNode, section: Int) {
        noteList(section)
        if decoding == .inline {
            if let row = RowDecoder.row(node, reader) { keep(row, section: section) }
            return
        }
        pending.append((section, node))
        if pending.count == Self.batchSize {
            startBatch()
            moveDoneBatches()
        }
    }

    /// Takes the next row of list `section` that is an object, as its members (lent for the
    /// call); only when rows are decoded `inline`.
    func add(members: UnsafeBufferPointer<JSONMember>, at position: SourcePosition, section: Int) {
        precondition(decoding == .inline, "lent rows are decoded as they come")
        noteList(section)
        guard let row = RowDecoder.row(members: members, at: position, reader) else { return }
        keep(row, section: section)
    }

    private func noteList(_ section: Int) {
        if section != lastList {
            lists.insert(section)
            lastList = section
        }
    }

    /// Keeps a row decoded inline, in the list being read (rows of a list come one after
    /// another: looking the list up for every row took a tenth of decoding it).
    private func keep(_ row: consuming RowSpec, section: Int) {
        if section != currentList {
            putAwayCurrentList()
            currentList = section
            currentRows = inlineRows.removeValue(forKey: section) ?? []
            if section == -1, currentRows.isEmpty { currentRows.reserveCapacity(flatRowsRoom) }
        }
        currentRows.append(row)
    }

    private func putAwayCurrentList() {
        guard let list = currentList else { return }
        inlineRows[list] = currentRows
        currentRows = []
        currentList = nil
    }

    /// The decoded rows of every list that had any, by section (-1: the table's own `rows`),
    /// in file order; rows that could not be decoded were reported and are left out.
    func finish() -> [Int: [RowSpec]] {
        if decoding == .inline {
            putAwayCurrentList()
            for list in lists where inlineRows[list] == nil { inlineRows[list] = [] }  // every row of it failed
            defer { inlineRows = [:] }
            return inlineRows
        }
        if !pending.isEmpty { startBatch() }
        group.wait()
        moveDoneBatches()
        // Each list's rows: runs of rows of one list in a batch, in file order.
        var runs: [Int: [(batch: DecodedBatch, rows: Range<Int>)]] = [:], order: [Int] = []
        for batch in done {
            var start = 0
            let sections = batch.sections
            while start < sections.count {
                var end = start + 1
                while end < sections.count, sections[end] == sections[start] { end += 1 }
                if runs[sections[start]] == nil { order.append(sections[start]) }
                runs[sections[start], default: []].append((batch, start..<end))
                start = end
            }
        }
        var rows: [Int: [RowSpec]] = [:]
        for list in lists { rows[list] = [] }  // empty when every row of it failed
        // In file order, so a batch's memory is given back as soon as its last list is moved.
        for section in order {
            let sectionRuns = runs.removeValue(forKey: section)!
            rows[section] = Array(unsafeUninitializedCapacity: sectionRuns.reduce(0) { $0 + $1.rows.count }) { buffer, initialized in
                for run in sectionRuns {
                    run.batch.moveRows(run.rows, to: buffer.baseAddress! + initialized)
                    initialized += run.rows.count
                }
            }
        }
        done = []
        return rows
    }

    /// Moves the batches done so far, in order, into `done`.
    private func moveDoneBatches() {
        while let batch = batches.done.withLock({ $0.removeValue(forKey: next) }) {
            done.append(batch)
            next += 1
        }
    }

    private func startBatch() {
        let nodes = pending, number = started, reader = self.reader, batches = self.batches, slots = self.slots
        pending = []
        pending.reserveCapacity(Self.batchSize)
        started += 1
        slots.wait()
        decoders[number % decoders.count].async(group: group) {
            let decoded = DecodedBatch(capacity: nodes.count)
            for (section, node) in nodes {
                if let row = RowDecoder.row(node, reader) { decoded.append(row, section: section) }
            }
            batches.done.withLock { $0[number] = decoded }
            slots.signal()
        }
    }
}
