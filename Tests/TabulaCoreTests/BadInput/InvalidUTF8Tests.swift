import Foundation
import Testing
import TabulaTestSupport

/// A text file that is not UTF-8 is an error at its first bad byte, by line and column (was:
/// "this file is not valid UTF-8", with no position).
@Suite struct InvalidUTF8Tests {
    static let latin1 = Array("---\ntitle: caf".utf8) + [0xE9] + Array("\n---\n## G\n- a\n".utf8)

    @Test(arguments: ["Content/_index.md", "Content/t.md", "Content/guides/_index.md"])
    func frontMatterInLatin1(_ path: String) async throws {
        try await BadInputCheck.refuses({ try $0.writeBytes(path, Self.latin1) },
                                  errors: ["\(path):2:11: error: invalid UTF-8 byte 0xE9: save this file as UTF-8"])
    }

    /// A detail page of a folder table; the bad byte after multi-byte characters on its line
    /// (columns count characters, not bytes).
    @Test func aDetailPageBody() async throws {
        try await BadInputCheck.refuses({ site in
            try site.write("Content/guides/_index.md", "---\ntitle: Guides\n---\n")
            try site.writeBytes("Content/guides/intro.md", Array("---\ntitle: Intro\n---\nÉté ".utf8) + [0xFF] + Array("\n".utf8))
        }, errors: ["Content/guides/intro.md:4:5: error: invalid UTF-8 byte 0xFF: save this file as UTF-8"])
    }

    @Test func aTemplate() async throws {
        try await BadInputCheck.refuses({ site in
            try site.writeBytes("Templates/cells/subtitle.mustache", Array("<span>".utf8) + [0xFF] + Array("{{text}}</span>".utf8))
        }, errors: ["Templates/cells/subtitle.mustache:1:7: error: invalid UTF-8 byte 0xFF: save this file as UTF-8"])
    }

    /// A truncated sequence at the very end of a file.
    @Test func aSequenceCutShortAtTheEnd() async throws {
        try await BadInputCheck.refuses({ try $0.writeBytes("Content/t.md", Array("- a\n- b".utf8) + [0xC3]) },
                                  errors: ["Content/t.md:2:4: error: invalid UTF-8 byte 0xC3: save this file as UTF-8"])
    }
}
