/// The search field of a table page. A windowed table's script searches its index
/// (`SearchIndex`); a table on one page with at least `minimumRows` rows gets the field too,
/// with its fold map (`data-tw-fold`), and the script searches the page's own rows. The form
/// is hidden until the script shows it: without script, the paginated pages and the section
/// index are the way to every row.
enum SearchForm {
    static let minimumRows = 20

    /// Whether a table on one page shows the search field: one of `minimumRows` rows or more,
    /// unless its settings turn search off.
    static func isShown(_ page: TablePage) -> Bool { page.settings.search != false && page.rowCount >= minimumRows }

    /// Whether a windowed table shows the search field, and so has a search index.
    static func isIndexed(_ page: TablePage) -> Bool { page.settings.search != false }

    /// The form in the page's language; `fold` is the fold map of a table on one page (nil for
    /// a windowed one). The script has no words of its own: it reads them from `data-tw-text`
    /// (`found` and `foundFirst` by plural category, `none`, and the `digits`, the numbering
    /// system of the page's other numbers).
    static func html(_ text: InterfaceText, fold: [UInt8]? = nil) -> String {
        var html = "<form class=\"tw-search\" role=\"search\" hidden data-tw-text='\(quoted(scriptJSON(text)))'"
        if let fold { html += " data-tw-fold='\(quoted(String(decoding: fold, as: UTF8.self)))'" }
        html += "><label>\(HTMLText.escape(text.string(.findInTable))) <input type=\"search\" name=\"q\"></label>"
        html += "<p class=\"tw-status\" role=\"status\" aria-live=\"polite\"></p><ol class=\"tw-results\"></ol></form>\n"
        return html
    }

    /// What the script reads, as a JSON object.
    static func scriptJSON(_ text: InterfaceText) -> String {
        func forms(_ key: InterfaceKey) -> String {
            switch text[key] {
            case .text(let string): "{\"other\":\(JSONText.quote(string))}"
            case .plural(let forms):
                "{" + forms.sorted { $0.key < $1.key }.map { "\(JSONText.quote($0.key)):\(JSONText.quote($0.value))" }.joined(separator: ",") + "}"
            }
        }
        return "{\"found\":\(forms(.rowsFound)),\"foundFirst\":\(forms(.rowsFoundFirst)),"
            + "\"none\":\(JSONText.quote(text.string(.noRowsFound))),\"digits\":\(JSONText.quote(text.numbers.numberingSystem))}"
    }

    /// JSON in a single-quoted attribute: only `&` and `'` need escaping (JSON's own quotes
    /// would each take six bytes in a double-quoted one).
    private static func quoted(_ json: String) -> String {
        json.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "'", with: "&#39;")
    }
}
