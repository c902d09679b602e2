import Synchronization

/// Renders a table page's rows and writes the files that show them — the table page, and
/// its paginated pages when it is windowed — in steps of consecutive pages, so that a long
/// table's rows are never all held at once.
///
/// Each step runs on all cores: it renders the rows of the next step's pages, makes this
/// step's pages (their rows are all rendered by then) and stores in the cache the rows of
/// the step before (every file showing them is made). What is held at once is the rows of
/// those three steps, whatever the table's length.
struct RowPages {
    let rows: RowsRenderer
    let keys: OutputKeys
    let store: PageRowStore
    /// Pages (0: the table page) making a step: at least this many rows' worth.
    static let stepRows = 4096

    struct Result {
        var rendered: Int
        /// Every row's key, in page order, when asked for (else empty).
        var rowKeys: [ContentHash]
    }

    /// Makes paginated pages `0..<pageCount` with `put(number, key, rows)`, where `rows`
    /// holds the page's rows; with `keepingKeys`, gives every row's key.
    func write(pageCount: Int, keepingKeys: Bool, put: @Sendable (_ page: Int, _ key: ContentHash, _ rows: PageRows) -> Void) -> Result {
        let steps = self.steps(pageCount: pageCount)
        var held = PageRows()
        var result = Result(rendered: 0, rowKeys: [])
        func take(_ made: [(part: RowPart, rendered: Int)]) {
            held.append(made.map(\.part))
            result.rendered += made.reduce(0) { $0 + $1.rendered }
            if keepingKeys {
                for part in made.map(\.part) { result.rowKeys += (0..<part.count).map(part.key) }
            }
        }
        take(ConcurrentMap.map(Array(steps.first?.parts ?? 0..<0)) { rows.part($0) })
        for (number, step) in steps.enumerated() {
            let next = number + 1 < steps.count ? Array(held.partNumbers.upperBound..<steps[number + 1].parts.upperBound) : []
            let done = held.first..<step.parts.lowerBound
            let pages = Array(step.pages)
            let shown = held, made = Mutex<[(part: RowPart, rendered: Int)?]>(Array(repeating: nil, count: next.count))
            let run: @Sendable (Int) -> Void = { job in
                if job < next.count {
                    let part = rows.part(next[job])
                    made.withLock { $0[job] = part }
                } else if job < next.count + pages.count {
                    let page = pages[job - next.count]
                    put(page, keys.page(page, rows: shown), shown)
                } else {
                    store.store(shown, parts: done)
                }
            }
            // A step of one page with nothing left to render (a short table's) runs on this
            // thread: waking a helper would cost more than the step.
            let jobs = next.count + pages.count + 1
            if jobs > 2 { ConcurrentMap.forEachIndex(jobs, run) } else { (0..<jobs).forEach(run) }
            held.drop(before: step.parts.lowerBound)
            take(made.withLock { $0.map { $0! } })
        }
        store.store(held, parts: held.partNumbers)
        store.finish(partCount: self.rows.partCount)
        return result
    }

    /// Consecutive pages, and the parts holding their rows.
    private struct Step {
        var pages: Range<Int>
        var parts: Range<Int>
    }

    /// The pages cut into steps of at least `stepRows` rows (the last may have fewer).
    private func steps(pageCount: Int) -> [Step] {
        var steps: [Step] = []
        var first = 0
        for page in 0..<pageCount {
            let firstRows = keys.rows(onPage: first), rows = keys.rows(onPage: page)
            guard page == pageCount - 1 || rows.upperBound - firstRows.lowerBound >= Self.stepRows else { continue }
            let parts = (firstRows.lowerBound / RowPart.rows)..<((rows.upperBound + RowPart.rows - 1) / RowPart.rows)
            steps.append(Step(pages: first..<(page + 1), parts: parts))
            first = page + 1
        }
        return steps
    }
}
