import Foundation
import Synchronization

/// The `tabula` binary of the build folder the tests run from, run as a user runs it: its own
/// process, its exit status or signal, what it printed, and a time bound.
///
/// `swift build --build-tests` (what `make test` runs) builds `tabula` beside the test bundle.
public enum TabulaProcess {
    public struct Outcome: Sendable {
        public var status: Int32
        /// True when a signal ended the process (a crash, or the kill after `timeout`).
        public var signaled: Bool
        /// True when the process was still running at the time bound and was killed.
        public var timedOut: Bool
        public var stdout: String
        public var stderr: String
        /// Wall-clock seconds until it ended.
        public var seconds: Double

        /// The lines printed on standard error.
        public var errorLines: [String] { stderr.split(separator: "\n").map(String.init) }
    }

    public struct BinaryMissing: Error, CustomStringConvertible {
        public init() {}
        public var description: String {
            "no tabula binary in the build folder of \(CommandLine.arguments[0]): "
                + "build it first with `swift build --build-tests` (or `swift build --product tabula`); `make test` does"
        }
    }

    /// The binary, found by walking up from the test bundle's path.
    public static let binary: URL? = {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        while folder.path != "/" {
            let candidate = folder.appendingPathComponent("tabula")
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isFolder), !isFolder.boolValue,
               FileManager.default.isExecutableFile(atPath: candidate.path) {
                return candidate
            }
            folder.deleteLastPathComponent()
        }
        return nil
    }()

    /// Starts `tabula arguments…` (output thrown away) and kills it with SIGKILL after
    /// `microseconds`, wherever it is then; returns once it has ended.
    public static func runKilled(_ arguments: [String], after microseconds: UInt32) throws {
        guard let binary else { throw BinaryMissing() }
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        usleep(microseconds)
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// Runs `tabula arguments…` in `directory`, killing it (SIGKILL) if it runs longer than
    /// `timeout` seconds. Output goes through files, so a chatty process never blocks on a pipe.
    /// Waiting suspends: no thread of the shared pool is held while the process runs (tests
    /// that poll with a deadline would be starved of threads on a small machine).
    public static func run(_ arguments: [String], in directory: URL? = nil, timeout: Double = 60,
                           environment: [String: String]? = nil) async throws -> Outcome {
        guard let binary else { throw BinaryMissing() }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("tabula-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("out"), errURL = scratch.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)

        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if let environment { process.environment = environment }
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        let started = Date()
        let timedOut = try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Bool, any Error>) in
            let ending = Ending(continuation)
            process.terminationHandler = { _ in ending.end(timedOut: false) }
            do { try process.run() } catch {
                ending.fail(error)
                return
            }
            let pid = process.processIdentifier
            DispatchQueue.global().asyncAfter(deadline: .now() + timeout) {
                if ending.end(timedOut: true) { kill(pid, SIGKILL) }
            }
        }
        if timedOut { process.waitUntilExit() }  // already killed: returns at once
        let seconds = Date().timeIntervalSince(started)
        try out.close()
        try err.close()
        return Outcome(status: process.terminationStatus, signaled: process.terminationReason == .uncaughtSignal,
                       timedOut: timedOut, stdout: (try? String(contentsOf: outURL, encoding: .utf8)) ?? "",
                       stderr: (try? String(contentsOf: errURL, encoding: .utf8)) ?? "", seconds: seconds)
    }

    /// Resumes a run's continuation once: on the process's end, on the time bound, or on a
    /// failure to start, whichever comes first.
    private final class Ending: Sendable {
        private let continuation: Mutex<CheckedContinuation<Bool, any Error>?>
        init(_ continuation: CheckedContinuation<Bool, any Error>) { self.continuation = Mutex(continuation) }

        /// True if this call ended the run (the time bound came before the process's end).
        @discardableResult
        func end(timedOut: Bool) -> Bool {
            guard let continuation = continuation.withLock({ $0.take() }) else { return false }
            continuation.resume(returning: timedOut)
            return true
        }

        func fail(_ error: any Error) {
            continuation.withLock { $0.take() }?.resume(throwing: error)
        }
    }
}
