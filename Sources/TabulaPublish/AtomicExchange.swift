import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Swaps two directories in one step, so a reader of either path sees the old tree or the
/// new one, never a mix: Linux `renameat2(…, RENAME_EXCHANGE)`, macOS `renamex_np(RENAME_SWAP)`.
enum AtomicExchange {
    struct Failed: Error, CustomStringConvertible {
        var description: String
    }

    static func exchange(_ a: URL, _ b: URL) throws {
        #if canImport(Glibc)
        // Swift's Glibc module does not declare renameat2 (it needs _GNU_SOURCE), and
        // syscall(2) is variadic, so look the libc function up by name (glibc ≥ 2.28).
        typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
        guard let symbol = dlsym(nil, "renameat2") else {
            throw Failed(description: "this C library has no renameat2, needed to swap \(b.path) atomically")
        }
        let renameat2 = unsafeBitCast(symbol, to: RenameAt2.self)
        let renameExchange: UInt32 = 1 << 1
        let result = renameat2(AT_FDCWD, a.path, AT_FDCWD, b.path, renameExchange)
        #elseif canImport(Darwin)
        let result = renamex_np(a.path, b.path, UInt32(RENAME_SWAP))
        #endif
        if result != 0 {
            let reason = String(cString: strerror(errno))
            throw Failed(description: "could not swap \(a.path) and \(b.path): \(reason)")
        }
    }
}
