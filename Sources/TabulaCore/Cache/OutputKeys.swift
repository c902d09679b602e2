import Foundation
import Synchronization

/// The key of each file a table page writes: everything its bytes depend on. A file whose key
/// is the one the last build wrote it under (and which is still as written) is not made again:
/// a one-row edit of a paginated table makes again only the pages showing that row.
///
/// A file depends on the page's *frame* — templates, interface text, site and page settings,
/// title, parent, the sections, and every row's id and height (they place rows in windows,
/// size spacers and move `#row-…` links between pages) — and on the keys of the rows it shows.
struct OutputKeys: Sendable {
    /// The page's frame (`frame(_:parentTitle:site:settings:)`).
    let frame: ContentHash
    /// The page's windows when it is windowed (`WindowPlan.isVirtual`), else nil.
    let plan: WindowPlan?
    /// How many rows the page has.
    let rowCount: Int

    /// The rows paginated page `number` shows (0: the table page, which shows window 0's
    /// rows when windowed, else every row).
    func rows(onPage number: Int) -> Range<Int> {
        guard let plan else { return 0..<rowCount }
        let windows = plan.windows[plan.windows(onPage: number)]
        return windows.first!.start..<(windows.last!.start + windows.last!.count)
    }

    /// The key of paginated page `number` (0: the table page); `rows` holds its rows.
    func page(_ number: Int, rows: PageRows) -> ContentHash {
        Self.frameOnly(frame, number == 0 ? "page" : "paginated", number, rows: self.rows(onPage: number).lazy.map(rows.key))
    }

    /// The key of a file that depends on the frame only (the manifest, an id bucket: made
    /// before the page's rows are rendered); with `rows`, of a file showing those rows.
    static func frameOnly(_ frame: ContentHash, _ kind: String, _ number: Int = 0, rows: some Sequence<ContentHash> = []) -> ContentHash {
        var digest = DigestBuilder()
        digest.add(frame)
        digest.add(kind)
        digest.add(String(number))
        for row in rows { digest.add(row) }
        return digest.finish()
    }

    /// What every page's files depend on alike: the templates and the site's settings. Made
    /// once per build, not per page.
    static func siteFrame(templates: TemplateLibrary, site: SiteSettings) -> ContentHash {
        var digest = DigestBuilder()
        digest.add("tabula-files \(Tabula.version) \(BuildCache.formatVersion)")
        for template in [templates.layout] + templates.cells.sorted(by: { $0.key < $1.key }).map(\.value)
            + templates.headers.sorted(by: { $0.key < $1.key }).map(\.value) {
            digest.add(template.identifier)
            digest.add(template.source)
        }
        for name in templates.partialSources.keys.sorted() {
            digest.add(name)
            digest.add(templates.partialSources[name]!)
        }
        for file in templates.interface.siteSources {  // Tabula's own are part of its version
            digest.add(file.path)
            digest.add(file.source)
        }
        digest.add(site.title)
        digest.add(site.locale)
        digest.add(site.baseURL)
        digest.add(site.rawHTML ? 1 : 0)
        return digest.finish()
    }

    /// Everything a page's files depend on besides its rows' keys. `site`: `siteFrame`'s;
    /// `settings`: the page's settings as JSON text (`SettingsText`).
    static func frame(_ page: TablePage, parentTitle: String?, site: ContentHash, settings: String) -> ContentHash {
        var digest = DigestBuilder()
        digest.add(site)
        digest.add(page.source)
        digest.add(page.outputPath)
        digest.add(page.title)
        digest.add(page.descriptionHTML)
        digest.add(settings)
        digest.add(page.parent)
        digest.add(parentTitle)
        for section in page.sections {
            digest.add(section.id)
            digest.add(section.title)
            digest.add(section.footer)
            digest.add(section.indexTitle)
            digest.add(section.header)
            digest.add(section.footerTemplate)
            digest.add(String(section.rows.count))
            for i in section.rows.indices {
                digest.add(section.rows[i].id)
                digest.add(section.rows[i].height.map { "\($0)" })
            }
        }
        return digest.finish()
    }

    /// Pages' settings as JSON text (what a frame holds of them), each distinct value encoded
    /// once: the tables of a large site mostly share theirs.
    final class SettingsText: Sendable {
        private let texts = Mutex<JSONColumn<PageSettings>>(JSONColumn())

        func of(_ settings: PageSettings) -> String { texts.withLock { $0.encode(settings) } }
    }
}
