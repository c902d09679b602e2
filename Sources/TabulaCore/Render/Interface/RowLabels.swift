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

    /// The labels made of a locale's messages for the detail button ("Details: {text}") and
    /// the checkmark: `InterfaceText.rowLabels` holds them, made once per locale.
    init(details: String, selected: String) {
        let parts = details.components(separatedBy: "{text}")
        detailsBefore = Array(HTMLText.escape(parts[0]).utf8)
        detailsAfter = Array(HTMLText.escape(parts.count > 1 ? parts.dropFirst().joined(separator: "") : "").utf8)
        self.selected = Array(HTMLText.escape(selected).utf8)
    }

    /// What a row's key holds of them (a change of words renders the rows again).
    var digest: String {
        [detailsBefore, detailsAfter, selected].map { String(decoding: $0, as: UTF8.self) }.joined(separator: "\u{1F}")
    }
}
