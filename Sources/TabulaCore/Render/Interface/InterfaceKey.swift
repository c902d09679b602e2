import Foundation

/// A piece of interface text: words Tabula itself writes on a page (not the site's content),
/// in the page's language. Each is a key of the files in `Resources/i18n/` and
/// `Templates/i18n/`, and a name templates read as `{{i18n.<key>}}`.
enum InterfaceKey: String, CaseIterable, Sendable {
    case skipToContent, back, madeWith, sectionIndex
    /// The search of a windowed table: its field, what it found.
    case findInTable, rowsFound, rowsFoundFirst, noRowsFound
    /// The pagination of a windowed table.
    case pages, pageOf, pageTitle, firstPage, previousPage, nextPage, lastPage
    /// A row's detail button, a checkmark row.
    case details, selected
    /// A row's detail page: its previous and next rows, the links to them, its own link.
    case previousRow, nextRow, neighbourRows, rowLink
    /// The not-found page.
    case notFoundTitle, notFoundMessage, goHome

    /// The `{names}` Tabula fills in the text; a translation keeps them.
    var placeholders: Set<String> {
        switch self {
        case .madeWith: ["generator"]
        case .rowsFound: ["count"]
        case .rowsFoundFirst: ["count", "shown"]
        case .pageOf: ["page", "pages"]
        case .pageTitle: ["title", "page", "pages"]
        case .details: ["text"]
        default: []
        }
    }

    /// Counts the script fills in, which may have a form per plural category of the language.
    var hasPluralForms: Bool { self == .rowsFound || self == .rowsFoundFirst }
}

/// The text of one key in one language: one string, or one per CLDR plural category
/// (`zero`, `one`, `two`, `few`, `many`, `other`; `other` always there).
enum InterfaceMessage: Sendable, Hashable {
    case text(String)
    case plural([String: String])

    static let pluralCategories = ["zero", "one", "two", "few", "many", "other"]

    /// The string, or its `other` form.
    var text: String {
        switch self {
        case .text(let text): text
        case .plural(let forms): forms["other"] ?? ""
        }
    }

    /// The string with each `{name}` of `values` replaced (others are left as they are), in
    /// one pass: a value that itself holds `{name}` is not filled again.
    func filled(_ values: [String: String]) -> String {
        let text = self.text
        guard text.utf8.contains(UInt8(ascii: "{")) else { return text }
        var result = ""
        var rest = text[...]
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            let afterOpen = rest.index(after: open)
            if let close = rest[afterOpen...].firstIndex(of: "}"), let value = values[String(rest[afterOpen..<close])] {
                result += value
                rest = rest[rest.index(after: close)...]
            } else {
                result += "{"
                rest = rest[afterOpen...]
            }
        }
        result += rest
        return result
    }

    /// Every `{name}` the text (or any of its forms) holds.
    var placeholders: Set<String> {
        let texts: [String] = switch self {
        case .text(let text): [text]
        case .plural(let forms): Array(forms.values)
        }
        var names: Set<String> = []
        for text in texts {
            var rest = text[...]
            while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
                names.insert(String(rest[rest.index(after: open)..<close]))
                rest = rest[rest.index(after: close)...]
            }
        }
        return names
    }
}
