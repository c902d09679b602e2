import Testing
import TabulaTestSupport
@testable import TabulaCore

/// Row ids made from text: the byte-by-byte way for ASCII text gives the slug the Unicode way
/// gives, for any ASCII text.
@Suite struct SlugTests {
    @Test(arguments: 0..<8 as Range<UInt64>)
    func asciiTextGetsTheSlugOfTheUnicodeWay(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        for _ in 0..<2_000 {
            let text = String(decoding: (0..<Int.random(in: 0..<24, using: &random)).map { _ in UInt8.random(in: 0..<0x80, using: &random) },
                              as: UTF8.self)
            #expect(Slug.ascii(text) == Slug.unicode(text), "\(Array(text.utf8))")
        }
    }

    @Test func examples() {
        #expect(Slug.make("Hello, World!") == "hello-world")
        #expect(Slug.make("  São Paulo  ") == "são-paulo")
        #expect(Slug.make("#") == "hash")
        #expect(Slug.make("--") == "")
    }
}
