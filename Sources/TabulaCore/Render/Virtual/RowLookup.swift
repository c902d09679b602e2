/// Files that find a row without loading its window: id buckets (`windows/ids/<n>.json`,
/// row id → row index, bucketed by FNV-1a so a deep link fetches one small file). (The
/// search index is `SearchIndex`'s.)
enum RowLookup {
    /// About 4,000 ids per bucket (~80 KB, ~20 KB compressed): 25 files for 100k rows.
    static func bucketCount(_ rows: Int) -> Int { max(1, (rows + 3999) / 4000) }

    /// 32-bit FNV-1a of the id's UTF-8 bytes (the script computes the same).
    static func bucket(of id: String, count: Int) -> Int {
        Int(FNV1a.hash(id.utf8.span) % UInt32(count))
    }

    /// Rows per unit of parallel work (also the search index's).
    static let chunk = 8192

    /// `body` over consecutive ranges of the page's rows, on all cores; results in row order.
    /// `body` is given the rows and a range of row numbers (0-based, in page order); it reads
    /// them through the slice's span, which lends each row in place (a slice's subscript
    /// copies the row out, retaining each of its strings).
    static func inChunks<R: Sendable>(_ page: TablePage, _ body: @Sendable (ArraySlice<Row>, Range<Int>) -> R) -> [R] {
        let rows = page.rows
        return ConcurrentMap.map(Array(stride(from: 0, to: rows.count, by: chunk))) { start in
            body(rows, start..<min(rows.count, start + chunk))
        }
    }

    /// Bucket number → JSON object of id → row index (UTF-8).
    static func idBuckets(_ page: TablePage) -> [Int: [UInt8]] {
        let count = bucketCount(page.rowCount)
        // Each chunk's entries by bucket, each entry after a comma.
        let chunks = inChunks(page) { slice, range in
            let rows = slice.span
            var buckets = [[UInt8]](repeating: [], count: count)
            for row in range {  // in place: copying rows out costs more than the work
                let bucket = bucket(of: rows[row].id, count: count)
                buckets[bucket].append(literal: ",")
                JSONText.appendQuoted(rows[row].id.utf8.span, to: &buckets[bucket])
                buckets[bucket].append(literal: ":")
                JSONText.appendNumber(row, to: &buckets[bucket])
            }
            return buckets
        }
        var files: [Int: [UInt8]] = [:]
        for bucket in 0..<count {
            var json: [UInt8] = []
            json.reserveCapacity(chunks.reduce(2) { $0 + $1[bucket].count })
            for chunk in chunks { json += chunk[bucket] }
            guard !json.isEmpty else { continue }
            json[0] = UInt8(ascii: "{")
            json.append(literal: "}\n")
            files[bucket] = json
        }
        return files
    }
}
