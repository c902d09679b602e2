/// Wraps a cell template's output in the row element, its link and its accessory.
///
/// Rows are written as UTF-8 bytes straight into the buffer they are kept in: a String per
/// row and per interpolated piece was most of what rendering a row cost.
struct RowRenderer {
    let templates: TemplateLibrary
    /// The accessories' words in the page's language.
    let labels: RowLabels
    private let cells: CellTemplates

    init(templates: TemplateLibrary, labels: RowLabels) {
        self.templates = templates
        self.labels = labels
        cells = templates.cellTemplates
    }

    /// Appends the row's element as UTF-8.
    func render(_ row: borrowing Row, page: String, into html: inout [UInt8]) {
        html.append(literal: "<li class=\"row cell-")
        html.appendEscaped(row.cell)
        if row.accessory == .checkmark { html.append(literal: " is-checked") }
        html.append(literal: "\" id=\"row-")
        html.appendEscaped(row.id)
        html.append(literal: "\"")
        if let height = row.height {
            html.append(literal: " style=\"--row-height: ")
            html.append(contentsOf: CSSNumber.px(height).utf8)
            html.append(literal: "\"")
        }
        html.append(literal: ">")
        func detailHref() -> String { (row.detailPage ?? row.link).map { RelativeURL.href(from: page, to: $0) } ?? "" }
        let linkHref = row.link.map { RelativeURL.href(from: page, to: $0) }
        let href = switch row.accessory {
        case .none, .checkmark: linkHref
        case .detailButton: String?.none
        case .disclosureIndicator, .detailDisclosureButton: linkHref ?? detailHref()
        }
        if let href {
            html.append(literal: "<a class=\"row-content\" href=\"")
            html.appendEscaped(href)
            html.append(literal: "\">")
        } else {
            html.append(literal: "<div class=\"row-content\">")
        }
        cells.render(row, page: page, partials: templates.partials, into: &html)
        switch row.accessory {
        case .disclosureIndicator, .detailDisclosureButton:
            html.append(literal: "<span class=\"accessory accessory-disclosureIndicator\" aria-hidden=\"true\"></span>")
        case .checkmark:
            html.append(literal: "<span class=\"accessory accessory-checkmark\" role=\"img\" aria-label=\"")
            html.append(bytes: labels.selected)
            html.append(literal: "\"></span>")
        case .none, .detailButton:
            break
        }
        html.append(literal: href == nil ? "</div>" : "</a>")
        if row.accessory == .detailButton || row.accessory == .detailDisclosureButton {
            html.append(literal: "<a class=\"accessory accessory-detailButton\" href=\"")
            html.appendEscaped(detailHref())
            html.append(literal: "\" aria-label=\"")
            html.append(bytes: labels.detailsBefore)
            html.appendEscaped(row.text)
            html.append(bytes: labels.detailsAfter)
            html.append(literal: "\"></a>")
        }
        html.append(literal: "</li>\n")
    }
}

enum CSSNumber {
    /// `44` → `44px`, `44.5` → `44.5px`.
    static func px(_ value: Double) -> String { plain(value) + "px" }

    /// `44` → `44`, `44.5` → `44.5`: whole numbers without a fraction (as JSON writes them too).
    static func plain(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? "\(Int(value))" : "\(value)"
    }
}
