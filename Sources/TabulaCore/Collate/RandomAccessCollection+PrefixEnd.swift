extension RandomAccessCollection {
    /// `prefix(while: isBelow).endIndex`, found by binary search: the index of the first
    /// element for which `isBelow` is false, or `endIndex`. `isBelow` must hold for a leading
    /// run of the elements and for none after it, as "sorts before a key" does for the
    /// elements of a sorted collection.
    func prefixEnd(while isBelow: (Element) -> Bool) -> Index {
        var low = startIndex, high = endIndex
        while low != high {
            let middle = index(low, offsetBy: distance(from: low, to: high) / 2)
            if isBelow(self[middle]) { low = index(after: middle) } else { high = middle }
        }
        return low
    }
}
