import Foundation
import ArgumentParser
import TabulaCore

@main
struct Tabula: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tabula",
        abstract: "Build sectioned table pages from Markdown and JSON.",
        version: TabulaCore.Tabula.version,
        subcommands: [Build.self, Serve.self, Inspect.self, Clean.self, New.self, Publish.self]
    )

    static func main() async {
        MemoryTuning.startWithHugePages()
        MemoryTuning.apply()
        do {
            var command = try parseAsRoot()
            if var command = command as? any AsyncParsableCommand { try await command.run() } else { try command.run() }
        } catch {
            exit(withError: error)
        }
    }
}

/// glibc gives each thread that meets contention its own heap arena, up to 8 per core, and
/// freed memory stays in the arena that made it: a build's peak resident memory then counts
/// the same rows several times. One arena per core, measured on one 100k-row table: peak
/// 205 → 189 MB, no slower.
///
/// glibc also raises its mmap threshold each time a large block is freed, up to 32 MB, so
/// a table's big arrays (rows as written, rows, sort keys) end up in the heap, where their
/// memory is not returned when they go. A fixed 1 MB threshold keeps them in their own
/// mappings, returned when freed: peak 104 → 93 MB on the same table.
enum MemoryTuning {
    /// glibc's malloc asks for transparent huge pages for its heaps and large blocks when the
    /// tunable `glibc.malloc.hugetlb=1` is set (this system gives them only to memory that asks,
    /// `madvise` mode): a build then takes about half as many page faults, and (b)'s and (c)'s
    /// cold builds about a tenth less CPU time, with the same peak memory. glibc reads its
    /// tunables only as a process starts, so tabula starts itself again once, with the tunable
    /// set (an exec: about 5 ms more for a no-op build), unless `GLIBC_TUNABLES` is set already: a user's
    /// own tunables are left alone. If the exec fails, the build goes on as it was.
    static func startWithHugePages() {
        #if os(Linux)
        guard getenv("GLIBC_TUNABLES") == nil, setenv("GLIBC_TUNABLES", "glibc.malloc.hugetlb=1", 1) == 0 else { return }
        execv("/proc/self/exe", CommandLine.unsafeArgv)
        #endif
    }

    static func apply() {
        #if canImport(Glibc)
        // `mallopt` is not in Swift's Glibc module (malloc.h); M_ARENA_MAX is -8, M_MMAP_THRESHOLD -3.
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
        _ = mallopt(-8, Int32(max(1, ProcessInfo.processInfo.activeProcessorCount)))
        _ = mallopt(-3, 1 << 20)
        #endif
    }
}
