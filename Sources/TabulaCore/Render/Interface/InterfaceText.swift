/// The interface text of one locale, as its pages show it: every `InterfaceKey`'s message
/// (the site's, else Tabula's, for the most specific language that has it, else English), the
/// page's `lang` and direction, and numbers written the locale's way. Made once per locale and
/// build (`InterfaceCatalog.text(for:)`): what a page asks of it costs no lookup in files.
struct InterfaceText: Sendable {
    /// The locale's BCP 47 tag, for `lang`.
    let language: String
    let isRightToLeft: Bool
    let messages: [InterfaceKey: InterfaceMessage]
    let numbers: NumberFormat
    /// The files the messages came from (their sources are part of the pages' keys).
    let sources: [String]

    /// "rtl" or "ltr", for `dir`.
    var direction: String { isRightToLeft ? "rtl" : "ltr" }

    subscript(key: InterfaceKey) -> InterfaceMessage {
        messages[key] ?? .text("")
    }

    /// The key's text with `values` filled in.
    func string(_ key: InterfaceKey, _ values: [String: String] = [:]) -> String {
        self[key].filled(values)
    }

    /// A number as the locale writes it.
    func number(_ value: Int) -> String {
        numbers.string(value)
    }

    /// "Page 3 of 12" and the like: a page number and a count, written the locale's way.
    func pageOf(_ page: Int, of pages: Int) -> String {
        string(.pageOf, ["page": number(page), "pages": number(pages)])
    }

    /// What templates read as `{{i18n.<key>}}`: every key's text, with the generator and the
    /// page's title filled in (counts and row text are left as `{count}`, `{text}`).
    func templateContext(title: String, generator: String) -> MustacheValue {
        var object: [String: MustacheValue] = [:]
        for key in InterfaceKey.allCases {
            object[key.rawValue] = .string(string(key, ["generator": generator, "title": title]))
        }
        return .object(object)
    }
}
