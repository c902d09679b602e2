/// Files that find a row without loading its window: id buckets (`windows/ids/<n>.json`,
/// row id → row index, bucketed by FNV-1a so a deep link fetches one small file) and the
/// search index (`windows/search.json`, each row's text and detail in row order).
enum RowLookup {
    /// About 4,000 ids per bucket (~80 KB, ~20 KB compressed): 25 files for 100k rows.
    static func bucketCount(_ rows: Int) -> Int { max(1, (rows + 3999) / 4000) }

    /// 32-bit FNV-1a of the id's UTF-8 bytes (the script computes the same).
    static func bucket(of id: String, count: Int) -> Int {
        var hash: UInt32 = 2_166_136_261
        for byte in id.utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 16_777_619
        }
        return Int(hash % UInt32(count))
    }

    /// Bucket number → JSON object of id → row index (UTF-8).
    static func idBuckets(_ page: TablePage) -> [Int: [UInt8]] {
        let count = bucketCount(page.rowCount)
        var buckets = Array(repeating: [UInt8](), count: count)
        var row = 0
        for section in page.sections {
            for i in section.rows.indices {  // by index: copying whole rows out costs more than the work
                let id = section.rows[i].id
                let bucket = bucket(of: id, count: count)
                buckets[bucket].append(buckets[bucket].isEmpty ? UInt8(ascii: "{") : UInt8(ascii: ","))
                buckets[bucket].append(UInt8(ascii: "\""))
                JSONText.appendEscaped(id, to: &buckets[bucket])
                buckets[bucket].append(contentsOf: "\":\(row)".utf8)
                row += 1
            }
        }
        var files: [Int: [UInt8]] = [:]
        for (bucket, var json) in buckets.enumerated() where !json.isEmpty {
            json.append(contentsOf: "}\n".utf8)
            files[bucket] = json
        }
        return files
    }

    /// A JSON array with one searchable string per row ("text — detail"), in row order (UTF-8).
    static func searchIndex(_ page: TablePage) -> [UInt8] {
        var json: [UInt8] = [UInt8(ascii: "[")]
        json.reserveCapacity(page.rowCount * 40)
        var first = true
        for section in page.sections {
            for i in section.rows.indices {
                if !first { json.append(UInt8(ascii: ",")) }
                first = false
                json.append(UInt8(ascii: "\""))
                JSONText.appendEscaped(section.rows[i].text, to: &json)
                if let detail = section.rows[i].detail {
                    json.append(contentsOf: " — ".utf8)
                    JSONText.appendEscaped(detail, to: &json)
                }
                json.append(UInt8(ascii: "\""))
            }
        }
        json.append(contentsOf: "]\n".utf8)
        return json
    }
}
