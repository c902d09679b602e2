import Foundation
import Synchronization

/// The rendered rows of one page as the last build stored them, by row key: what this build
/// reuses.
///
/// Held as the stored parts themselves (`RowPart`s, in the cache's byte form), each read from
/// the cache only when first wanted. A part whose rows are all still the same, in the same
/// order, is taken over whole, unread (`part(_:holding:render:)`); a row carried into a
/// changed part is a byte copy (`RowPart.append(_:from:hint:)`), found where it was before or
/// else through an index of every stored key (made, reading every part, only when a row moved).
struct RowFragments: Sendable {
    /// The hash of each stored part (`RowPart.keysHash`), by part number.
    private(set) var storedParts: [ContentHash] = []
    private var slots: [Slot] = []
    private let index = KeyIndex()

    init() {}

    /// Parts stored under `storedParts`, read by `load` (nil when it cannot read one whole).
    init(storedParts: [ContentHash], load: @escaping @Sendable (Int) -> RowPart?) {
        self.storedParts = storedParts
        slots = storedParts.indices.map { number in Slot { load(number) } }
    }

    /// Adds the next stored part, already read (with the hash it was stored under); false
    /// (and nothing added) when its bytes are not whole.
    mutating func appendStored(_ data: Data, keysHash: ContentHash) -> Bool {
        guard let part = RowPart(stored: data) else { return false }
        slots.append(Slot(read: part))
        storedParts.append(keysHash)
        return true
    }

    /// Stored part `number`, read now if it was not; nil when it cannot be read whole or
    /// holds other rows than its hash says (the cache changed under the build).
    func stored(_ number: Int) -> RowPart? {
        guard number < slots.count, let part = slots[number].part, part.keysHash == storedParts[number] else { return nil }
        return part
    }

    /// Stored part `number` when it holds exactly the rows of `keys`, in that order, taken
    /// over unread: it is read when a file showing its rows is made. `render` makes the same
    /// rows afresh should the cache no longer hold them by then.
    func part(_ number: Int, holding keys: some Collection<ContentHash>, render: @escaping @Sendable () -> RowPart) -> RowPart? {
        guard number < storedParts.count, storedParts[number] == RowPart.keysHash(keys) else { return nil }
        let fragments = self
        return RowPart(lazy: LazyPart(count: keys.count, keysHash: storedParts[number]) {
            fragments.stored(number) ?? render()
        })
    }

    /// The stored part and row holding the HTML of `key`: first where `hint` says (the same
    /// place in the page, for a part with one row changed), else, when `anywhere`, wherever
    /// it was stored.
    func place(of key: ContentHash, hint: (part: Int, row: Int)? = nil, anywhere: Bool = true) -> (part: RowPart, row: Int)? {
        if let hint, let part = stored(hint.part), hint.row < part.count, part.key(hint.row) == key { return (part, hint.row) }
        guard anywhere, let (number, row) = index.place(of: key, in: self), let part = stored(number) else { return nil }
        return (part, row)
    }

    /// A stored part, read at most once.
    private final class Slot: Sendable {
        private let read: Mutex<RowPart??>
        private let load: @Sendable () -> RowPart?

        init(load: @escaping @Sendable () -> RowPart?) {
            read = Mutex(nil)
            self.load = load
        }

        init(read part: RowPart) {
            read = Mutex(.some(part))
            load = { nil }
        }

        var part: RowPart? {
            read.withLock { read in
                if let read { return read }
                let part = load()
                read = .some(part)
                return part
            }
        }
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
