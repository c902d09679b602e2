import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Paths with their symbolic links resolved, to tell what is inside what.
enum RealPaths {
    /// `path` with every link resolved (`realpath`); nil when it does not resolve (`errno` says why).
    static func resolve(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// `path` resolved as far as it exists; the rest as written.
    static func resolveExisting(_ path: String) -> String {
        var existing = path, rest: [Substring] = []
        while !existing.isEmpty, existing != "/" {
            if let real = resolve(existing) {
                return ([real] + rest.reversed().map(String.init)).joined(separator: "/")
            }
            rest.append(existing.split(separator: "/").last ?? "")
            existing = String(existing[..<(existing.lastIndex(of: "/") ?? existing.startIndex)])
        }
        return path
    }

    /// Whether `folder` is `path` or holds it (both resolved).
    static func holds(_ folder: String, _ path: String) -> Bool {
        path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }
}
