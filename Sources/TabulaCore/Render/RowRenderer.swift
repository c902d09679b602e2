/// Wraps a cell template's output in the row element, its link and its accessory.
struct RowRenderer {
    let templates: TemplateLibrary

    func render(_ row: Row, page: String, into html: inout String) {
        var cellHTML = ""
        templates.cell(row.cell)?.template.render(row, page: page, partials: templates.partials, into: &cellHTML)
        html += "<li class=\"row cell-\(HTMLText.escape(row.cell))\(row.accessory == .checkmark ? " is-checked" : "")\" id=\"row-\(HTMLText.escape(row.id))\""
        if let height = row.height { html += " style=\"--row-height: \(CSSNumber.px(height))\"" }
        html += ">"
        let label = HTMLText.escape(row.text)
        let linkHref = row.link.map { HTMLText.escape(RelativeURL.href(from: page, to: $0)) }
        let detailHref = (row.detailPage ?? row.link).map { HTMLText.escape(RelativeURL.href(from: page, to: $0)) }
        let chevron = "<span class=\"accessory accessory-disclosureIndicator\" aria-hidden=\"true\"></span>"
        switch row.accessory {
        case .none:
            if let linkHref { html += "<a class=\"row-content\" href=\"\(linkHref)\">\(cellHTML)</a>" }
            else { html += "<div class=\"row-content\">\(cellHTML)</div>" }
        case .disclosureIndicator:
            html += "<a class=\"row-content\" href=\"\(linkHref ?? detailHref ?? "")\">\(cellHTML)\(chevron)</a>"
        case .detailButton:
            html += "<div class=\"row-content\">\(cellHTML)</div>"
            html += "<a class=\"accessory accessory-detailButton\" href=\"\(detailHref ?? "")\" aria-label=\"Details: \(label)\"></a>"
        case .detailDisclosureButton:
            html += "<a class=\"row-content\" href=\"\(linkHref ?? detailHref ?? "")\">\(cellHTML)\(chevron)</a>"
            html += "<a class=\"accessory accessory-detailButton\" href=\"\(detailHref ?? "")\" aria-label=\"Details: \(label)\"></a>"
        case .checkmark:
            let content = "\(cellHTML)<span class=\"accessory accessory-checkmark\" role=\"img\" aria-label=\"Selected\"></span>"
            if let linkHref { html += "<a class=\"row-content\" href=\"\(linkHref)\">\(content)</a>" }
            else { html += "<div class=\"row-content\">\(content)</div>" }
        }
        html += "</li>\n"
    }
}

enum CSSNumber {
    /// `44` → `44px`, `44.5` → `44.5px`.
    static func px(_ value: Double) -> String { plain(value) + "px" }

    /// `44` → `44`, `44.5` → `44.5`.
    static func plain(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? "\(Int(value))" : "\(value)"
    }
}
