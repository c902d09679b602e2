/// The files every site gets as they are: written in `Sources/TabulaCore/Resources/` as plain
/// CSS and JavaScript, and embedded in the binary when it is built (nothing is read at run time).
enum BuiltinAssets {
    /// `tabula.css`: an iOS table-view look that follows the reader's light/dark preference and
    /// font size, themed through `--tb-*` custom properties, with the styles of windowed tables.
    static var stylesheet: [UInt8] { PackageResources.tabula_css }

    /// `tabula.js`: loads the row windows of a long table page near the viewport, drops far ones
    /// (keeping their measured height in spacers), jumps to sections and rows, and searches rows.
    /// No dependencies; a page works without it through its paginated pages.
    static var script: [UInt8] { PackageResources.tabula_js }
}
