import Synchronization

/// Items handed over once each to whichever thread takes them, by index: the taker then
/// holds the only reference, so it can free what an item holds (a table's rows as written)
/// while the other items are still being worked on.
final class Handover<Item: Sendable>: Sendable {
    private let items: Mutex<[Item?]>

    init(_ items: consuming [Item]) {
        self.items = Mutex(items.map { Optional($0) })
    }

    /// Item `index`, no longer held here. Each index is taken once.
    func take(_ index: Int) -> Item {
        items.withLock { items in
            guard let item = items[index].take() else { preconditionFailure("item \(index) was already taken") }
            return item
        }
    }
}
