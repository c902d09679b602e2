import Foundation

/// The model a build renders, in the shape `tabula inspect` prints.
public struct SiteInspection: Codable, Sendable, Equatable {
    public struct Page: Codable, Sendable, Equatable {
        public var path: String
        public var title: String
        public var sections: [Section]
    }

    public struct Section: Codable, Sendable, Equatable {
        public var title: String?
        public var indexTitle: String?
        public var rows: [String]
    }

    public var pages: [Page]

    public init(_ site: Site) {
        pages = site.tables.map { table in
            Page(path: "/" + RelativeURL.href(from: "index.html", to: table.outputPath).replacingOccurrences(of: "./", with: ""),
                 title: table.title,
                 sections: table.sections.map { section in
                     // By index: rows are read where they are, not copied out.
                     Section(title: section.title, indexTitle: section.indexTitle, rows: section.rows.indices.map { section.rows[$0].id })
                 })
        }
    }

    public func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return (try? String(data: encoder.encode(self), encoding: .utf8)) ?? "{}"
    }

    /// A human-readable outline: pages, their sections and row ids in order.
    public func text() -> String {
        var out = ""
        for page in pages {
            out += "\(page.path)  \(page.title)\n"
            for section in page.sections {
                let title = section.title ?? "(untitled)"
                let index = section.indexTitle.map { " [\($0)]" } ?? ""
                out += "  \(title)\(index): \(section.rows.joined(separator: ", "))\n"
            }
        }
        return out
    }
}
