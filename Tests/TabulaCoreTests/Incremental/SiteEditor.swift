import TabulaTestSupport
import Foundation
@testable import TabulaCore


/// A generated site and the random edits a user makes to it.
struct SiteEditor {
    var tables: [String: [String: Any]] = [:]
    var random: SeededRandom
    var counter = 0

    init(seed: UInt64) {
        random = SeededRandom(seed: seed)
        for t in 0..<3 {
            var rows: [[String: Any]] = []
            for _ in 0..<(5 + t * 7) { rows.append(newRow()) }
            var table: [String: Any] = ["title": "Table \(t)", "rows": rows, "cell": t == 1 ? "mine" : "subtitle"]
            if t == 0 { table["index"] = "alphabetic" }
            if t == 2 { table["sectionBy"] = "group"; table["sort"] = "text"; table["windowSize"] = 5; table["pageSize"] = 10 }  // windowed, pages of 2 windows
            // Detail pages: the built-in template on the windowed table, a site's own on the first.
            if t == 2 { table["detailTemplate"] = "default" }
            if t == 0 { table["detailTemplate"] = "card"; table["markdownFields"] = ["notes"] }
            // Table 1 links to table 2, which no folder lists: its back link goes to table 1.
            if t == 1 { rows[0]["link"] = "/plain/table2.json"; table["rows"] = rows }
            tables[t == 2 ? "Content/plain/table2.json" : "Content/table\(t).json"] = table
        }
        repairLinks()
    }

    /// Points every row's link to a row of its own table that has the id, as a build requires:
    /// a link to a missing row is retargeted at a row with an id, or dropped when none has one.
    /// Links to other tables stay (renames and removals keep them right).
    mutating func repairLinks() {
        for path in tables.keys.sorted() {
            var rows = tables[path]!["rows"] as! [[String: Any]]
            let ids = rows.compactMap { $0["id"] as? String }
            for i in rows.indices {
                guard let link = rows[i]["link"] as? String, link.hasPrefix("#"),
                      !ids.contains(String(link.dropFirst("#row-".count))) else { continue }
                rows[i]["link"] = ids.isEmpty ? nil : "#row-" + ids.randomElement(using: &random)!
            }
            tables[path]!["rows"] = rows
        }
        // A long windowed table whose search index has several pieces, nodes of summaries and
        // a word in most rows.
        let syllables = ["ka", "lé", "mö", "ns", "to", "ri", "ßa", "Ü", "be", "Ca"]
        var long: [[String: Any]] = []
        for _ in 0..<600 {
            let words = (0..<Int.random(in: 1...4, using: &random)).map { _ in
                (0..<Int.random(in: 1...3, using: &random)).map { _ in syllables.randomElement(using: &random)! }.joined()
            }
            long.append(["text": "common " + words.joined(separator: " "), "detail": "d\(Int.random(in: 0..<50, using: &random))"])
        }
        tables["Content/long.json"] = ["title": "Long", "rows": long]
    }

    static let names = ["Åland", "apple", "Éire", "zebra", "Örebro", "1984", "Bob", "bob", "Zoë", "Ñandu", "Cedar", "elm"]

    mutating func newRow() -> [String: Any] {
        counter += 1
        var row: [String: Any] = ["text": "\(Self.names.randomElement(using: &random)!) \(counter % 7)", "detail": "d\(counter)",
                                   "group": ["North", "South", "East"].randomElement(using: &random)!]
        if Bool.random(using: &random) { row["accessory"] = "checkmark" }
        if Bool.random(using: &random) { row["id"] = "r\(counter)" }
        // Links to other rows move with them when a windowed table is cut into pages.
        if Int.random(in: 0..<4, using: &random) == 0 { row["link"] = "#row-r\(Int.random(in: 1...counter, using: &random))" }
        if Int.random(in: 0..<4, using: &random) == 0 { row["height"] = Int.random(in: 30...90, using: &random) }
        if Int.random(in: 0..<3, using: &random) == 0 { row["body"] = "Body *\(counter)*" }
        if Int.random(in: 0..<3, using: &random) == 0 { row["notes"] = "- note \(counter)" }
        // A cell of its own (by an alias too): its page depends on that cell's template.
        if Int.random(in: 0..<5, using: &random) == 0 { row["cell"] = ["mine", "rightDetail", "value2"].randomElement(using: &random)! }
        return row
    }

    func files() throws -> [String: String] {
        var files: [String: String] = [
            "Content/_index.md": "---\ntitle: Site\n---\n",
            "Content/static.md": "---\nstyle: insetGrouped\n---\n## Links\n- [Zero](table0.json)\n- [x] Checked — yes\n",
            "Content/folder/_index.md": "---\ntitle: Folder\n---\nIntro.\n",
            "Content/folder/a.md": "---\ntitle: A\nweight: 1\n---\nBody A.\n",
            "Templates/cells/mine.mustache": "<b>{{text}}</b> {{detail}}",
            "Templates/details/card.mustache": "<h1>{{text}}</h1>{{{notes}}}{{{body}}}<a href=\"{{back.href}}\">{{back.title}}</a>"
                + "{{#previous}}<a href=\"{{href}}\">{{title}}</a>{{/previous}}{{#next}}<a href=\"{{href}}\">{{title}}</a>{{/next}}",
        ]
        for (path, table) in tables {
            files[path] = String(decoding: try JSONSerialization.data(withJSONObject: table, options: [.sortedKeys]), as: UTF8.self)
        }
        return files
    }

    /// Applies one random edit to `site` and returns its name.
    mutating func edit(_ site: TemporarySite) throws -> String {
        let paths = tables.keys.sorted()
        let path = paths.randomElement(using: &random)!
        var rows = tables[path]!["rows"] as! [[String: Any]]
        let name: String
        switch Int.random(in: 0..<20, using: &random) {
        case 0 where !rows.isEmpty:
            let i = Int.random(in: 0..<rows.count, using: &random)
            rows[i]["text"] = "\(Self.names.randomElement(using: &random)!) edited \(counter)"
            counter += 1
            name = "edit a row of \(path)"
        case 1:
            rows.insert(newRow(), at: Int.random(in: 0...rows.count, using: &random))
            name = "add a row to \(path)"
        case 2 where rows.count > 1:
            rows.remove(at: Int.random(in: 0..<rows.count, using: &random))
            name = "remove a row of \(path)"
        case 3:
            rows.shuffle(using: &random)
            name = "reorder the rows of \(path)"
        case 4 where path != "Content/table0.json":
            counter += 1
            return try rename(path, to: "Content/renamed\(counter).json", site)
        case 5:
            counter += 1
            if Bool.random(using: &random) {
                try site.write("Templates/cells/mine.mustache", "<i>{{text}}</i> \(counter) {{detail}}")
                return "edit a cell template"
            }
            // The template of `value1` under its alias's name.
            let override = site.url.appendingPathComponent("Templates/cells/rightDetail.mustache")
            if FileManager.default.fileExists(atPath: override.path), Bool.random(using: &random) {
                try FileManager.default.removeItem(at: override)
                return "remove a cell template named by an alias"
            }
            try site.write("Templates/cells/rightDetail.mustache", "<s>{{text}}</s> \(counter)")
            return "add or edit a cell template named by an alias"
        case 6:
            tables[path]!["style"] = ["plain", "grouped", "insetGrouped"].randomElement(using: &random)!
            tables[path]!["title"] = "Title \(counter)"
            tables[path]!["search"] = Bool.random(using: &random) ? nil : Bool.random(using: &random)
            counter += 1
            name = "change page settings of \(path)"
        case 7:
            tables[path]!["locale"] = ["en", "sv", "de"].randomElement(using: &random)!
            name = "change the locale of \(path)"
        case 8:
            let override = site.url.appendingPathComponent("Templates/cells/subtitle.mustache")
            if FileManager.default.fileExists(atPath: override.path) {
                try FileManager.default.removeItem(at: override)
                return "remove a template override"
            }
            try site.write("Templates/cells/subtitle.mustache", "<u>{{text}}</u>")
            return "add a template override of a built-in"
        case 9:
            try site.write("Content/folder/a.md", "---\ntitle: A \(counter)\n---\nBody \(counter).\n")
            counter += 1
            return "edit a detail page"
        case 10 where !rows.isEmpty:
            rows[Int.random(in: 0..<rows.count, using: &random)]["id"] = "r\(Int.random(in: 1...counter, using: &random))x"
            name = "change the id of a row of \(path)"
        case 11 where !rows.isEmpty:
            rows[Int.random(in: 0..<rows.count, using: &random)]["height"] = Int.random(in: 30...90, using: &random)
            name = "change the height of a row of \(path)"
        case 12:
            return try addTable(site)
        case 13 where path != "Content/table0.json":
            try FileManager.default.removeItem(at: site.url.appendingPathComponent(path))
            tables[path] = nil
            dropLinks(to: path)
            return try write(site, "remove \(path)")
        case 14 where path != "Content/table0.json":
            // Into or out of the folder table, and with the title taken from the file name.
            counter += 1
            if Bool.random(using: &random) { tables[path]!["title"] = nil }
            return try rename(path, to: random.pick(["Content/", "Content/folder/", "Content/plain/"]) + "moved\(counter).json", site)
        case 15:
            // The home and folder tables list the title; tables this one links to show it in their back link.
            tables[path]!["title"] = Bool.random(using: &random) ? nil : "Retitled \(counter)"
            counter += 1
            name = "change or remove the title of \(path)"
        case 16 where !rows.isEmpty:
            let target = paths.randomElement(using: &random)!
            rows[Int.random(in: 0..<rows.count, using: &random)]["link"] = "/" + target.dropFirst("Content/".count)
            name = "link a row of \(path) to \(target)"
        case 17:
            if let template = ["default", "card", "none"].randomElement(using: &random), template != "none" {
                tables[path]!["detailTemplate"] = template
            } else {
                tables[path]!.removeValue(forKey: "detailTemplate")
            }
            name = "change the detail template of \(path)"
        case 18:
            try site.write("Templates/details/card.mustache", "<p>\(counter) {{text}}</p>{{{body}}}{{#next}}<a href=\"{{href}}\">{{title}}</a>{{/next}}")
            counter += 1
            return "edit a detail template"
        case 19 where !rows.isEmpty:
            // A detail page renders the row's Markdown: where its link leads is part of the page.
            let target = paths.randomElement(using: &random)!
            rows[Int.random(in: 0..<rows.count, using: &random)]["body"] = Self.bodyLink(to: "/" + target.dropFirst("Content/".count))
            name = "link the body of a row of \(path) to \(target)"
        default:
            tables[path]!["index"] = Bool.random(using: &random) ? "alphabetic" : "none"
            name = "toggle the index of \(path)"
        }
        tables[path]!["rows"] = rows
        return try write(site, name)
    }

    /// A new table of one to three rows, at the top or in the folder, with or without a
    /// title, linking to another table or not.
    private mutating func addTable(_ site: TemporarySite) throws -> String {
        counter += 1
        // At the top (a row of the home table), in the folder table, or in a plain folder
        // (listed nowhere: its back link goes to the first table linking to it).
        let path = random.pick(["Content/added\(counter).json", "Content/folder/added\(counter).json", "Content/plain/added\(counter).json"])
        var rows = (0..<Int.random(in: 1...3, using: &random)).map { _ in newRow() }
        if Bool.random(using: &random), let target = tables.keys.sorted().randomElement(using: &random) {
            rows[0]["link"] = "/" + target.dropFirst("Content/".count)
        }
        var table: [String: Any] = ["rows": rows]
        if Bool.random(using: &random) { table["title"] = "Added \(counter)" }
        if Bool.random(using: &random) { table["detailTemplate"] = "default" }
        tables[path] = table
        return try write(site, "add \(path)")
    }

    /// Renames a table's file; links to it follow.
    private mutating func rename(_ path: String, to newPath: String, _ site: TemporarySite) throws -> String {
        try FileManager.default.removeItem(at: site.url.appendingPathComponent(path))
        tables[newPath] = tables.removeValue(forKey: path)
        let old = "/" + path.dropFirst("Content/".count), new = "/" + newPath.dropFirst("Content/".count)
        relink { $0 == old ? new : $0 }
        return try write(site, "rename \(path) to \(newPath)")
    }

    /// Removes the links to a table that is gone.
    private mutating func dropLinks(to path: String) {
        let gone = "/" + path.dropFirst("Content/".count)
        relink { $0 == gone ? nil : $0 }
    }

    private mutating func relink(_ change: (String) -> String?) {
        for (path, table) in tables {
            guard var rows = table["rows"] as? [[String: Any]] else { continue }
            for i in rows.indices {
                if let link = rows[i]["link"] as? String, !link.hasPrefix("#") { rows[i]["link"] = change(link) }
                if let body = rows[i]["body"] as? String, let link = Self.bodyLinkTarget(body) { rows[i]["body"] = change(link).map(Self.bodyLink) }
            }
            tables[path]!["rows"] = rows
        }
    }

    /// A row body (Markdown) linking to a page of the site, and back.
    private static func bodyLink(to target: String) -> String { "See [there](\(target))." }
    private static func bodyLinkTarget(_ body: String) -> String? {
        guard body.hasPrefix("See [there]("), body.hasSuffix(").") else { return nil }
        return String(body.dropFirst("See [there](".count).dropLast(2))
    }

    private mutating func write(_ site: TemporarySite, _ name: String) throws -> String {
        repairLinks()
        for (path, text) in try files() where path.hasSuffix(".json") { try site.write(path, text) }
        return name
    }
}

/// Builds a copy of `site`'s sources from scratch (no cache) and returns its output tree.
func cleanBuildTree(of site: TemporarySite) throws -> [String: Data] {
    let copy = try TemporarySite()
    for folder in ["Content", "Templates"] {
        let source = site.url.appendingPathComponent(folder)
        if FileManager.default.fileExists(atPath: source.path) {
            try FileManager.default.copyItem(at: source, to: copy.url.appendingPathComponent(folder))
        }
    }
    try copy.build()
    return try copy.outputTree()
}
