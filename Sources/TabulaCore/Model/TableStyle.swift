/// The look of a table page, as UITableView.Style.
public enum TableStyle: String, Sendable, CaseIterable, Hashable, Codable {
    case plain
    case grouped
    case insetGrouped
}

/// How a table page builds its section index (the A–Z jump bar).
public enum IndexKind: String, Sendable, CaseIterable, Hashable, Codable {
    /// No section index.
    case none
    /// Rows grouped under the collated initial of their text, A–Z then `#`.
    case alphabetic
    /// One index entry per section, from the section's index title or title.
    case sections
}

/// The accessory shown at the trailing edge of a row, as UITableViewCell.AccessoryType.
public enum Accessory: String, Sendable, CaseIterable, Hashable {
    case none
    case disclosureIndicator
    case detailButton
    case detailDisclosureButton
    case checkmark

    /// Accessories that are links and so need somewhere to go.
    public var isLink: Bool {
        switch self {
        case .disclosureIndicator, .detailButton, .detailDisclosureButton: true
        case .none, .checkmark: false
        }
    }
}
