import Foundation
import Testing
@testable import TabulaCore

/// CSV and TSV tables: RFC 4180 records, settings from the YAML file beside them.
@Suite struct CSVTableTests {
    func rows(_ site: TemporarySite, _ page: String) throws -> [Row] {
        let (model, diagnostics) = site.model()
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics)")
        return Array(try #require(model.tables.first { $0.outputPath == page }).rows)
    }

    @Test func quotedFieldsHoldSeparatorsQuotesAndLineBreaks() throws {
        let site = try TemporarySite(["Content/p.csv": "id,text,note\n1,\"Smith, Jane\",\"said \"\"hi\"\"\nand left\"\n2,Bob,\n"])
        let rows = try rows(site, "p/index.html")
        #expect(rows.map(\.text) == ["Smith, Jane", "Bob"])
        #expect(rows[0].fields["note"] == .string("said \"hi\"\nand left"))
        #expect(rows[1].fields["note"] == nil, "an empty field is no field")
    }

    @Test(arguments: ["\u{FEFF}id,text\r\na,A\r\nb,B\r\n", "id,text\na,A\n\nb,B", "id,text\r\na,A\nb,B\r\n"])
    func byteOrderMarkAndEitherLineBreak(_ text: String) throws {
        let site = try TemporarySite(["Content/p.csv": text])
        #expect(try rows(site, "p/index.html").map(\.id) == ["a", "b"])
    }

    @Test func tabSeparatedValues() throws {
        let site = try TemporarySite(["Content/p.tsv": "text\tdetail\nA, B\tx\n"])
        let rows = try rows(site, "p/index.html")
        #expect(rows.map(\.text) == ["A, B"])
        #expect(rows.map(\.detail) == ["x"])
    }

    @Test func settingsComeFromTheYAMLFileBesideItWhichIsNotCopied() throws {
        let site = try TemporarySite([
            "Content/p.csv": "text,population\nA,5\nB,40\nC,300\n",
            "Content/p.yaml": "title: Places\nsort: -population\nstyle: grouped\ndescription: Some *places*.\n",
        ])
        #expect(try rows(site, "p/index.html").map(\.text) == ["C", "B", "A"], "numbers sort as numbers")
        try site.build()
        let page = try site.read("Public/p/index.html")
        #expect(page.contains("<title>Places"))
        #expect(page.contains("<em>places</em>"))
        #expect(!FileManager.default.fileExists(atPath: site.output.appendingPathComponent("p.yaml").path))
    }

    @Test func anUnchangedCSVIsNotReadAgainAndAOneRowEditRendersOneRow() throws {
        let lines = (0..<300).map { "r\($0),Row \($0)" }
        let site = try TemporarySite(["Content/p.csv": "id,text\n" + lines.joined(separator: "\n"), "Content/other.json": #"{"rows": [{"text": "a"}]}"#])
        try site.build()
        try site.write("Content/other.json", #"{"rows": [{"text": "b"}]}"#)
        #expect(try site.build().rowsRendered == 1, "the CSV table is kept whole")
        var edited = lines
        edited[150] = "r150,Changed"
        try site.write("Content/p.csv", "id,text\n" + edited.joined(separator: "\n"))
        #expect(try site.build().rowsRendered == 1)
        try site.write("Content/p.yaml", "title: New title\n")
        try site.build()
        #expect(try site.read("Public/p/index.html").contains("<title>New title"), "a new settings file is read")
    }

    @Test func csvRowsCarryAnyFieldForTemplates() throws {
        let site = try TemporarySite(["Content/p.csv": "text,reading,cell\n漢字,かんじ,k\n", "Templates/cells/k.mustache": "{{text}}|{{reading}}"])
        try site.build()
        #expect(try site.read("Public/p/index.html").contains("漢字|かんじ"))
    }
}
