import Foundation
import Testing

/// A front matter value of the wrong type is an error where it is written, in every kind of
/// Markdown file that reads it.
@Suite struct FrontMatterValueTests {
    @Test(arguments: ["Content/g/p.md", "Content/g/sub/_index.md", "Content/t.md"])
    func aWeightThatIsNotANumber(_ path: String) async throws {
        try await BadInputCheck.refuses(good: ["Content/g/_index.md": "---\ntitle: G\n---\n"], { site in
            try site.write(path, "---\ntitle: T\nweight: abc\n---\nBody\n")
        }, errors: ["\(path):3:9: error: `weight` must be a number (rows sort by weight, then title), found string 'abc'"])
    }
}
