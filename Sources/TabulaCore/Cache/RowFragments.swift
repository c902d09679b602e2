import Synchronization

/// The rendered rows of one page as the last build stored them, by row key: what this build
/// reuses.
///
/// Held as the stored parts themselves (`RowPart`s, in the cache's byte form), each read from
/// the cache only when first wanted. A part whose rows are all still the same, in the same
/// order, is taken over whole, unread (`part(_:holding:render:)`); a row carried into a
/// changed part is a byte copy (`RowPart.append(_:from:hint:)`), found where it was before,
/// or in the part before or after it (a row added or removed shifts the rest by one).
///
/// On a page of more than `smallPage` parts that is all: a row moved further is rendered
/// again (to the same bytes), and each stored part is let go once the new parts that could
/// copy from it are made (`finished`), so the stored and the new parts are never all held at
/// once. A smaller page also looks for a moved row among all its stored rows.
struct RowFragments: Sendable {
    /// The hash of each stored part (`RowPart.keysHash`), by part number.
    let storedParts: [ContentHash]
    private let slots: [Slot]
    private let index = KeyIndex()
    private let finished = Finished()
    /// Pages of up to this many parts look for a moved row anywhere.
    static let smallPage = 8

    /// Parts stored under `storedParts` (none by default), read by `load` (nil when it cannot
    /// read one whole).
    init(storedParts: [ContentHash] = [], load: @escaping @Sendable (Int) -> RowPart? = { _ in nil }) {
        self.storedParts = storedParts
        slots = storedParts.indices.map { number in Slot(keysHash: storedParts[number]) { load(number) } }
    }

    /// Stored part `number`, read now if it was not; nil when it cannot be read whole or
    /// holds other rows than its hash says (the cache changed under the build).
    func stored(_ number: Int) -> RowPart? {
        guard number >= 0, number < slots.count else { return nil }
        return slots[number].read?.part
    }

    /// Where `key` is in stored part `number` (read now if it was not).
    private func row(of key: ContentHash, inPart number: Int) -> (part: RowPart, row: Int)? {
        guard number >= 0, number < slots.count, let read = slots[number].read, let row = read.rows[key] else { return nil }
        return (read.part, row)
    }

    /// Tells that new part `number` (of `newParts`) is made: a stored part no new part can
    /// copy from any more is let go (read again should a part taken over whole want it).
    func finished(_ number: Int, of newParts: Int) {
        guard slots.count > Self.smallPage else { return }
        let done = finished.numbers.withLock { finished -> [Int] in
            finished.insert(number)
            return (number - 1...number + 1).filter { stored in
                stored >= 0 && stored < slots.count
                    && (stored - 1...stored + 1).allSatisfy { $0 < 0 || $0 >= newParts || finished.contains($0) }
            }
        }
        for stored in done { slots[stored].release() }
    }

    /// Stored part `number` when it holds exactly the rows of `keys`, in that order, taken
    /// over unread: its keys are `keys`, and it is read when a file showing its rows is made.
    /// `render` makes the same rows afresh should the cache no longer hold them by then.
    func part(_ number: Int, holding keys: [ContentHash], render: @escaping @Sendable () -> RowPart) -> RowPart? {
        guard number < storedParts.count, storedParts[number] == RowPart.keysHash(keys) else { return nil }
        let fragments = self
        return RowPart(lazy: LazyPart(keys: keys, keysHash: storedParts[number]) {
            fragments.stored(number) ?? render()
        })
    }

    /// The stored part and row holding the HTML of `key`: first where `hint` says (the same
    /// place in the page, for a part with one row changed), else, when `anywhere`, wherever
    /// it was stored.
    func place(of key: ContentHash, hint: (part: Int, row: Int)? = nil) -> (part: RowPart, row: Int)? {
        if let hint {
            if let part = stored(hint.part), hint.row < part.count, part.key(hint.row) == key { return (part, hint.row) }
            for number in [hint.part, hint.part - 1, hint.part + 1] {
                if let found = row(of: key, inPart: number) { return found }
            }
        }
        guard hint == nil || slots.count <= Self.smallPage, let (number, row) = index.place(of: key, in: self), let part = stored(number) else { return nil }
        return (part, row)
    }

    /// A stored part, read when first wanted (again after `release`) and checked against the
    /// hash it was stored under (once, not on every row read from it), with where each of its
    /// keys is.
    private final class Slot: Sendable {
        struct Read: Sendable {
            var part: RowPart
            var rows: [ContentHash: Int]
        }

        private let state: Mutex<Read??>
        private let load: @Sendable () -> RowPart?

        init(keysHash: ContentHash, load: @escaping @Sendable () -> RowPart?) {
            state = Mutex(nil)
            self.load = { load().flatMap { $0.keysHash == keysHash ? $0 : nil } }
        }

        private static func read(_ part: RowPart) -> Read {
            var rows: [ContentHash: Int] = [:]
            rows.reserveCapacity(part.count)
            for row in 0..<part.count where rows[part.key(row)] == nil { rows[part.key(row)] = row }
            return Read(part: part, rows: rows)
        }

        var read: Read? {
            state.withLock { state in
                if let state { return state }
                let read = load().map(Self.read)
                state = .some(read)
                return read
            }
        }

        func release() { state.withLock { $0 = nil } }
    }

    /// New parts made so far.
    private final class Finished: Sendable {
        let numbers = Mutex<Set<Int>>([])
    }

    /// Where each stored key is: made on first use, from every stored part.
    private final class KeyIndex: Sendable {
        private let places = Mutex<[ContentHash: (part: Int32, row: Int32)]?>(nil)

        func place(of key: ContentHash, in fragments: RowFragments) -> (part: Int, row: Int)? {
            places.withLock { places in
                if places == nil {
                    var made: [ContentHash: (part: Int32, row: Int32)] = [:]
                    for number in fragments.storedParts.indices {
                        guard let part = fragments.stored(number) else { continue }
                        for row in 0..<part.count where made[part.key(row)] == nil { made[part.key(row)] = (Int32(number), Int32(row)) }
                    }
                    places = made
                }
                return places?[key].map { (Int($0.part), Int($0.row)) }
            }
        }
    }
}
