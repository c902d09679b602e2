import Foundation

/// The last build's output stamps (`LastBuild.outputs`, `.folders`) as stored: in parts, so
/// that a build that changed a few outputs rewrites the parts holding them, not the stamps of
/// every file of the site. An output's part is a bucket of its path's first component, so a
/// table's files and folders, and its folder's, share one.
///
/// A part is its entries, each as its path (a folder's with "/" added), a NUL byte, then its
/// size and modification time as 8 bytes each, little-endian.
enum StampParts {
    /// The part of an output file or folder (`""`, the output folder itself, included).
    static func part(of path: String) -> Int {
        RecordParts.part(of: path, upTo: UInt8(ascii: "/"))
    }

    /// The name of a stamp's entry: a file's path, or a folder's with "/" added.
    static func name(folder: String) -> String { folder + "/" }

    /// Every part of these stamps, by number (empty for a part without an entry).
    static func stored(outputs: [String: OutputStamp], folders: [String: OutputStamp]) -> [[UInt8]] {
        var parts = [[UInt8]](repeating: [], count: RecordParts.count)
        for (path, stamp) in outputs { add(path, stamp, to: &parts[part(of: path)]) }
        for (path, stamp) in folders { add(name(folder: path), stamp, to: &parts[part(of: path)]) }
        return parts
    }

    /// The entries named `names` (see `name(folder:)`) that have a stamp.
    static func entries(_ names: Set<String>, outputs: [String: OutputStamp], folders: [String: OutputStamp]) -> [UInt8] {
        var bytes: [UInt8] = []
        for name in names {
            let stamp = name.hasSuffix("/") ? folders[String(name.dropLast())] : outputs[name]
            if let stamp { add(name, stamp, to: &bytes) }
        }
        return bytes
    }

    private static func add(_ name: String, _ stamp: OutputStamp, to bytes: inout [UInt8]) {
        bytes.append(contentsOf: name.utf8)
        bytes.append(0)
        withUnsafeBytes(of: (stamp.size.littleEndian, stamp.modified.littleEndian)) { bytes.append(contentsOf: $0) }
    }

    /// The names of the entries of a part `stored` wrote; nil when it is not in its form.
    static func names(in part: Data) -> [String]? {
        part.withUnsafeBytes { bytes -> [String]? in
            var names: [String] = []
            return RecordParts.forEachEntry(in: bytes, tail: 16) { name, _ in names.append(String(decoding: name, as: UTF8.self)) } ? names : nil
        }
    }

    /// The stamps the parts `stored` wrote; nil when one is not in its form.
    static func stamps(_ parts: [Data]) -> (outputs: [String: OutputStamp], folders: [String: OutputStamp])? {
        // Counted first, so that each dictionary is sized once.
        var fileCount = 0, folderCount = 0
        for part in parts {
            let whole = part.withUnsafeBytes { bytes in
                RecordParts.forEachEntry(in: bytes, tail: 16) { name, _ in
                    if name.last == UInt8(ascii: "/") { folderCount += 1 } else { fileCount += 1 }
                }
            }
            guard whole else { return nil }
        }
        var outputs = [String: OutputStamp](minimumCapacity: fileCount)
        var folders = [String: OutputStamp](minimumCapacity: folderCount)
        for part in parts {
            // Read in place: a site's stamps are megabytes, not copied out first.
            _ = part.withUnsafeBytes { bytes in
                RecordParts.forEachEntry(in: bytes, tail: 16) { name, tail in
                    let stamp = OutputStamp(size: RecordParts.integer(bytes, at: tail), modified: RecordParts.integer(bytes, at: tail + 8))
                    if name.last == UInt8(ascii: "/") {
                        folders[String(decoding: name.dropLast(), as: UTF8.self)] = stamp
                    } else {
                        outputs[String(decoding: name, as: UTF8.self)] = stamp
                    }
                }
            }
        }
        return (outputs, folders)
    }
}
