/// Constants and output paths of a virtualized table page.
enum VirtualTable {
    static let defaultWindowSize = 100
    /// Rows per paginated page: ten windows. One file per thousand rows, not one per window,
    /// keeps a 100k-row table to about 130 files (creating a file costs more than writing 250 KB).
    static let defaultPageSize = 1000
    /// The built-in cell's minimum height (2.75rem), the estimate when a page gives none.
    static let defaultRowHeight: Double = 44
    /// Output path of the script that loads windows.
    static let scriptPath = "tabula.js"

    /// Whether a table page loads the script: a windowed one, or one with a search field. The
    /// page's HTML links it exactly then, and its cache record keeps the answer (`scripted`).
    static func needsScript(_ page: TablePage) -> Bool {
        WindowPlan.isVirtual(page) || SearchForm.isShown(page)
    }

    /// The folder a page's extra files go in: `contacts/index.html` → `contacts/`.
    static func folder(of page: TablePage) -> String {
        guard let slash = page.outputPath.lastIndex(of: "/") else { return "" }
        return String(page.outputPath[...slash])
    }

    static func manifestPath(_ page: TablePage) -> String { folder(of: page) + "windows/manifest.json" }
    /// The search index's file `file` (`SearchIndex.files`): `windows/search.json` is its root.
    static func searchPath(_ page: TablePage, _ file: String) -> String { folder(of: page) + "windows/" + file }
    static func idBucketPath(_ page: TablePage, _ bucket: Int) -> String { folder(of: page) + "windows/ids/\(bucket).json" }

    /// Output path of paginated page `number` (0 is the table page itself; page 1 is `2.html`).
    /// Pages sit beside the table page, so a row's relative links are the same on both and the
    /// script can move rows from a page into the table page as they are.
    static func pagePath(_ page: TablePage, _ number: Int) -> String {
        number == 0 ? page.outputPath : folder(of: page) + "\(number + 1).html"
    }
}
