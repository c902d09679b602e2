/// Every word the search field shows, in one place: the label in the page, and what the
/// script says about results (it reads them from the form's `data-tw-text`, and has none of
/// its own). `{n}` stands for a number, which the script formats for the page's language;
/// counts take the plural category `Intl.PluralRules` gives (`one`, `other`, …).
struct SearchInterfaceText: Sendable {
    var label = "Find in this table"
    /// An exact count.
    var found = ["one": "{n} row", "other": "{n} rows"]
    /// A count the script could not finish (a query whose every word is in most rows).
    var atLeast = ["one": "at least {n} row", "other": "at least {n} rows"]
    /// After a count, when more rows match than are listed.
    var shown = ", first {n} shown"
    var none = "No rows found"
    var searching = "Searching…"
    var failed = "Search is not available"

    static let english = SearchInterfaceText()

    /// What the script reads, as a JSON object.
    var scriptJSON: String {
        func plural(_ forms: [String: String]) -> String {
            "{" + forms.keys.sorted().map { JSONText.quote($0) + ":" + JSONText.quote(forms[$0]!) }.joined(separator: ",") + "}"
        }
        return "{\"found\":\(plural(found)),\"atLeast\":\(plural(atLeast)),\"shown\":\(JSONText.quote(shown)),"
            + "\"none\":\(JSONText.quote(none)),\"searching\":\(JSONText.quote(searching)),\"failed\":\(JSONText.quote(failed))}"
    }
}
