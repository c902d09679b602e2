import Foundation
import Synchronization

/// Runs `git` with arguments (no shell), in a folder, with extra environment.
struct Git: Sendable {
    struct Failed: Error, CustomStringConvertible {
        var command: String
        var status: Int32
        var message: String
        var description: String { "`\(command)` failed (exit \(status)): \(message)" }
    }

    var directory: URL
    var environment: [String: String] = [:]

    /// Standard output with the trailing newline removed; throws on a non-zero exit.
    @discardableResult
    func run(_ arguments: [String], allowFailure: Bool = false) throws -> String {
        let (status, output, error) = try launch(arguments)
        if status != 0 && !allowFailure {
            throw Failed(command: (["git"] + arguments).joined(separator: " "), status: status,
                         message: String(decoding: error, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
        }
        return status == 0 ? String(String(decoding: output, as: UTF8.self).trimmingSuffix("\n")) : ""
    }

    /// Standard output as raw bytes (for `-z` listings).
    func data(_ arguments: [String]) throws -> Data {
        let (status, output, error) = try launch(arguments)
        guard status == 0 else {
            throw Failed(command: (["git"] + arguments).joined(separator: " "), status: status,
                         message: String(decoding: error, as: UTF8.self))
        }
        return output
    }

    private func launch(_ arguments: [String]) throws -> (Int32, Data, Data) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Read both pipes before waiting, so a large output cannot block the child.
        let errorReader = Thread.detachNewThreadReadingAll(err.fileHandleForReading)
        let output = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let errorData = errorReader.wait()
        return (process.terminationStatus, output, errorData)
    }
}

private extension String {
    func trimmingSuffix(_ suffix: String) -> Substring {
        hasSuffix(suffix) ? dropLast(suffix.count) : self[...]
    }
}

/// Reads a file handle to its end on another thread.
private final class BackgroundRead: Sendable {
    private let data = Mutex(Data())
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            let read = handle.readDataToEndOfFile()
            data.withLock { $0 = read }
            done.signal()
        }
    }

    func wait() -> Data {
        done.wait()
        return data.withLock { $0 }
    }
}

private extension Thread {
    static func detachNewThreadReadingAll(_ handle: FileHandle) -> BackgroundRead { BackgroundRead(handle) }
}
