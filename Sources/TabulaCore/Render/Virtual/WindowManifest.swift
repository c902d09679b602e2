/// `windows/manifest.json`: what the script needs to lay out a table before loading it —
/// rows per window, each window's height, where each section starts, how ids are bucketed,
/// and which paginated page holds each window (`pages` + "<n>.html", relative to the manifest).
struct WindowManifest {
    let chrome: SectionChrome

    func json(_ page: TablePage, _ plan: WindowPlan) -> String {
        var json = "{\"rows\":\(plan.rowCount),\"windowSize\":\(plan.windowSize),\"windowsPerPage\":\(plan.windowsPerPage)"
        json += ",\"pages\":" + JSONText.quote(RelativeURL.href(from: VirtualTable.manifestPath(page), to: VirtualTable.folder(of: page) + "index.html"))
        json += ",\"rowHeight\":\(CSSNumber.plain(plan.rowHeight)),\"exact\":\(plan.exact)"
        json += ",\"idBuckets\":\(RowLookup.bucketCount(plan.rowCount))"
        json += ",\"heights\":[" + plan.windows.map { CSSNumber.plain($0.height) }.joined(separator: ",") + "]"
        json += ",\"sections\":["
        for (index, section) in page.sections.enumerated() {
            if index > 0 { json += "," }
            json += "{\"row\":\(plan.sectionStarts[index]),\"id\":\(JSONText.quote(section.id))"
            json += ",\"title\":" + (section.title.map(JSONText.quote) ?? "null")
            var header: [UInt8] = []
            chrome.header(section, into: &header)
            json += ",\"header\":\(JSONText.quote(String(decoding: header, as: UTF8.self)))}"
        }
        json += "]}\n"
        return json
    }
}
