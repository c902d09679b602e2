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
            var names: [String] = [], at = 0
            while at < bytes.count {
                guard let end = bytes[at...].firstIndex(of: 0), end + 17 <= bytes.count else { return nil }
                names.append(String(decoding: bytes[at..<end], as: UTF8.self))
                at = end + 17
            }
            return names
        }
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
        func integer(_ start: Int) -> Int64 { RecordParts.integer(bytes, at: start) }
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
