import Foundation
import Testing
@testable import TabulaCore

/// `DigestBuilder` gathers bytes in a buffer of its own and hashes them once: its digest must be
/// the 128-bit XXH3 of exactly the bytes added, whatever their length against XXH3's own
/// length classes (up to 16, 128 and 240 bytes, then 64-byte stripes) and the buffer's growth.
@Suite struct DigestBuilderTests {
    /// xxHash's published value for no bytes, so the hash is XXH3 and in canonical byte order.
    @Test func theHashOfNothingIsXXH3s() {
        #expect(DigestBuilder().finish().description == "99aa06d3014798d86001c324468d497f")
        #expect(ContentHash.of(Data()).description == "99aa06d3014798d86001c324468d497f")
    }

    @Test func aDigestIsTheHashOfTheBytesAdded() {
        var generator = SystemRandomNumberGenerator()
        for count in Array(0...200) + [1000, 4096, 65_537] {
            let bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
            var digest = DigestBuilder()
            for byte in bytes { digest.add(byte) }
            #expect(digest.finish() == ContentHash.of(bytes), "\(count) bytes")
        }
    }

    /// A builder that was reset hashes only what was added since.
    @Test func aResetBuilderHashesOnlyWhatFollows() {
        var digest = DigestBuilder()
        digest.add("something before")
        digest.reset()
        digest.add("row")
        var fresh = DigestBuilder()
        fresh.add("row")
        #expect(digest.finish() == fresh.finish())
        #expect(digest.finish() == ContentHash.of([3, 0, 0, 0] + Array("row".utf8)))
    }

    /// A large blob is hashed where it lies, not gathered: the digest is still the hash of
    /// everything added in order, before and after it, also after a reset.
    @Test func aLargeBlobHashesAsTheSameBytesAddedOneByOne() {
        var generator = SystemRandomNumberGenerator()
        for count in [65_535, 65_536, 200_000] {
            let blob = Data((0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) })
            var inPlace = DigestBuilder(), gathered = DigestBuilder()
            inPlace.add("before a reset")
            inPlace.add(bytes: blob)
            inPlace.reset()
            inPlace.add("page")
            inPlace.add(bytes: blob)
            inPlace.add(bytes: blob)
            inPlace.add(integer: 7)
            gathered.add("page")
            for _ in 0..<2 {
                gathered.add(integer: Int64(count))
                for byte in blob { gathered.add(byte) }
            }
            gathered.add(integer: 7)
            #expect(inPlace.finish() == gathered.finish(), "\(count) bytes")
        }
    }

    /// A long stream of values (a site's every input) is hashed a buffer at a time: the digest
    /// is still the hash of every byte added, in order, whatever lands on a flush.
    @Test func aLongStreamHashesAsItsBytes() {
        var generator = SystemRandomNumberGenerator()
        var expected: [UInt8] = [], digest = DigestBuilder()
        for _ in 0..<20_000 {
            let length = Bool.random(using: &generator) ? Int.random(in: 0...40, using: &generator) : Int.random(in: 0...300_000, using: &generator) / 1_000
            let text = String(repeating: "é", count: length / 2) + (length % 2 == 0 ? "" : "x")
            digest.add(text)
            withUnsafeBytes(of: UInt32(text.utf8.count).littleEndian) { expected += $0 }
            expected += text.utf8
        }
        let huge = String(repeating: "z", count: 300_000)
        digest.add(huge)
        withUnsafeBytes(of: UInt32(huge.utf8.count).littleEndian) { expected += $0 }
        expected += huge.utf8
        #expect(digest.finish() == ContentHash.of(expected))
    }

    /// Finishing a builder that hashed a large blob leaves it as it was: more can be added,
    /// and it finishes again as the hash of everything.
    @Test func aBuilderFinishedAfterABlobGoesOn() {
        let blob = Data(repeating: 9, count: 70_000)
        var digest = DigestBuilder(), again = DigestBuilder()
        digest.add(bytes: blob)
        let first = digest.finish()
        #expect(digest.finish() == first)
        digest.add("more")
        again.add(bytes: blob)
        again.add("more")
        #expect(digest.finish() == again.finish())
        #expect(digest.finish() != first)
    }
}
