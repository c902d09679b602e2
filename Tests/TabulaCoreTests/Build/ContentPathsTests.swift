import Testing
@testable import TabulaCore
import TabulaTestSupport

/// Where a content file's page goes, and the parts of its path, for names in any script.
@Suite struct ContentPathsTests {
    @Test func aFilesPageIsAFolderNamedAfterItsStem() {
        #expect(ContentPaths.outputPath(forFile: "cities.json") == "cities/index.html")
        #expect(ContentPaths.outputPath(forFile: "guides/intro.md") == "guides/intro/index.html")
        #expect(ContentPaths.outputPath(forFile: "New York/Five boroughs.csv") == "New-York/Five-boroughs/index.html")
        #expect(ContentPaths.outputPath(forFile: "städte/Zürich.v2.json") == "städte/Zürich.v2/index.html")
        #expect(ContentPaths.outputPath(forFolder: "") == "index.html")
        #expect(ContentPaths.outputPath(forFolder: "a b/c") == "a-b/c/index.html")
    }

    @Test func partsOfAPath() {
        #expect(ContentPaths.name(of: "guides/intro.md") == "intro.md")
        #expect(ContentPaths.name(of: "intro.md") == "intro.md")
        #expect(ContentPaths.directory(of: "a/b/intro.md") == "a/b")
        #expect(ContentPaths.directory(of: "intro.md") == "")
        #expect(ContentPaths.stem("archive.tar.gz") == "archive.tar")
        #expect(ContentPaths.stem(".hidden") == ".hidden")
        #expect(ContentPaths.fileExtension("People.TSV") == "tsv")
        #expect(ContentPaths.fileExtension("README") == "")
        #expect(ContentPaths.humanTitle("über_alles-2") == "Über alles 2")
    }

    /// Any path of names (dots, spaces, accents, combining marks, emoji) splits as its
    /// Unicode scalars do.
    @Test func pathsSplitAsTheirScalarsDo() {
        var random = SeededRandom(seed: 7)
        let pieces = ["a", "Z", ".", ".", "-", "_", " ", "é", "e\u{301}", "ß", "東京", "👩‍👩‍👧", "\u{301}", "1"]
        for _ in 0..<2_000 {
            let names = (0..<Int.random(in: 1...4, using: &random)).map { _ in
                (0..<Int.random(in: 1...6, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            }
            let path = names.joined(separator: "/")
            let scalars = Array(path.unicodeScalars)
            let lastSlash = scalars.lastIndex(of: "/")
            let name = String(String.UnicodeScalarView(scalars[(lastSlash.map { $0 + 1 } ?? 0)...]))
            let directory = lastSlash.map { String(String.UnicodeScalarView(scalars[..<$0])) } ?? ""
            let nameScalars = Array(name.unicodeScalars)
            let dot = nameScalars.lastIndex(of: ".")
            let stem = dot.flatMap { $0 == 0 ? nil : String(String.UnicodeScalarView(nameScalars[..<$0])) } ?? name
            #expect(ContentPaths.name(of: path) == name, "\(path)")
            #expect(ContentPaths.directory(of: path) == directory, "\(path)")
            #expect(ContentPaths.stem(name) == stem, "\(path)")
            let page = stem.replacingOccurrences(of: " ", with: "-") + "/index.html"
            let expected = directory.isEmpty ? page : directory.replacingOccurrences(of: " ", with: "-") + "/" + page
            #expect(ContentPaths.outputPath(forFile: path) == expected, "\(path)")
        }
    }
}
