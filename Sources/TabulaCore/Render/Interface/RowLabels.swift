import Foundation

/// The words a row's accessories carry, in its page's language, made once per locale: the
/// detail button's label around the row's text ("Details: {text}", "{text} の詳細") and the
/// checkmark's. Kept as escaped UTF-8, copied into each row as it is rendered.
struct RowLabels: Sendable, Hashable {
    /// The detail button's `aria-label` before and after the row's text.
    let detailsBefore: [UInt8]
    let detailsAfter: [UInt8]
    /// The checkmark's `aria-label`.
    let selected: [UInt8]

    /// No words: what `InterfaceText` holds until it has made its own.
    static let none = RowLabels(detailsBefore: [], detailsAfter: [], selected: [])

    private init(detailsBefore: [UInt8], detailsAfter: [UInt8], selected: [UInt8]) {
        self.detailsBefore = detailsBefore
        self.detailsAfter = detailsAfter
        self.selected = selected
    }

    /// The labels of `text`'s locale (`InterfaceText.rowLabels` holds them, made once).
    init(_ text: InterfaceText) {
        let details = text.string(.details)
        let parts = details.components(separatedBy: "{text}")
        detailsBefore = Array(HTMLText.escape(parts[0]).utf8)
        detailsAfter = Array(HTMLText.escape(parts.count > 1 ? parts.dropFirst().joined(separator: "") : "").utf8)
        selected = Array(HTMLText.escape(text.string(.selected)).utf8)
    }

    /// What a row's key holds of them (a change of words renders the rows again).
    var digest: String {
        [detailsBefore, detailsAfter, selected].map { String(decoding: $0, as: UTF8.self) }.joined(separator: "\u{1F}")
    }
}
