import Foundation
import Testing
@testable import TabulaCore

/// Tabula's own interface text: one complete, clean YAML file per language.
@Suite struct BuiltinInterfaceTextTests {
    static let folder = Repository.root.appendingPathComponent("Sources/TabulaCore/Resources/i18n")
    static let required = ["en", "de", "fr", "es", "it", "pt", "nl", "sv", "da", "nb", "fi", "pl", "cs", "ru", "uk", "tr",
                           "ar", "he", "ja", "ko", "zh-Hans", "zh-Hant"]

    @Test func everyFileInTheFolderIsCompiledIn() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".yaml") }
        #expect(Set(names.map { ContentPaths.stem($0) }) == Set(BuiltinInterfaceText.files.keys))
        #expect(Set(Self.required).isSubset(of: BuiltinInterfaceText.files.keys))
    }

    @Test("a built-in language has every key, parses cleanly and fills only Tabula's placeholders",
          arguments: BuiltinInterfaceText.files.keys.sorted())
    func complete(tag: String) throws {
        let diagnostics = Diagnostics()
        let file = InterfaceFile(path: tag, language: tag.lowercased(),
                                 source: String(decoding: BuiltinInterfaceText.files[tag]!, as: UTF8.self), diagnostics: diagnostics)
        #expect(diagnostics.all.isEmpty, "\(diagnostics.all)")
        #expect(Set(file.messages.keys) == Set(InterfaceKey.allCases))
        for (key, message) in file.messages where !key.hasPluralForms {
            #expect(message.placeholders == key.placeholders, "\(tag) \(key)")
        }
    }
}

/// Interface text of pages: the locale's, a site's own words, English where none is written.
@Suite struct InterfaceTextTests {
    @Test("the locale picks its language's text", arguments: [
        ("de", "Zurück", "de"), ("de-AT", "Zurück", "de-AT"), ("pt_BR", "Voltar", "pt-BR"), ("zh", "返回", "zh"),
        ("zh_TW", "返回", "zh-TW"), ("ja", "戻る", "ja"), ("ar", "رجوع", "ar"), ("en_GB", "Back", "en-GB"), ("sw", "Back", "sw"),
        ("no", "Tilbake", "no"), ("nb_NO", "Tilbake", "nb-NO"),
    ])
    func language(locale: String, back: String, lang: String) {
        let text = InterfaceCatalog().text(for: locale)
        #expect(text.string(.back) == back)
        #expect(text.language == lang)
    }

    @Test func simplifiedAndTraditionalChineseFollowTheScript() {
        #expect(InterfaceCatalog().text(for: "zh").string(.firstPage) == "第一页")
        #expect(InterfaceCatalog().text(for: "zh_TW").string(.firstPage) == "第一頁")
        #expect(InterfaceCatalog().text(for: "zh_Hant").string(.firstPage) == "第一頁")
    }

    @Test("right-to-left locales", arguments: [("ar", true), ("he", true), ("fa", true), ("ur", true), ("en", false), ("ja", false)])
    func direction(locale: String, rtl: Bool) {
        #expect(InterfaceCatalog().text(for: locale).direction == (rtl ? "rtl" : "ltr"))
    }

    @Test("numbers are written the locale's way", arguments: [
        ("en", "Page 1,234 of 5,678"), ("de", "Seite 1.234 von 5.678"), ("ar", "الصفحة ١٬٢٣٤ من ٥٬٦٧٨"), ("fr", "Page 1\u{202F}234 sur 5\u{202F}678"),
    ])
    func numbers(locale: String, expected: String) {
        #expect(InterfaceCatalog().text(for: locale).pageOf(1234, of: 5678) == expected)
    }

    @Test func aSiteFileChangesOneStringAndKeepsTabulasOthers() throws {
        let site = try TemporarySite([
            "Content/_index.md": "---\nlocale: de\n---\n",
            "Content/t.json": #"{"title": "T", "rows": [{"text": "a", "accessory": "checkmark"}]}"#,
            "Templates/i18n/de.yaml": "skipToContent: Direkt zum Inhalt\n",
        ])
        let summary = try site.build()
        #expect(summary.warnings.isEmpty, "\(summary.warnings)")
        let html = try site.read("Public/t/index.html")
        #expect(html.contains(##"<a class="skip-link" href="#main">Direkt zum Inhalt</a>"##))
        #expect(html.contains(#"aria-label="Ausgewählt""#))
        #expect(html.contains(#"<html lang="de" dir="ltr">"#))
    }

    @Test(arguments: [(false, "de", "Alle (1.234)"), (true, "de", "Alle (1.234)"), (true, "ar", "Alle (١٬٢٣٤)")])
    func aSectionHeaderWritesItsRowCountTheLocalesWay(windowed: Bool, locale: String, header: String) throws {
        let rows = (0..<1_234).map { #"{"text": "r\#($0)", "group": "Alle"}"# }.joined(separator: ",")
        let site = try TemporarySite([
            "Content/_index.md": "---\nlocale: \(locale)\n---\n",
            "Content/t.json": #"{"title": "T", "sectionBy": "group", "virtualize": \#(windowed), "rows": [\#(rows)]}"#,
            "Templates/headers/default.mustache": "{{title}} ({{rowCountText}})",
        ])
        try site.build()
        #expect(try site.read("Public/t/index.html").contains(header))
    }

    @Test func aMissingTranslationFallsBackToEnglishWithAWarningNamingTheFile() throws {
        let site = try TemporarySite([
            "Content/_index.md": "---\nlocale: eo\n---\n",
            "Content/t.json": #"{"title": "T", "rows": [{"text": "a"}]}"#,
            "Templates/i18n/eo.yaml": """
            skipToContent: Salti al la enhavo
            back: Reen
            madeWith: Farita per {generator}
            sectionIndex: Indekso
            findInTable: Serĉi en ĉi tiu tabelo
            rowsFound: {one: "{count} vico trovita", other: "{count} vicoj trovitaj"}
            rowsFoundFirst: {other: "{count} vicoj trovitaj, la unuaj {shown} montritaj"}
            noRowsFound: Neniu vico trovita
            pages: Paĝoj
            pageOf: Paĝo {page} el {pages}
            pageTitle: "{title} (paĝo {page} el {pages})"
            firstPage: Unua paĝo
            previousPage: Antaŭa paĝo
            nextPage: Sekva paĝo
            lastPage: Lasta paĝo
            previousRow: Antaŭa
            nextRow: Sekva
            neighbourRows: Antaŭa kaj sekva
            rowLink: Ligilo
            details: "Detaloj: {text}"
            selected: Elektita
            notFoundTitle: Paĝo ne trovita
            """,
        ])
        let summary = try site.build()
        #expect(summary.warnings.map(\.description) == [
            "Templates/i18n/eo.yaml: warning: no text for 'notFoundMessage', 'goHome': pages in this language show the English; add them to this file",
        ])
        let notFound = try site.read("Public/404.html")
        #expect(notFound.contains("<h1>Paĝo ne trovita</h1>"))
        #expect(notFound.contains(">Go to Home Page</a>"))
        #expect(try site.read("Public/t/index.html").contains(#"<html lang="eo" dir="ltr">"#))
    }

    @Test func aLocaleNoFileCoversIsTold() throws {
        let site = try TemporarySite(["Content/t.json": "{\"locale\": \"sw\",\n \"rows\": [{\"text\": \"a\"}]}"])
        let summary = try site.build()
        #expect(summary.warnings.map(\.description) == [
            "Content/t.json:1:12: warning: no interface text for locale 'sw': its pages show English words; add Templates/i18n/sw.yaml",
        ])
    }

    @Test func mistakesInASiteFileAreToldWhereTheyAre() throws {
        let site = try TemporarySite([
            "Content/t.json": #"{"rows": [{"text": "a"}]}"#,
            "Templates/i18n/en.yaml": "bak: Return\npageOf: \"{page}/{total}\"\nrowsFound: {one: \"1 row\"}\n",
        ])
        let summary = try site.build()
        #expect(summary.warnings.map(\.description) == [
            "Templates/i18n/en.yaml:1:1: warning: unknown interface text 'bak': did you mean 'back'?",
            "Templates/i18n/en.yaml:2:9: warning: `pageOf` holds {total}, which Tabula does not fill: it has {page}, {pages}",
            "Templates/i18n/en.yaml:3:1: warning: `rowsFound` has no `other` form, which every language needs: add `other: …`",
        ])
    }

    @Test func interfaceTextThatDoesNotParseIsAnError() throws {
        let site = try TemporarySite([
            "Content/t.json": #"{"rows": [{"text": "a"}]}"#,
            "Templates/i18n/de.yaml": "back: [Zurück\n",
        ])
        let errors = site.buildErrors()
        #expect(errors.count == 1)
        #expect(errors.first?.hasPrefix("Templates/i18n/de.yaml:2:1: error: malformed YAML") == true, "\(errors)")
    }

    @Test func anEditedTranslationRendersThePagesAgain() throws {
        let site = try TemporarySite([
            "Content/_index.md": "---\nlocale: de\n---\n",
            "Content/t.json": #"{"rows": [{"text": "a", "accessory": "checkmark"}]}"#,
        ])
        try site.build()
        try site.write("Templates/i18n/de.yaml", "selected: Gewählt\n")
        try site.build()
        #expect(try site.read("Public/t/index.html").contains(#"aria-label="Gewählt""#))
    }
}
