/// Wraps a cell template's output in the row element, its link and its accessory.
///
/// Rows are written as UTF-8 bytes straight into the buffer they are kept in: a String per
/// row and per interpolated piece was most of what rendering a row cost.
struct RowRenderer {
    let templates: TemplateLibrary
    private let cells: CellTemplates

    init(templates: TemplateLibrary) {
        self.templates = templates
        cells = CellTemplates(templates)
    }

    func render(_ row: Row, page: String, into html: inout String) {
        var bytes: [UInt8] = []
        render(row, page: page, into: &bytes)
        html += String(decoding: bytes, as: UTF8.self)
    }

    func render(_ row: Row, page: String, into html: inout [UInt8]) {
        withUnsafePointer(to: row) { render(rowAt: $0, page: page, into: &html) }
    }

    /// Renders the row `row` points at, read in place: a row passed by value is copied
    /// (every field retained and released) on each call.
    /// The row is written into a buffer on the stack, then appended to `html` at once.
    func render(rowAt row: UnsafePointer<Row>, page: String, into html: inout [UInt8]) {
        html.appendWritten(stackCapacity: MustacheTemplate.stackBufferSize) { write(rowAt: row, page: page, into: &$0) }
    }

    private func write(rowAt row: UnsafePointer<Row>, page: String, into html: inout MustacheOutputBuffer) {
        html.append(literal: "<li class=\"row cell-")
        html.appendEscaped(row.pointee.cell)
        if row.pointee.accessory == .checkmark { html.append(literal: " is-checked") }
        html.append(literal: "\" id=\"row-")
        html.appendEscaped(row.pointee.id)
        html.append(literal: "\"")
        if let height = row.pointee.height {
            html.append(literal: " style=\"--row-height: ")
            html.append(CSSNumber.px(height))
            html.append(literal: "\"")
        }
        html.append(literal: ">")
        // Locals, not `self`, in the functions below: capturing `self` copied the renderer
        // (and the whole template library it holds) for every row.
        // The template is lent in place, good while `self` is (see `CellTemplates`).
        let program = cells.program(row.pointee.cell), partials = templates.partials
        let linkHref = row.pointee.link.map { RelativeURL.href(from: page, to: $0) }
        func detailHref() -> String { (row.pointee.detailPage ?? row.pointee.link).map { RelativeURL.href(from: page, to: $0) } ?? "" }
        func open(_ href: String?) {
            if let href {
                html.append(literal: "<a class=\"row-content\" href=\"")
                html.appendEscaped(href)
                html.append(literal: "\">")
            } else {
                html.append(literal: "<div class=\"row-content\">")
            }
        }
        func cell() {
            if let program { RowContext.render(program, rowAt: row, page: page, partials: partials, into: &html) }
        }
        func detailButton() {
            html.append(literal: "<a class=\"accessory accessory-detailButton\" href=\"")
            html.appendEscaped(detailHref())
            html.append(literal: "\" aria-label=\"Details: ")
            html.appendEscaped(row.pointee.text)
            html.append(literal: "\"></a>")
        }
        let chevron: StaticString = "<span class=\"accessory accessory-disclosureIndicator\" aria-hidden=\"true\"></span>"
        switch row.pointee.accessory {
        case .none:
            open(linkHref)
            cell()
            if linkHref == nil { html.append(literal: "</div>") } else { html.append(literal: "</a>") }
        case .disclosureIndicator:
            open(linkHref ?? detailHref())
            cell()
            html.append(literal: chevron)
            html.append(literal: "</a>")
        case .detailButton:
            open(nil)
            cell()
            html.append(literal: "</div>")
            detailButton()
        case .detailDisclosureButton:
            open(linkHref ?? detailHref())
            cell()
            html.append(literal: chevron)
            html.append(literal: "</a>")
            detailButton()
        case .checkmark:
            open(linkHref)
            cell()
            html.append(literal: "<span class=\"accessory accessory-checkmark\" role=\"img\" aria-label=\"Selected\"></span>")
            if linkHref == nil { html.append(literal: "</div>") } else { html.append(literal: "</a>") }
        }
        html.append(literal: "</li>\n")
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
