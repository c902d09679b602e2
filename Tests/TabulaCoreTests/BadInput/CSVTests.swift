import Foundation
import Testing
import TabulaTestSupport

/// Bad CSV gets what bad JSON gets: every problem at its line and column, nothing written.
@Suite struct CSVTests {
    @Test func rowsWithMoreOrFewerFieldsThanTheHeader() async throws {
        try await BadInputCheck.refuses({ try $0.write("Content/people.csv", "id,text,email\na,A,a@x\nb,B\nc,C,c@x,extra\nd\n") }, errors: [
            "Content/people.csv:3:4: error: this row has 2 fields, fewer than the 3 the header names: give every row one field per column (quote a field holding a separator)",
            "Content/people.csv:4:9: error: this row has 4 fields, more than the 3 the header names: give every row one field per column (quote a field holding a separator)",
            "Content/people.csv:5:2: error: this row has 1 field, fewer than the 3 the header names: give every row one field per column (quote a field holding a separator)",
        ])
    }

    @Test func aQuoteLeftOpen() async throws {
        try await BadInputCheck.refuses({ try $0.write("Content/people.csv", "id,text\na,\"Ada\nb,Bob\n") }, errors: [
            "Content/people.csv:2:3: error: this quoted field is never closed: end it with \", and write a quote inside it as \"\"",
        ])
    }

    @Test func strayQuotesEachReported() async throws {
        try await BadInputCheck.refuses({ try $0.write("Content/people.csv", "id,text\na,Ad\"a\nb,\"Bob\"by\n") }, errors: [
            "Content/people.csv:2:5: error: a quote inside a field that does not start with one: put the field in quotes and write the quote as \"\"",
            "Content/people.csv:3:8: error: text after the closing quote of a field: put the whole field in quotes, and write a quote inside it as \"\"",
        ])
    }

    @Test func invalidUTF8() async throws {
        try await BadInputCheck.refuses({ try $0.writeBytes("Content/people.csv", Array("id,text\né,caf".utf8) + [0xE9] + Array("\n".utf8)) },
                                        errors: ["Content/people.csv:2:6: error: invalid UTF-8 byte 0xE9: save this file as UTF-8"])
    }

    @Test func aDuplicateIdAndAnEmptyOrRepeatedColumnName() async throws {
        try await BadInputCheck.refuses({ try $0.write("Content/people.csv", "id,text,,text\na,A,x,y\nb,B,x,y\na,C,x,y\n") }, errors: [
            "Content/people.csv:1:9: error: a column has no name in the header row: name it (id, text, detail, image, link, or a field of your own)",
            "Content/people.csv:1:10: error: the header names the column 'text' twice (first in column 4): rename one",
            "Content/people.csv:4:1: error: duplicate row id 'a' (first used at line 2): row ids must be unique in a table",
        ])
    }

    @Test func aFileWithNoHeader() async throws {
        try await BadInputCheck.refuses({ try $0.write("Content/people.csv", "\n\n") }, errors: [
            "Content/people.csv:1:1: error: this table has no header row: write the row fields' names on the first line (id,text,detail,…)",
        ])
    }

    @Test func badSettingsBesideIt() async throws {
        try await BadInputCheck.refuses({ site in
            try site.write("Content/people.csv", "text\nA\n")
            try site.write("Content/people.yaml", "title: People\nstyle: fancy\ndetailTemplate: card\n")
        }, errors: [
            "Content/people.yaml:2:8: error: unknown style 'fancy': use one of 'plain', 'grouped', 'insetGrouped'",
            "Content/people.yaml:3:17: error: unknown detail template 'card': known are 'default'; or add Templates/details/card.mustache",
        ])
    }
}
