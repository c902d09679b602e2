import Foundation
import Testing
@testable import TabulaCore

/// `search: false`, on a table or for the whole site in `Content/_index.md`: no search field,
/// no search index, and the script only where the windows need it.
@Suite struct SearchSettingTests {
    /// A table of `count` rows, with `extra` settings (JSON members, each followed by a comma).
    static func table(_ count: Int, _ extra: String = "") -> String {
        let rows = (0..<count).map { #"{"text": "Row \#($0)"}"# }.joined(separator: ", ")
        return #"{"title": "T", \#(extra) "rows": [\#(rows)]}"#
    }

    static let windowed = #""windowSize": 10, "pageSize": 10, "search": false,"#

    @Test func aWindowedTableWithSearchOffHasNoFieldAndNoIndex() throws {
        let site = try TemporarySite(["Content/long.json": Self.table(40, Self.windowed)])
        try site.build()
        let html = try site.read("Public/long/index.html")
        #expect(!html.contains("tw-search"))
        #expect(html.contains("<script src=\"../tabula.js\" defer></script>"))  // the windows still load
        #expect(site.exists("Public/long/windows/manifest.json"))
        #expect(!site.exists("Public/long/windows/search.json"))
        #expect(!site.exists("Public/long/windows/search"))
    }

    @Test func aShortTableWithSearchOffHasNoFieldAndNoScript() throws {
        let site = try TemporarySite(["Content/short.json": Self.table(25, #""search": false,"#)])
        try site.build()
        let html = try site.read("Public/short/index.html")
        #expect(!html.contains("tw-search"))
        #expect(!html.contains("tabula.js"))
        #expect(!site.exists("Public/tabula.js"))
    }

    @Test func theSiteSettingIsTheDefaultATableMayOverride() throws {
        let site = try TemporarySite([
            "Content/_index.md": "---\ntitle: Site\nsearch: false\n---\n",
            "Content/off.json": Self.table(25),
            "Content/on.json": Self.table(25, #""search": true,"#),
        ])
        try site.build()
        #expect(!(try site.read("Public/off/index.html")).contains("tw-search"))
        #expect(try site.read("Public/on/index.html").contains("tw-search"))
        #expect(site.exists("Public/tabula.js"))
    }

    @Test func aSearchSettingThatIsNotABooleanIsAnError() throws {
        let site = try TemporarySite(["Content/t.json": Self.table(3, #""search": "no","#)])
        let errors = site.buildErrors()
        #expect(errors.contains { $0.hasPrefix("Content/t.json:1:26:") && $0.contains("`search` must be true or false") }, "\(errors)")
    }

    @Test func turningSearchOffRemovesTheIndexAsACleanBuildWould() throws {
        let on = #""windowSize": 10, "pageSize": 10,"#
        let site = try TemporarySite(["Content/long.json": Self.table(40, on)])
        try site.build()
        #expect(site.exists("Public/long/windows/search.json"))
        try site.write("Content/long.json", Self.table(40, Self.windowed))
        try site.build()
        #expect(!site.exists("Public/long/windows/search.json"))
        #expect(try site.outputTree() == cleanBuildTree(of: site))
    }

    /// The last page that loaded the script turns search off while a page that does not load
    /// it is kept from the last build: the script goes, as a clean build leaves it out.
    @Test func theScriptGoesWhenNoPageKeptOrMadeLoadsIt() throws {
        let site = try TemporarySite([
            "Content/quiet.json": Self.table(25, #""search": false,"#),
            "Content/loud.json": Self.table(25),
        ])
        try site.build()
        #expect(site.exists("Public/tabula.js"))
        try site.write("Content/loud.json", Self.table(25, #""search": false,"#))
        try site.build()
        #expect(!site.exists("Public/tabula.js"))
        #expect(try site.outputTree() == cleanBuildTree(of: site))
    }
}
