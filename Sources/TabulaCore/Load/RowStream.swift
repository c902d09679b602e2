import Dispatch
import Foundation
import Synchronization

/// Decodes a JSON table's rows while the parser reads on: rows arrive one node at a time
/// (`JSONParser.parse(_:rows:)`), are decoded in batches on other cores, and come out in
/// file order. Only a few batches of nodes are held at once, never the whole table's tree:
/// a 100k-row table's tree was about 50 MB at the peak of a build.
///
/// Decoded batches are moved into the result in file order as soon as they are done, so
/// the decoded rows are held once, not once per batch and again in the result.
///
/// Used from one thread (the parser's); `finish()` waits for the batches still decoding.
final class RowStream {
    static let batchSize = 1024
    /// Batches decoding or waiting to; the parser waits when this many are under way.
    static let batchesInFlight = 3

    /// Rows of one batch, each with its section (-1: the table's own `rows`).
    private typealias Decoded = [(section: Int, row: RowSpec)]

    private final class Batches: Sendable {
        let done = Mutex<[Int: Decoded]>([:])
    }

    private let reader: SpecReader
    private var pending: [(section: Int, node: JSONNode)] = []
    private var started = 0
    /// The next batch to move into `rows`.
    private var next = 0
    private var rows: [Int: [RowSpec]] = [:]
    /// Lists that had rows, and the last one seen.
    private var lists: Set<Int> = []
    private var lastList: Int?
    private let batches = Batches()
    private let group = DispatchGroup()
    private let slots = DispatchSemaphore(value: RowStream.batchesInFlight)
    /// Serial queues, which libdispatch always gives a thread: the global concurrent queue's
    /// threads may all be busy loading tables, each waiting here for its batches.
    private let decoders = (0..<max(2, min(4, ProcessInfo.processInfo.activeProcessorCount))).map {
        DispatchQueue(label: "tabula.rows-\($0)", qos: .userInitiated)
    }

    /// `reader` gets the rows' problems; `expectedRows`, when known (a skim counted them),
    /// sizes the result once.
    init(reader: SpecReader, expectedRows: Int? = nil) {
        self.reader = reader
        pending.reserveCapacity(Self.batchSize)
        if let expectedRows { rows[-1] = Array(); rows[-1]!.reserveCapacity(expectedRows) }
    }

    /// Takes the next row node of list `section` (-1: the table's own `rows`).
    func add(_ node: consuming JSONNode, section: Int) {
        if section != lastList {
            lists.insert(section)
            lastList = section
        }
        pending.append((section, node))
        if pending.count == Self.batchSize {
            startBatch()
            moveDoneBatches()
        }
    }

    /// The decoded rows of every list that had any, by section (-1: the table's own `rows`),
    /// in file order; rows that could not be decoded were reported and are left out.
    func finish() -> [Int: [RowSpec]] {
        if !pending.isEmpty { startBatch() }
        group.wait()
        moveDoneBatches()
        for list in lists where rows[list] == nil { rows[list] = [] }  // every row of it failed
        if !lists.contains(-1) { rows[-1] = nil }  // only the capacity hint
        defer { rows = [:] }
        return rows
    }

    /// Moves the batches done so far, in order, into `rows`.
    private func moveDoneBatches() {
        while var batch = batches.done.withLock({ $0.removeValue(forKey: next) }) {
            for i in batch.indices { rows[batch[i].section, default: []].append(batch[i].row.take()) }
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
            var decoded: Decoded = []
            decoded.reserveCapacity(nodes.count)
            for (section, node) in nodes {
                if let row = RowDecoder.row(node, reader) { decoded.append((section, row)) }
            }
            batches.done.withLock { $0[number] = decoded }
            slots.signal()
        }
    }
}
