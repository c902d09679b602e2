import Foundation
import Testing
@testable import TabulaCore
@testable import TabulaPublish

@Suite struct MinifyTests {
    @Test func cssLosesCommentsAndWhitespaceButKeepsStrings() {
        let css = """
            /* theme */
            a > b ,  c:hover {
              content: "  /* not a comment */  ";
              margin: 0 auto ;  /* trailing */
            }
            @media (max-width: 10px) and (prefers-color-scheme: dark) { p { width: calc(1px + 2%) } }
            """
        #expect(Minify.css(css) == #"a>b,c:hover{content:"  /* not a comment */  ";margin:0 auto}"#
            + "@media (max-width:10px) and (prefers-color-scheme:dark){p{width:calc(1px + 2%)}}")
    }

    @Test func cssKeepsTheDescendantSpaceBeforeAPseudoClass() {
        #expect(Minify.css("a :hover { x: y }") == "a :hover{x:y}")
    }

    /// The built-in stylesheet keeps every rule: the same selectors and declarations, in order.
    @Test func builtinStylesheetKeepsItsRules() {
        let original = BuiltinStylesheet.css
        let minified = Minify.css(original)
        #expect(minified.utf8.count < original.utf8.count * 9 / 10)
        let before = CSSStructure(original)
        let after = CSSStructure(minified)
        #expect(before.preludes.count > 50)
        #expect(after.preludes == before.preludes)
        #expect(after.declarations == before.declarations)
    }

    @Test func jsLosesCommentsAndKeepsLinesStringsAndRegexes() {
        let js = """
            // header
            const a = "x // y", b = 'p /* q */';  /* block */
            let r = /\\/+[/]/g.test(s) ? a / 2 : b;
                const c = `t ${a}  //`
            x = y
            ++z
            i = a + +b
            """
        #expect(Minify.js(js) == """
            const a="x // y",b='p /* q */';
            let r=/\\/+[/]/g.test(s)?a/2:b;
            const c=`t ${a}  //`
            x=y
            ++z
            i=a+ +b
            """)
    }
}

/// The rules of a stylesheet, normalised: each block's prelude (selectors or at-rule)
/// and each declaration, with comments removed and whitespace made canonical.
struct CSSStructure {
    var preludes: [String] = []
    var declarations: [String] = []

    init(_ css: String) {
        let text = css.replacingOccurrences(of: #"/\*[\s\S]*?\*/"#, with: " ", options: .regularExpression)
        var current = ""
        for character in text {
            switch character {
            case "{":
                preludes.append(Self.normalise(current))
                current = ""
            case ";", "}":
                let declaration = Self.normalise(current)
                if !declaration.isEmpty { declarations.append(declaration) }
                current = ""
            default:
                current.append(character)
            }
        }
    }

    static func normalise(_ text: String) -> String {
        text.replacingOccurrences(of: #"\s+"#, with: " ", options: .regularExpression)
            .replacingOccurrences(of: #"\s*([,>])\s*"#, with: "$1", options: .regularExpression)
            .replacingOccurrences(of: #":\s+"#, with: ":", options: .regularExpression)
            .trimmingCharacters(in: .whitespaces)
    }
}
