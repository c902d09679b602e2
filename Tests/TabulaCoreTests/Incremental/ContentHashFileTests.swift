import Foundation
import TabulaTestSupport
import Testing
@testable import TabulaCore

/// `ContentHash.ofFile` reads a file in pieces with `pread`: the hash must be that of every
/// byte, read once, whatever the file's size against the chunk and read sizes.
@Suite struct ContentHashFileTests {
    /// Bytes that differ from one offset to the next, so a piece read twice or skipped shows.
    static func bytes(_ count: Int) -> Data {
        Data((0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) })
    }

    @Test(arguments: [0, 1, 4095, ContentHash.fileChunk])
    func aFileUpToAChunkHashesAsItsBytes(size: Int) throws {
        let folder = try TemporaryFolder()
        let data = Self.bytes(size)
        try data.write(to: folder("f"))
        #expect(try ContentHash.ofFile(folder("f").path, size: Int64(size)) == ContentHash.of(data))
    }

    @Test(arguments: [ContentHash.fileChunk + 1, 3 * ContentHash.fileChunk - 7])
    func aBiggerFileHashesItsSizeAndEachChunk(size: Int) throws {
        let folder = try TemporaryFolder()
        let data = Self.bytes(size)
        try data.write(to: folder("f"))
        var digest = DigestBuilder()
        digest.add(String(size))
        for start in stride(from: 0, to: size, by: ContentHash.fileChunk) {
            digest.add(ContentHash.of(data[start..<min(size, start + ContentHash.fileChunk)]))
        }
        #expect(try ContentHash.ofFile(folder("f").path, size: Int64(size)) == digest.finish())
    }

    /// A small file is read into a buffer of its measured size: one that grew since then is
    /// still hashed whole.
    @Test func aFileThatGrewSinceItWasMeasuredHashesAsItsBytes() throws {
        let folder = try TemporaryFolder()
        let data = Self.bytes(3 * 4096 + 5)
        try data.write(to: folder("f"))
        #expect(try ContentHash.ofFile(folder("f").path, size: 10) == ContentHash.of(data))
    }

    @Test func aMissingFileThrowsAReasonToShow() throws {
        let folder = try TemporaryFolder()
        let error = #expect(throws: InputReadError.self) { try ContentHash.ofFile(folder("gone.json").path, size: 10) }
        #expect(error?.diagnostic("Content/gone.json").description
            == "Content/gone.json:1:1: error: cannot read this file: it was removed while the build ran: build again")
    }
}
