/// The words Tabula itself writes on pages (not content), in one place: a localized site
/// replaces them here. Detail templates see them as `{{words.back}}`, `{{words.previous}}`, ….
enum InterfaceWords {
    /// English, the default for every locale until interface strings are localized.
    static let english: [String: String] = [
        "back": "Back",
        "previous": "Previous",
        "next": "Next",
        "neighbours": "Previous and next",
        "details": "Details",
        "link": "Link",
    ]

    /// The words for a page in `locale`, as a template value.
    static func words(locale: String) -> MustacheValue {
        .object(english.mapValues(MustacheValue.string))
    }
}
