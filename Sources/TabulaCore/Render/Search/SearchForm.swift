/// The search field of a table page. A windowed table's script searches its index
/// (`SearchIndex`); a table on one page with at least `minimumRows` rows gets the field too,
/// with its fold map (`data-tw-fold`), and the script searches the page's own rows. The form
/// is hidden until the script shows it: without script, the paginated pages and the section
/// index are the way to every row.
enum SearchForm {
    static let minimumRows = 20

    /// Whether a table on one page shows the search field.
    static func isShown(rows: Int) -> Bool { rows >= minimumRows }

    /// The form; `fold` is the fold map of a table on one page (nil for a windowed one).
    static func html(_ text: SearchInterfaceText = .english, fold: [UInt8]? = nil) -> String {
        var html = "<form class=\"tw-search\" role=\"search\" hidden data-tw-text='\(quoted(text.scriptJSON))'"
        if let fold { html += " data-tw-fold='\(quoted(String(decoding: fold, as: UTF8.self)))'" }
        html += "><label>\(HTMLText.escape(text.label)) <input type=\"search\" name=\"q\" autocomplete=\"off\"></label>"
        html += "<p class=\"tw-status\" role=\"status\" aria-live=\"polite\"></p><ol class=\"tw-results\"></ol></form>\n"
        return html
    }

    /// JSON in a single-quoted attribute: only `&` and `'` need escaping (JSON's own quotes
    /// would each take six bytes in a double-quoted one).
    private static func quoted(_ json: String) -> String {
        json.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "'", with: "&#39;")
    }
}
