import Foundation

/// The key of a row's detail page: its template's identifier and content, everything else the
/// page's chrome depends on (the table, the site's settings, where the table's Markdown links
/// lead: `TablePage.markdownTargets`),
/// the row's own key (every field of the row, `RowKeys`), and its neighbours' ids and titles
/// (its previous and next links). A one-row edit changes that row's key, and its neighbours'
/// only when it changes their previous or next link.
struct DetailKeys: Sendable {
    private let prefix: ContentHash

    init(template: LoadedTemplate, templates: TemplateLibrary, site: Site, table: TablePage) {
        var digest = DigestBuilder()
        digest.add("tabula-detail \(Tabula.version) \(BuildCache.formatVersion)")
        digest.add(template.identifier)
        digest.add(template.source)
        for name in templates.partialSources.keys.sorted() {
            digest.add(name)
            digest.add(templates.partialSources[name]!)
        }
        digest.add(site.settings.title)
        digest.add(site.settings.locale)
        digest.add(site.settings.baseURL)
        digest.add(site.settings.rawHTML ? 1 : 0)
        digest.add(table.source)
        digest.add(table.outputPath)
        digest.add(table.title)
        digest.add(table.settings.locale)
        for name in RowDetailRenderer.markdownFields(table.settings) { digest.add(name) }
        for name in table.fieldOrder { digest.add(name) }
        for file in templates.interface.siteSources {  // Tabula's own are part of its version
            digest.add(file.path)
            digest.add(file.source)
        }
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
