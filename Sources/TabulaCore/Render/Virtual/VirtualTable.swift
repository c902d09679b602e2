/// Constants and output paths of a virtualized table page.
enum VirtualTable {
    static let defaultWindowSize = 100
    /// The built-in cell's minimum height (2.75rem), the estimate when a page gives none.
    static let defaultRowHeight: Double = 44
    /// Output path of the script that loads windows.
    static let scriptPath = "tabula.js"

    /// The folder a page's extra files go in: `contacts/index.html` → `contacts/`.
    static func folder(of page: TablePage) -> String {
        guard let slash = page.outputPath.lastIndex(of: "/") else { return "" }
        return String(page.outputPath[...slash])
    }

    static func windowPath(_ page: TablePage, _ window: Int) -> String { folder(of: page) + "windows/\(window).html" }
    static func manifestPath(_ page: TablePage) -> String { folder(of: page) + "windows/manifest.json" }
    static func searchPath(_ page: TablePage) -> String { folder(of: page) + "windows/search.json" }
    static func idBucketPath(_ page: TablePage, _ bucket: Int) -> String { folder(of: page) + "windows/ids/\(bucket).json" }

    /// Output path of the paginated page showing `window` (window 0 is the page itself).
    /// Pages are files of one `page/` folder, not a folder each: a cold build of 100k rows then
    /// creates a thousand fewer folders, which took a third of its file-system time.
    static func pagePath(_ page: TablePage, _ window: Int) -> String {
        window == 0 ? page.outputPath : folder(of: page) + "page/\(window + 1).html"
    }
}
