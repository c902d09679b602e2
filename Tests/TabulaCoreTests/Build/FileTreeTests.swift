import Foundation
import Testing
@testable import TabulaCore
import TabulaTestSupport

/// Reading folders' entries.
@Suite struct FileTreeTests {
    /// Names of every length up to the file system's 255 bytes are read whole, and only up
    /// to their end (`FolderEntries`).
    @Test func namesOfEveryLengthAreReadWhole() throws {
        let root = try TemporaryFolder()
        let names = (1...255).map { length in String(repeating: "é", count: length / 2) + (length % 2 == 1 ? "x" : "") }
        for name in names { try Data().write(to: root.url.appendingPathComponent(name)) }
        let read = try #require(FolderEntries.read(root.url.path)).map { String(decoding: $0.name, as: UTF8.self) }
        #expect(Set(read) == Set(names + [".", ".."]))
    }
}
