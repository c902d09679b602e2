import Foundation

/// The last build's output stamps (`LastBuild.outputs`, `.folders`) as stored: in parts, so
/// that a build that changed a few outputs rewrites the parts holding them, not the stamps of
/// every file of the site. An output's part is a bucket of its path's first component, so a
/// table's files and folders, and its folder's, share one.
///
/// A part is its entries, each as its path (a folder's with "/" added), a NUL byte, then its
/// size and modification time as 8 bytes each, little-endian.
enum StampParts {
    static let count = 128

    /// The part of an output file or folder (`""`, the output folder itself, included).
    static func part(of path: String) -> Int {
        // FNV-1a of the first component: a spread over the parts, not a digest.
        var hash: UInt32 = 2_166_136_261
        for byte in path.utf8 {
            if byte == UInt8(ascii: "/") { break }
            hash = (hash ^ UInt32(byte)) &* 16_777_619
        }
        return Int(hash % UInt32(count))
    }

    /// The parts `only` names (every part when nil) of these stamps, each part that has an
    /// entry; a part named but without one is absent.
    static func stored(outputs: [String: OutputStamp], folders: [String: OutputStamp], only: Set<Int>?) -> [Int: Data] {
        var parts = [[UInt8]](repeating: [], count: count)
        func add(_ path: String, _ stamp: OutputStamp, folder: Bool) {
            let part = part(of: path)
            if let only, !only.contains(part) { return }
            parts[part].append(contentsOf: path.utf8)
            if folder { parts[part].append(UInt8(ascii: "/")) }
            parts[part].append(0)
            withUnsafeBytes(of: (stamp.size.littleEndian, stamp.modified.littleEndian)) { parts[part].append(contentsOf: $0) }
        }
        for (path, stamp) in outputs { add(path, stamp, folder: false) }
        for (path, stamp) in folders { add(path, stamp, folder: true) }
        var stored: [Int: Data] = [:]
        for (part, bytes) in parts.enumerated() where !bytes.isEmpty { stored[part] = Data(bytes) }
        return stored
    }

    /// The stamps the parts `stored` wrote; nil when one is not in its form.
    static func stamps(_ parts: [Data]) -> (outputs: [String: OutputStamp], folders: [String: OutputStamp])? {
        // Counted first, so that each dictionary is sized once.
        var fileCount = 0, folderCount = 0
        for part in parts {
            guard let counts = part.withUnsafeBytes({ count(in: $0) }) else { return nil }
            fileCount += counts.files
            folderCount += counts.folders
        }
        var outputs = [String: OutputStamp](minimumCapacity: fileCount)
        var folders = [String: OutputStamp](minimumCapacity: folderCount)
        for part in parts {
            // Read in place: a site's stamps are megabytes, not copied out first.
            part.withUnsafeBytes { read($0, into: &outputs, &folders) }
        }
        return (outputs, folders)
    }

    /// How many files and folders `bytes` holds; nil when they are not whole entries.
    private static func count(in bytes: UnsafeRawBufferPointer) -> (files: Int, folders: Int)? {
        var files = 0, folders = 0, at = 0
        while at < bytes.count {
            guard let end = bytes[at...].firstIndex(of: 0), end + 17 <= bytes.count else { return nil }
            if end > at, bytes[end - 1] == UInt8(ascii: "/") { folders += 1 } else { files += 1 }
            at = end + 17
        }
        return (files, folders)
    }

    /// Adds the entries of `bytes` (whole: see `count(in:)`).
    private static func read(_ bytes: UnsafeRawBufferPointer, into outputs: inout [String: OutputStamp], _ folders: inout [String: OutputStamp]) {
        func integer(_ start: Int) -> Int64 {
            var value: UInt64 = 0
            for i in (start..<start + 8).reversed() { value = value << 8 | UInt64(bytes[i]) }
            return Int64(bitPattern: value)
        }
        var at = 0
        while at < bytes.count, let end = bytes[at...].firstIndex(of: 0) {
            let stamp = OutputStamp(size: integer(end + 1), modified: integer(end + 9))
            if end > at, bytes[end - 1] == UInt8(ascii: "/") {
                folders[String(decoding: bytes[at..<end - 1], as: UTF8.self)] = stamp
            } else {
                outputs[String(decoding: bytes[at..<end], as: UTF8.self)] = stamp
            }
            at = end + 17
        }
    }
}
