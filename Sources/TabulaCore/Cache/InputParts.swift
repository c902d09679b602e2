import Foundation

/// The inputs' records (`InputScan.File`) as stored: in parts (`RecordParts`) by path, each
/// part a record of table `inputs` (`CacheRecord`), with its own check. An input whose part is missing or does
/// not verify has no record, so it is hashed again: the parts never give a wrong record.
///
/// A part is its records, each as its path, a NUL byte, its size, modification time and inode
/// as 8 bytes each (little-endian), then its hash's `ContentHash.size` bytes.
enum InputParts {
    /// Every part of these records, by number (empty for a part without one).
    static func stored(_ files: [String: InputScan.File]) -> [[UInt8]] {
        var parts = [[UInt8]](repeating: [], count: RecordParts.count)
        for (path, file) in files { add(file, to: &parts[RecordParts.part(of: path)]) }
        return parts
    }

    /// The records of `paths` that `files` has.
    static func entries(_ paths: Set<String>, of files: [String: InputScan.File]) -> [UInt8] {
        var bytes: [UInt8] = []
        for path in paths { if let file = files[path] { add(file, to: &bytes) } }
        return bytes
    }

    private static func add(_ file: InputScan.File, to bytes: inout [UInt8]) {
        bytes.append(contentsOf: file.path.utf8)
        bytes.append(0)
        withUnsafeBytes(of: (file.size.littleEndian, file.modified.littleEndian, file.inode.littleEndian)) { bytes.append(contentsOf: $0) }
        file.hash.append(to: &bytes)
    }

    /// The records `stored` wrote in part `part`; nil when the bytes are not in its form, or
    /// hold a record of another part.
    static func files(_ bytes: Data, part: Int) -> [InputScan.File]? {
        bytes.withUnsafeBytes { bytes -> [InputScan.File]? in
            func integer(_ start: Int) -> Int64 { RecordParts.integer(bytes, at: start) }
            var files: [InputScan.File] = [], otherPart = false
            let whole = RecordParts.forEachEntry(in: bytes, tail: 24 + ContentHash.size) { path, tail in
                if RecordParts.part(of: path) != part { otherPart = true }
                files.append(InputScan.File(path: String(decoding: path, as: UTF8.self), size: integer(tail), modified: integer(tail + 8),
                                            inode: integer(tail + 16), hash: ContentHash(bytes: bytes[tail + 24..<tail + 24 + ContentHash.size])))
            }
            return whole && !otherPart ? files : nil
        }
    }
}
