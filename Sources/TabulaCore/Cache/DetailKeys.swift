import Foundation

/// The key of a row's detail page: its template's identifier and content, everything else the
/// page's chrome depends on (the templates and site settings as `OutputKeys.siteFrame` holds
/// them, once per build; the table's place, title, locale and fields; where its Markdown links
/// lead, `TablePage.markdownTargets`), the row's own key (every field of the row, `RowKeys`),
/// and its neighbours' ids and titles (its previous and next links). A one-row edit changes
/// that row's key, and its neighbours' only when it changes their previous or next link.
struct DetailKeys: Sendable {
    private let prefix: ContentHash

    init(template: LoadedTemplate, siteFrame: ContentHash, table: TablePage) {
        var digest = DigestBuilder()
        digest.add("tabula-detail \(Tabula.version) \(BuildCache.formatVersion)")
        digest.add(template.identifier)
        digest.add(template.source)
        digest.add(siteFrame)
        digest.add(table.source)
        digest.add(table.outputPath)
        digest.add(table.title)
        digest.add(table.settings.locale)
        for name in RowDetailRenderer.markdownFields(table.settings) { digest.add(name) }
        for name in table.fieldOrder { digest.add(name) }
        digest.add(table.markdownTargets)
        prefix = digest.finish()
    }

    /// The key of the detail page of the row whose key (on its table page) is `row`.
    func key(row: ContentHash, previous: RowDetailRenderer.Neighbour?, next: RowDetailRenderer.Neighbour?,
             using digest: inout DigestBuilder) -> ContentHash {
        digest.reset()
        digest.add(prefix)
        digest.add(row)
        digest.add(previous?.id)
        digest.add(previous?.title)
        digest.add(next?.id)
        digest.add(next?.title)
        return digest.finish()
    }
}
