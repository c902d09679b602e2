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
    /// What `templateContext` gives every page of the locale alike (the generator filled in),
    /// and the keys whose text also takes the page's title.
    private let sharedContext: [String: MustacheValue]
    private let titledKeys: [InterfaceKey]
    /// The words of a row's accessories, escaped once per locale (every table page's rows use them).
    let rowLabels: RowLabels

    /// The generator every page names ("Tabula 1.2.0").
    static let generator = "Tabula \(Tabula.version)"

    init(language: String, isRightToLeft: Bool, messages: [InterfaceKey: InterfaceMessage], numbers: NumberFormat, sources: [String]) {
        self.language = language
        self.isRightToLeft = isRightToLeft
        self.messages = messages
        self.numbers = numbers
        self.sources = sources
        func string(_ key: InterfaceKey, _ values: [String: String] = [:]) -> String { (messages[key] ?? .text("")).filled(values) }
        sharedContext = Dictionary(uniqueKeysWithValues: InterfaceKey.allCases.map { ($0.rawValue, .string(string($0, ["generator": Self.generator]))) })
        titledKeys = InterfaceKey.allCases.filter { messages[$0]?.placeholders.contains("title") ?? false }
        rowLabels = RowLabels(details: string(.details), selected: string(.selected))
    }

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
    func templateContext(title: String) -> MustacheValue {
        var object = sharedContext
        for key in titledKeys { object[key.rawValue] = .string(string(key, ["generator": Self.generator, "title": title])) }
        return .object(object)
    }
}
