import Foundation
import TabulaTestSupport
import Testing
@testable import TabulaPublish

@Suite struct FingerprintTests {
    func stagedTree(css: String) throws -> TemporaryFolder {
        try TemporaryFolder([
            "tabula.css": css,
            "index.html": #"<link rel="stylesheet" href="tabula.css"><a href="mytabula.css">x</a> tabula.css.map"#,
            "cities/index.html": #"<link rel="stylesheet" href="../tabula.css"><link href="/tabula.css">"#,
            "cities/windows/0.json": #"{"stylesheet":"../../tabula.css","other":"tabula.css"}"#,
        ])
    }

    @Test func theNameIsTheFirstTenHexDigitsOfTheSHA256() {
        // SHA-256 of "" is e3b0c44298fc1c149afbf4c8996fb924…
        #expect(Fingerprint.name(for: "tabula.css", bytes: Data()) == "tabula.e3b0c44298.css")
        #expect(Fingerprint.name(for: "js/tabula-window.js", bytes: Data()) == "js/tabula-window.e3b0c44298.js")
    }

    @Test func sameBytesGiveTheSameNameAndChangedBytesANewOne() throws {
        let a = try stagedTree(css: "p{color:red}")
        let b = try stagedTree(css: "p{color:red}")
        let c = try stagedTree(css: "p{color:blue}")
        let names = try [a, b, c].map { try Fingerprint.apply(to: $0.url)["tabula.css"] }
        #expect(names[0] == names[1])
        #expect(names[0] != names[2])
        #expect(names.allSatisfy { $0?.range(of: #"^tabula\.[0-9a-f]{10}\.css$"#, options: .regularExpression) != nil })
        #expect(!a.exists("tabula.css"))
        #expect(try a.read(names[0]!) == "p{color:red}")
    }

    @Test func everyReferenceIsRewrittenRelativeToItsFile() throws {
        let tree = try stagedTree(css: "p{}")
        let new = try #require(try Fingerprint.apply(to: tree.url)["tabula.css"])
        #expect(try tree.read("index.html") == #"<link rel="stylesheet" href="\#(new)"><a href="mytabula.css">x</a> tabula.css.map"#)
        #expect(try tree.read("cities/index.html") == #"<link rel="stylesheet" href="../\#(new)"><link href="/\#(new)">"#)
        // `tabula.css` from cities/windows/ would be cities/windows/tabula.css: not the asset.
        #expect(try tree.read("cities/windows/0.json") == #"{"stylesheet":"../../\#(new)","other":"tabula.css"}"#)
    }

    @Test func scriptsInSubfoldersAreFingerprintedToo() throws {
        let tree = try TemporaryFolder([
            "js/tabula-virtual.js": "let a = 1",
            "cities/index.html": #"<script src="../js/tabula-virtual.js"></script><script src="other.js"></script>"#,
        ])
        let renames = try Fingerprint.apply(to: tree.url)
        let new = try #require(renames["js/tabula-virtual.js"])
        #expect(new.hasPrefix("js/tabula-virtual.") && new.hasSuffix(".js"))
        #expect(try tree.read("cities/index.html") == #"<script src="../\#(new)"></script><script src="other.js"></script>"#)
    }
}
