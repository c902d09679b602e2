extension ArraySlice<UInt8> {
    /// Where `needle` first starts in the slice (an index of its array); nil when it does not
    /// occur, or is empty. A search for its first byte, then a comparison, both specialized for
    /// bytes (`firstRange(of:)` runs as unspecialized generic code).
    func firstStart(of needle: [UInt8]) -> Int? {
        guard let head = needle.first else { return nil }
        var rest = self
        while let at = rest.firstIndex(of: head) {
            if rest[at...].starts(with: needle) { return at }
            rest = rest[(at + 1)...]
        }
        return nil
    }
}
