/// Where each row of a sectioned table goes on its page: in sort order within its section,
/// sections one after another. One permutation of all rows, so the rows are moved into
/// page order once and each section is a range of them (`SectionRows`).
struct SectionedOrder {
    /// Row positions (in the rows as collated) in page order.
    let order: [Int]
    /// Each section's rows in page order, one range per section number (empty ones too).
    let ranges: [Range<Int>]

    /// A stable counting sort of `sorted` by section: rows of one section keep their sort order.
    /// - Parameters:
    ///   - sorted: row positions in sort order.
    ///   - section: each row's section number (indexed by row position), in `0..<sectionCount`.
    init(sorted: [Int], section: [Int], sectionCount: Int) {
        var starts = [Int](repeating: 0, count: sectionCount + 1)
        for number in section { starts[number + 1] += 1 }
        for number in 0..<sectionCount { starts[number + 1] += starts[number] }
        ranges = (0..<sectionCount).map { starts[$0]..<starts[$0 + 1] }
        var next = starts
        var order = [Int](repeating: 0, count: sorted.count)
        for row in sorted {
            order[next[section[row]]] = row
            next[section[row]] += 1
        }
        self.order = order
    }
}
