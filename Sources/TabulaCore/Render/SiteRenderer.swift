import Foundation

/// Renders every page of a site into output files (path → bytes), spread across cores.
struct SiteRenderer {
    let templates: TemplateLibrary

    func render(_ site: Site) -> [String: [UInt8]] {
        let pages = PageRenderer(templates: templates, site: site.settings)
        let tables = TableRenderer(templates: templates)
        let titles = Dictionary(site.tables.map { ($0.outputPath, $0.title) }, uniquingKeysWith: { a, _ in a })
        var files: [String: [UInt8]] = [:]
        let rendered = ConcurrentMap.map(site.tables) { table in
            (table.outputPath, Array(pages.table(table, tableHTML: tables.render(table), parentTitle: table.parent.flatMap { titles[$0] }).utf8))
        }
        for (path, bytes) in rendered { files[path] = bytes }
        for detail in site.details {
            files[detail.outputPath] = Array(pages.detail(detail, parentTitle: titles[detail.parent]).utf8)
        }
        files["404.html"] = Array(pages.notFound().utf8)
        files[PageRenderer.stylesheetPath] = Array((BuiltinStylesheet.css + VirtualStylesheet.css).utf8)
        files.merge(VirtualFiles(templates: templates, pages: pages).render(site, titles: titles)) { _, new in new }
        return files
    }
}

/// `map` over an array on all cores, keeping the order.
enum ConcurrentMap {
    static func map<T: Sendable, R: Sendable>(_ items: [T], _ transform: @Sendable (T) -> R) -> [R] {
        let results = ResultSlots<R>(count: items.count)
        DispatchQueue.concurrentPerform(iterations: items.count) { i in results.set(i, transform(items[i])) }
        return results.values
    }
}

/// Fixed slots written once each from concurrent iterations.
final class ResultSlots<R: Sendable>: @unchecked Sendable {
    private var slots: [R?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: R) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    var values: [R] { lock.lock(); defer { lock.unlock() }; return slots.map { $0! } }
}
