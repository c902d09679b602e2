import Synchronization

/// A part of rows the last build stored, read from the cache only when one of its rows'
/// HTML is wanted: a one-row edit of a long page takes over almost all of its parts whole
/// and writes a few files, so most parts are never read.
final class LazyPart: Sendable {
    /// The keys of the rows in the part, in order: read without reading the part.
    let keys: [ContentHash]
    /// `RowPart.keysHash` of `keys`.
    let keysHash: ContentHash
    private let load: @Sendable () -> RowPart
    private let loaded = Mutex<RowPart?>(nil)

    /// `load` reads the part; it must give the rows of `keys` (it renders them afresh when
    /// the cache no longer holds them).
    init(keys: [ContentHash], keysHash: ContentHash, load: @escaping @Sendable () -> RowPart) {
        self.keys = keys
        self.keysHash = keysHash
        self.load = load
    }

    /// The part, read on first use (once, whichever thread asks first).
    var part: RowPart {
        loaded.withLock { loaded in
            if let loaded { return loaded }
            let part = load()
            loaded = part
            return part
        }
    }
}
