extension Array {
    /// Reorders the elements in place so that `self[i]` becomes the old `self[order[i]]`,
    /// following each cycle of the permutation once with swaps, with no retain or release
    /// and no second array of elements (a long table's rows are large).
    ///
    /// `order` must be a permutation of the indices: anything else stops the program.
    mutating func permute(to order: [Int]) {
        precondition(order.count == count, "an order names every element once")
        var placed = [Bool](repeating: false, count: count)
        var elements = mutableSpan
        for start in placed.indices where !placed[start] {
            placed[start] = true
            // The cycle's first element is swapped down the cycle, leaving each slot it
            // passes filled with its new element, until it reaches the last slot.
            var hole = start
            while order[hole] != start {
                let next = order[hole]
                precondition(!placed[next], "an order names every element once")
                elements.swapAt(hole, next)
                hole = next
                placed[hole] = true
            }
        }
    }
}
