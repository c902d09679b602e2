/// Files that find a row without loading its window: id buckets (`windows/ids/<n>.json`,
/// row id → row index, bucketed by FNV-1a so a deep link fetches one small file) and the
/// search index (`windows/search.json`, each row's text and detail in row order).
enum RowLookup {
    /// About 1,000 ids per bucket.
    static func bucketCount(_ rows: Int) -> Int { max(1, (rows + 999) / 1000) }

    /// 32-bit FNV-1a of the id's UTF-8 bytes (the script computes the same).
    static func bucket(of id: String, count: Int) -> Int {
        var hash: UInt32 = 2_166_136_261
        for byte in id.utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 16_777_619
        }
        return Int(hash % UInt32(count))
    }

    /// Bucket number → JSON object of id → row index.
    static func idBuckets(_ page: TablePage) -> [Int: String] {
        let count = bucketCount(page.rowCount)
        var buckets: [Int: [String]] = [:]
        var row = 0
        for section in page.sections {
            for i in section.rows.indices {  // by index: copying whole rows out costs more than the work
                let id = section.rows[i].id
                buckets[bucket(of: id, count: count), default: []].append(JSONText.quote(id) + ":" + String(row))
                row += 1
            }
        }
        return buckets.mapValues { "{" + $0.joined(separator: ",") + "}\n" }
    }

    /// A JSON array with one searchable string per row, in row order.
    static func searchIndex(_ page: TablePage) -> String {
        var json = "["
        json.reserveCapacity(page.rowCount * 40)
        var first = true
        for section in page.sections {
            for i in section.rows.indices {
                if !first { json += "," }
                first = false
                let text = section.rows[i].text
                json += JSONText.quote(section.rows[i].detail.map { text + " — " + $0 } ?? text)
            }
        }
        return json + "]\n"
    }
}
