/// A row's `reading`, like a table view's `collationStringSelector`: the string the row is
/// sorted and indexed by instead of its `text` (the kana of a Japanese name written in kanji:
/// 山田太郎 with `reading: やまだたろう` sorts and goes under や).
///
/// Every loader (JSON, Markdown `{reading=…}`, front matter, a CSV or TSV column) keeps it as
/// the row field `reading`, checked by `RowDecoder.apply`, where cell templates may read it
/// too (ruby text); nothing else needs to know of it.
extension Row {
    /// The row's `reading` when it has one, else its `text`. A row with no fields besides its
    /// own (most rows of a long JSON table) is not looked up.
    var collationText: String {
        guard !fields.isEmpty, let reading = fields["reading"] else { return text }
        switch reading {
        case .string(let string): return string
        case .number(let number): return number
        default: return text
        }
    }
}
