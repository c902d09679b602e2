import Foundation
import Testing
import TabulaTestSupport

/// A site's interface text (`Templates/i18n/<locale>.yaml`) that cannot be read is refused like
/// a template that does not parse: status 1, the positioned error, `Public/` as it was.
@Suite struct InterfaceTextBadInput {
    @Test func yamlThatDoesNotParse() async throws {
        try await BadInputCheck.refuses({ site in
            try site.write("Templates/i18n/de.yaml", "back: Zurück\nfindInTable: [Suchen\n")
        }, errors: ["Templates/i18n/de.yaml:3:1: error: malformed YAML: did not find expected ',' or ']' while parsing a flow sequence"])
    }

    @Test func aListInsteadOfAMapping() async throws {
        try await BadInputCheck.refuses({ site in
            try site.write("Templates/i18n/fr.yaml", "- Retour\n- Pages\n")
        }, errors: ["Templates/i18n/fr.yaml:1:1: error: interface text must be a mapping like `back: Zurück`, found array"])
    }

    @Test func textThatIsNotUTF8() async throws {
        try await BadInputCheck.refuses({ site in
            let folder = site.url.appendingPathComponent("Templates/i18n")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data([0x62, 0x61, 0x63, 0x6B, 0x3A, 0x20, 0xFF, 0xFE, 0x0A]).write(to: folder.appendingPathComponent("es.yaml"))
        }, errors: ["Templates/i18n/es.yaml:1:7: error: invalid UTF-8 byte 0xFF: save this file as UTF-8"])
    }
}
