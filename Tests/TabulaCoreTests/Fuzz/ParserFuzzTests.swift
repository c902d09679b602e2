import Foundation
import Testing
import TabulaTestSupport
@testable import TabulaCore

/// Mutates a corpus of each format Tabula reads (`Fixtures/fuzz/<format>/`) with seeded
/// byte flips, truncations, splices and deep nesting (`Mutator`), and reads each mutant as a
/// build does: every one gives a result or an error at a place inside the input, never a
/// crash (which would end this process) or a hang. `FUZZ_ITERATIONS` and `FUZZ_SEED` allow
/// longer or other runs locally; a failing input is printed, to be added to the corpus.
@Suite("Parsers: fuzzing")
struct ParserFuzzTests {
    struct Format: CustomTestStringConvertible, Sendable {
        var folder: String
        var interesting: String
        var openers: [String]
        var iterations: Int
        /// Reads one input; returns the positions of the problems it reports.
        var read: @Sendable ([UInt8]) -> [SourcePosition?]
        var testDescription: String { folder }
    }

    static let formats: [Format] = [
        Format(folder: "json", interesting: "\"\\,:[]{}0-+.eE /*tfn u'\t\n\r", openers: ["[", "{\"a\":", "[{\"rows\":"], iterations: 3000) { bytes in
            do {
                _ = try JSONParser.parse(bytes)
                return []
            } catch let error as JSONSyntaxError {
                return [error.position]
            } catch {
                return [nil]
            }
        },
        Format(folder: "front-matter", interesting: "-:&*!|>#'\"[]{},?% \t\n\r", openers: ["[", "{a: ", "- ", "&a ", "*a ", "? ", "  "],
               iterations: 1500) { bytes in
            guard let text = String(validating: bytes, as: UTF8.self) else { return [] }  // the loader refuses it first
            do {
                let front = try FrontMatter.parse(text)
                _ = front.fields.mustacheValue
                return []
            } catch let error as PositionedError {
                return [error.position]
            } catch {
                return [nil]
            }
        },
        Format(folder: "markdown", interesting: "#->*_`[]()!{}=\"|\\< \t\n\r", openers: [">", "- ", "1. ", "*", "_", "[", "![", "> - ", "    "],
               iterations: 1500) { bytes in
            guard let text = String(validating: bytes, as: UTF8.self) else { return [] }
            let diagnostics = Diagnostics()
            let reader = SpecReader(path: "Content/t.md", diagnostics: diagnostics)
            var spec = TableSpec(kind: .markdown, source: "Content/t.md", contentDirectory: "", outputPath: "t/index.html", title: "",
                                 settings: PageSettings())
            do {
                let file = try FrontMatter.parse(text)
                SettingsDecoder.read(file.fields, into: &spec, reader)
                MarkdownTableLoader.load(file.body, bodyFirstLine: file.bodyFirstLine, into: &spec, reader)
                if let description = spec.description {
                    _ = CMark.html(description.markdown, rawHTML: true, blocks: description.blocks) { $0.url }
                }
            } catch let error as PositionedError {
                return [error.position]
            } catch {
                return [nil]
            }
            return diagnostics.all.map(\.position)
        },
        Format(folder: "mustache", interesting: "{}#^/!>&=. \t\n\r", openers: ["{{#a}}", "{{^a}}", "{{> p}}", "{{#a.b}}", "{{=<% %>=}}"],
               iterations: 3000) { bytes in
            let source = String(decoding: bytes, as: UTF8.self)
            do {
                let template = try MustacheTemplate(source)
                // Partials that include themselves are refused when a site's templates load.
                let partials = MustachePartials(["p": try MustacheTemplate("<i>{{.}}</i>"), "badge": try MustacheTemplate("<b>{{text}}</b>{{> p}}")])
                let context = MustacheValue.object(["a": .object(["b": .list([.string("x"), .bool(true)])]), "text": .string("<t>"),
                                                    "items": .list([.object(["name": .string("n")])])])
                _ = template.render(context, partials: partials)
                return []
            } catch let error as MustacheSyntaxError {
                return [SourcePosition(line: error.line, column: error.column)]
            } catch {
                return [nil]
            }
        },
    ]

    @Test(arguments: formats)
    func mutantsGiveAResultOrAPositionedError(_ format: Format) throws {
        let folder = Repository.fixtures.appendingPathComponent("fuzz/\(format.folder)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        let corpus = try names.map { Array(try Data(contentsOf: folder.appendingPathComponent($0))) }
        try #require(corpus.count >= 3, "a corpus of a few inputs in \(folder.path)")
        let mutator = Mutator(interesting: Array(format.interesting.utf8) + [0x00, 0x7F, 0x80, 0xC3, 0xE2, 0xFF],
                              openers: format.openers.map { Array($0.utf8) }, corpus: corpus)
        let environment = ProcessInfo.processInfo.environment
        var random = SeededRandom(seed: environment["FUZZ_SEED"].flatMap { UInt64($0) } ?? 0x7AB1A)
        let iterations = environment["FUZZ_ITERATIONS"].flatMap { Int($0) } ?? format.iterations
        var problems = 0, misplaced: [String] = []
        let started = Date()
        for iteration in 0..<iterations {
            let input = mutator.mutate(corpus[iteration % corpus.count], &random)
            let positions = format.read(input)
            guard !positions.isEmpty else { continue }
            problems += 1
            let lines = input.reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
            for position in positions {
                guard let position, (1...lines + 1).contains(position.line), (1...input.count + 2).contains(position.column) else {
                    misplaced.append("\(position.map { "\($0.line):\($0.column)" } ?? "no position") in \(String(decoding: input.prefix(300), as: UTF8.self).debugDescription)")
                    continue
                }
            }
        }
        #expect(misplaced.isEmpty, "\(misplaced.count) problems without a place in their input:\n\(misplaced.prefix(10).joined(separator: "\n"))")
        #expect(problems > iterations / 20, "the mutants exercise the error paths (\(problems) of \(iterations) reported problems)")
        print("\(format.folder) fuzz: \(iterations) mutants of \(corpus.count) inputs, \(problems) with problems, \(Int(Date().timeIntervalSince(started))) s")
    }
}
