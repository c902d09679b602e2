import Crypto
import Foundation

/// Where a row's detail page is written: `<table folder>/_/<shard>/<id>.html`, beside the
/// table page (`people/index.html` → `people/_/e1/ada-lovelace.html`).
///
/// No other file can be written there: content names starting with `_` are never pages or
/// assets (the walk skips them), so no table, folder table or asset becomes `people/_/…`; the
/// table's own files are `index.html`, `<n>.html` and `windows/…`, all outside `_/`; and
/// another table's folder is a folder of its own. Two ids never share a file name: the name
/// is the id with every byte that a file name or URL path cannot hold as it is written
/// `%XX` (a `%` too), and an id too long for a file name ends in `%x` and a hash of the
/// whole id, which no written id can (it would be `%25x`).
///
/// The shard spreads a table's pages over 256 folders, so that the cores writing them
/// rarely create files in the same folder at once (a folder takes one file at a time). It is
/// a function of the id alone and must never change: it is part of every detail page's URL.
/// Every detail page of a table is at the same depth, so one page links another as
/// `../<shard>/<name>.html`.
enum DetailPath {
    /// The folder of detail pages inside a table's folder.
    static let folder = "_"
    /// Longest file name written as it is (file systems allow 255 bytes).
    static let longestName = 200

    /// The detail page of row `id` of the table page `table` (its output path).
    static func of(table: String, id: String) -> String {
        let directory = ContentPaths.directory(of: table)
        return (directory.isEmpty ? "" : directory + "/") + folder + "/" + shard(id) + "/" + fileName(id) + ".html"
    }

    /// The link from one detail page of a table to the detail page of row `id`.
    static func href(fromSibling id: String) -> String {
        "../" + shard(id) + "/" + RelativeURL.percentEncode(fileName(id) + ".html")
    }

    /// The shard folder of row `id`: two lowercase hex digits, the low byte of the 32-bit
    /// FNV-1a hash of the id's UTF-8 bytes.
    static func shard(_ id: String) -> String {
        let hex = String(FNV1a.hash(id.utf8.span) & 0xFF, radix: 16)
        return hex.count == 1 ? "0" + hex : hex
    }

    /// The file name (without `.html`) a row id is written under.
    static func fileName(_ id: String) -> String {
        var name: [UInt8] = []
        name.reserveCapacity(id.utf8.count)
        for (offset, byte) in id.utf8.enumerated() {
            if isKept(byte) && !(offset == 0 && byte == UInt8(ascii: ".")) {
                name.append(byte)
            } else {
                name.append(UInt8(ascii: "%"))
                name.append(hex[Int(byte >> 4)])
                name.append(hex[Int(byte & 0x0F)])
            }
        }
        guard name.count > longestName else { return String(decoding: name, as: UTF8.self) }
        // Cut before a `%XX` or a UTF-8 sequence, so the name stays whole characters.
        var cut = longestName - 40
        while cut > 0, name[cut] & 0xC0 == 0x80 || name[cut - 1] == UInt8(ascii: "%") || (cut > 1 && name[cut - 2] == UInt8(ascii: "%")) {
            cut -= 1
        }
        // SHA-256 (not the cache's hash): the name is a URL, and stays what it has been.
        let digest = SHA256.hash(data: Data(id.utf8)).prefix(16).map { String(format: "%02x", $0) }.joined()
        return String(decoding: name[..<cut], as: UTF8.self) + "%x" + digest
    }

    private static let hex = Array("0123456789ABCDEF".utf8)

    /// Letters, digits, `-._~` and every byte of a non-ASCII character are written as they are.
    private static func isKept(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), 0x80...0xFF: true
        default: false
        }
    }
}
