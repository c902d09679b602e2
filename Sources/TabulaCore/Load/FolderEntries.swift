import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The entries of a folder, as `readdir` gives them (`.` and `..` included).
///
/// What must hold: a `dirent` from `readdir` is only as long as its record, which ends soon
/// after its name's NUL byte; the bytes past it may be the end of the buffer and of mapped
/// memory. So the name is read in place up to its NUL (`strlen`), never by copying the whole
/// `dirent` or its 256-byte `d_name`, which read past the record and crashed when it ended a
/// page.
enum FolderEntries {
    struct Entry {
        /// The name's bytes (not necessarily UTF-8).
        var name: [UInt8]
        /// `d_type`: `DT_DIR`, `DT_REG`, … or `DT_UNKNOWN` when the file system does not say.
        var type: UInt8

        var isDot: Bool { name.first == UInt8(ascii: ".") }
    }

    /// The entries of the folder at `path`; nil when it cannot be opened (`errno` says why).
    static func read(_ path: String) -> [Entry]? {
        guard let directory = opendir(path) else { return nil }
        defer { closedir(directory) }
        let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
        let typeOffset = MemoryLayout<dirent>.offset(of: \dirent.d_type)!
        var entries: [Entry] = []
        while let entry = readdir(directory) {
            let record = UnsafeRawPointer(entry)
            let name = record.advanced(by: nameOffset).assumingMemoryBound(to: CChar.self)
            let bytes = Array(UnsafeRawBufferPointer(start: name, count: strlen(name)))
            entries.append(Entry(name: bytes, type: record.load(fromByteOffset: typeOffset, as: UInt8.self)))
        }
        return entries
    }
}
