import Crypto
import Foundation

/// Renames the build's assets (`tabula*.css`, `tabula*.js`) after their content, so a host
/// can cache them forever, and rewrites every reference to them in the build's text files.
public enum Fingerprint {
    /// Whether a build file is an asset to fingerprint.
    static func isAsset(_ path: String) -> Bool {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.hasPrefix("tabula") && (name.hasSuffix(".css") || name.hasSuffix(".js"))
    }

    /// Text files whose references are rewritten.
    static let textExtensions: Set<String> = ["html", "htm", "json", "css", "js", "xml", "txt", "webmanifest"]

    /// `tabula.css` with these bytes → `tabula.<first 10 hex digits of SHA-256>.css`.
    public static func name(for path: String, bytes: some DataProtocol) -> String {
        let digest = SHA256.hash(data: Data(bytes)).map { String(format: "%02x", $0) }.joined()
        let hash = String(digest.prefix(10))
        let url = URL(fileURLWithPath: path)
        let ext = url.pathExtension
        let stem = String(path.dropLast(ext.count + 1))
        return "\(stem).\(hash).\(ext)"
    }

    /// Fingerprints every asset of the tree at `root`; returns old path → new path.
    @discardableResult
    public static func apply(to root: URL) throws -> [String: String] {
        let files = try BuildTree.files(in: root)
        var renames: [String: String] = [:]
        for path in files where isAsset(path) {
            let data = try Data(contentsOf: root.appendingPathComponent(path))
            renames[path] = name(for: path, bytes: data)
        }
        for (old, new) in renames.sorted(by: { $0.key < $1.key }) {
            try FileManager.default.moveItem(at: root.appendingPathComponent(old), to: root.appendingPathComponent(new))
        }
        guard !renames.isEmpty else { return renames }
        for path in try BuildTree.files(in: root) where textExtensions.contains(URL(fileURLWithPath: path).pathExtension) {
            let url = root.appendingPathComponent(path)
            let text = try String(contentsOf: url, encoding: .utf8)
            let rewritten = rewrite(text, in: path, renames: renames)
            if rewritten != text { try Data(rewritten.utf8).write(to: url) }
        }
        return renames
    }

    /// Rewrites each reference in `text` (a file at `path`) that resolves to a renamed asset:
    /// `../tabula.css` in `cities/index.html` → `../tabula.<hash>.css`. Other text is untouched.
    static func rewrite(_ text: String, in path: String, renames: [String: String]) -> String {
        var result = text
        for (old, new) in renames {
            let oldName = Array(old.split(separator: "/").last.map(String.init)?.utf8 ?? "".utf8)
            let newName = Array(new.split(separator: "/").last.map(String.init)?.utf8 ?? "".utf8)
            var bytes = Array(result.utf8)
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count)
            var i = 0
            while i < bytes.count {
                if bytes[i] == oldName.first, i + oldName.count <= bytes.count,
                   bytes[i..<(i + oldName.count)].elementsEqual(oldName),
                   !isPathByte(i + oldName.count < bytes.count ? bytes[i + oldName.count] : 0x20) {
                    var start = out.count
                    while start > 0, isPathByte(out[start - 1]) { start -= 1 }
                    let reference = String(decoding: out[start...], as: UTF8.self) + String(decoding: oldName, as: UTF8.self)
                    if BuildTree.resolve(reference, from: path) == old {
                        out.append(contentsOf: newName)
                        i += oldName.count
                        continue
                    }
                }
                out.append(bytes[i])
                i += 1
            }
            bytes = out
            result = String(decoding: bytes, as: UTF8.self)
        }
        return result
    }

    /// Bytes that can be part of a relative URL path.
    static func isPathByte(_ byte: UInt8) -> Bool {
        (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || "._-/~%".utf8.contains(byte)
    }
}
