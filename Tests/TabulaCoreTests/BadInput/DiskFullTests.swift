import Foundation
import Testing
import TabulaTestSupport

/// A build whose output folder runs out of space fails with a clear message and leaves the
/// output folder as it was: what it staged is removed, so the space is given back too.
/// Needs a small file system of its own: a tmpfs, mounted where the machine allows it (root);
/// skipped, saying why, elsewhere.
@Suite struct DiskFullTests {
    /// A tmpfs of `size` mounted on a fresh folder, unmounted when released.
    final class SmallDisk {
        let folder: TemporaryFolder
        var url: URL { folder("disk") }

        init?(size: String) throws {
            folder = try TemporaryFolder()
            try FileManager.default.createDirectory(at: folder("disk"), withIntermediateDirectories: true)
            guard getuid() == 0 else {
                print("skipped: mounting a tmpfs needs root")
                return nil
            }
            let (status, output) = try Self.run(["mount", "-t", "tmpfs", "-o", "size=\(size)", "tmpfs", folder("disk").path])
            guard status == 0 else {
                print("skipped: cannot mount a tmpfs here (\(output.trimmingCharacters(in: .whitespacesAndNewlines)))")
                return nil
            }
        }

        deinit { _ = try? Self.run(["umount", url.path]) }

        static func run(_ arguments: [String]) throws -> (Int32, String) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = arguments
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = pipe
            try process.run()
            let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            return (process.terminationStatus, output)
        }

        /// Bytes free on it.
        var free: UInt64 {
            var info = statvfs()
            guard statvfs(url.path, &info) == 0 else { return 0 }
            return UInt64(info.f_bavail) * UInt64(info.f_frsize)
        }
    }

    /// Every file below `root` (hidden ones too), path → bytes.
    func tree(_ root: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let prefix = root.path + "/"
        for case let file as URL in FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) ?? FileManager.DirectoryEnumerator() {
            guard (try? file.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == false else { continue }
            files[String(file.path.dropFirst(prefix.count))] = try Data(contentsOf: file)
        }
        return files
    }

    @Test func aBuildThatRunsOutOfSpaceLeavesTheOutputAsItWas() async throws {
        guard let disk = try SmallDisk(size: "2m") else { return }
        let site = try TemporarySite(["Content/ok.json": #"{"rows": [{"text": "a"}]}"#])
        let output = disk.url.appendingPathComponent("out")
        let first = try await TabulaProcess.run(["build", "--site", site.url.path, "--output", output.path])
        try #require(first.status == 0, "\(first.stderr)")
        let before = try tree(output), free = disk.free

        // About 4 MB of pages: more than the disk holds.
        let rows = (0..<30_000).map { #"{"text": "row \#($0) \#(String(repeating: "x", count: 60))"}"# }.joined(separator: ",")
        try site.write("Content/big.json", #"{"title": "Big", "rows": [\#(rows)]}"#)
        let outcome = try await TabulaProcess.run(["build", "--site", site.url.path, "--output", output.path], timeout: 60)
        #expect(outcome.status == 1 && !outcome.signaled && !outcome.timedOut, "\(outcome.stderr)")
        let lines = outcome.errorLines
        #expect(lines.count == 2, "\(lines)")
        #expect(lines.first.map { $0.hasPrefix(output.path + "/") && $0.hasSuffix(": error: cannot write this file: no space left on the disk: free some space and build again") } == true,
                "\(lines)")
        #expect(lines.last == "error: build failed with 1 error; \(output.path) was left unchanged")
        #expect(try tree(output) == before)
        #expect(disk.free == free, "the staged files are removed")
    }
}
