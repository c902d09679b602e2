import TabulaCore

/// The script (and, while the last build is failing, the error overlay) that the preview
/// server adds to the HTML it sends. It is never written to disk.
enum ReloadInjection {
    static let eventsPath = "/__tabula/events"
    static let overlayID = "__tabula-overlay"

    /// `html` with the snippet inserted before its last `</body>` (or appended when it has none).
    static func inject(into html: String, failure: [Diagnostic]?) -> String {
        let snippet = (failure.map(overlay) ?? "") + script
        guard let end = html.range(of: "</body>", options: [.caseInsensitive, .backwards]) else { return html + snippet }
        var result = html
        result.insert(contentsOf: snippet, at: end.lowerBound)
        return result
    }

    /// The overlay listing every diagnostic as `path:line:col: error: message`.
    static func overlay(_ diagnostics: [Diagnostic]) -> String {
        let items = diagnostics.map { "<li>\(HTMLText.escape($0.description))</li>" }.joined()
        return "<div id=\"\(overlayID)\" role=\"alert\" style=\"\(overlayStyle)\">"
            + "<strong>Build failed</strong> — the last good build is shown.<ul style=\"margin:.5em 0 0;padding-left:1.2em\">\(items)</ul></div>"
    }

    static let overlayStyle = "position:fixed;inset:auto 0 0 0;z-index:2147483647;max-height:60vh;overflow:auto;"
        + "margin:0;padding:1em 1.5em;background:#2b0b0e;color:#ffd7d7;font:14px/1.45 ui-monospace,Menlo,monospace;"
        + "white-space:pre-wrap;border-top:3px solid #e5484d"

    /// Connects to the event stream: `reload` reloads the page, `build-error` (re)draws the overlay.
    static let script = """
        <script>(function(){var s=new EventSource("\(eventsPath)");\
        s.addEventListener("reload",function(){location.reload()});\
        s.addEventListener("build-error",function(e){var d=JSON.parse(e.data).diagnostics,\
        o=document.getElementById("\(overlayID)");if(!o){o=document.createElement("div");o.id="\(overlayID)";\
        o.setAttribute("role","alert");o.style.cssText="\(overlayStyle)";document.body.appendChild(o)}\
        o.textContent="";var h=document.createElement("strong");h.textContent="Build failed";o.appendChild(h);\
        o.appendChild(document.createTextNode(" \\u2014 the last good build is shown."));var u=document.createElement("ul");\
        d.forEach(function(x){var l=document.createElement("li");l.textContent=x.description;u.appendChild(l)});\
        o.appendChild(u)});addEventListener("pagehide",function(){s.close()})})();</script>
        """
}
