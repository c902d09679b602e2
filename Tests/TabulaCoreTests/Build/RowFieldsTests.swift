import Testing
@testable import TabulaCore

/// A row's fields behave as a dictionary of its names, kept in the order written.
@Suite struct RowFieldsTests {
    @Test func aNewNameIsAddedLastAndAnotherValueReplacesInPlace() {
        var fields: RowFields = ["email": .string("a@example.com")]
        fields["office"] = .string("B 12")
        fields["email"] = .string("b@example.com")
        #expect(fields.names == ["email", "office"])
        #expect(fields["email"] == .string("b@example.com"))
        #expect(fields["phone"] == nil)
    }

    @Test func settingNilRemovesTheField() {
        var fields: RowFields = ["email": .string("a@example.com"), "office": .string("B 12")]
        fields["email"] = nil
        #expect(fields.names == ["office"])
        #expect(fields.count == 1)
    }

    @Test func fieldsAreEqualWhateverTheOrderTheyWereWrittenIn() {
        let written: RowFields = ["a": .number("1"), "b": .string("x")]
        let reversed: RowFields = ["b": .string("x"), "a": .number("1")]
        #expect(written == reversed)
        #expect(written != ["a": .number("1"), "b": .string("y")])
        #expect(written != ["a": .number("1")])
    }

    @Test func rowsSharingNamesKeepTheirOwnValues() {
        var shared: [String] = []
        var first: RowFields = ["email": .string("a@example.com"), "office": .string("B 12")]
        var second: RowFields = ["email": .string("b@example.com"), "office": .string("C 3")]
        first.shareNames(with: &shared)
        second.shareNames(with: &shared)
        second["phone"] = .string("tel:+1")
        #expect(first.dictionary == ["email": .string("a@example.com"), "office": .string("B 12")])
        #expect(second.dictionary == ["email": .string("b@example.com"), "office": .string("C 3"), "phone": .string("tel:+1")])
    }

    @Test func aDictionaryBecomesFieldsInOrderOfName() {
        let fields = RowFields(["z": .bool(true), "a": .null, "m": .string("m")])
        #expect(fields.names == ["a", "m", "z"])
        #expect(fields.dictionary == ["z": .bool(true), "a": .null, "m": .string("m")])
    }
}
