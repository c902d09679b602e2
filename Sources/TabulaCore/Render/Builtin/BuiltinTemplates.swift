// The built-in Mustache templates. A cell template renders only the cell's
// content; Tabula wraps it in the row <li>, the row link and the accessory.

enum BuiltinTemplates {
    /// Cell templates by cell style. Context: text, detail, image, imageAlt, id and custom fields.
    /// `subtitle` and `value1` render alike; the stylesheet lays their detail out apart.
    static let cells: [String: String] = [
        "basic": imageAndText,
        "subtitle": imageAndText + cellDetail,
        "value1": imageAndText + cellDetail,
        "value2": #"<span class="cell-detail">{{detail}}</span><span class="cell-text">{{text}}</span>"#,
    ]
    private static let imageAndText =
        #"{{#image}}<img class="cell-image" src="{{image}}" alt="{{imageAlt}}" width="40" height="40" loading="lazy">{{/image}}<span class="cell-text">{{text}}</span>"#
    private static let cellDetail = #"{{#detail}}<span class="cell-detail">{{detail}}</span>{{/detail}}"#

    /// "default": a section header's inner content (title, id, indexTitle, rowCount).
    /// "footer": a section footer's inner content (footer).
    static let headers: [String: String] = [
        "default": #"{{title}}"#,
        "footer": #"{{footer}}"#,
    ]

    /// A list page. Every page template sees `lang` and `dir` (its locale's tag and writing
    /// direction) and `i18n`, the interface text in its language (`{{i18n.skipToContent}}`).
    static let layout = pageStart() + #"""
      <header class="page-header">
        {{#parent}}
        <nav class="nav-bar" aria-label="{{i18n.back}}"><a class="back-link" href="{{href}}">{{title}}</a></nav>
        {{/parent}}
        <h1 class="large-title">{{title}}</h1>
      </header>
      <main id="main" tabindex="-1">
        {{#description}}
        <div class="page-description">{{{description}}}</div>
        {{/description}}
        {{{table}}}

    """# + pageEnd()

    /// A row's detail page.
    static let detail = pageStart() + #"""
      <header class="page-header">
        {{#parent}}
        <nav class="nav-bar" aria-label="{{i18n.back}}"><a class="back-link" href="{{href}}">{{title}}</a></nav>
        {{/parent}}
        <div class="title-block">
          {{#image}}<img class="title-image" src="{{image}}" alt="{{imageAlt}}" width="72" height="72">{{/image}}
          <div>
            <h1 class="large-title">{{title}}</h1>
            {{#detail}}<p class="title-detail">{{detail}}</p>{{/detail}}
          </div>
        </div>
      </header>
      <main id="main" tabindex="-1">
        <article class="article">
          {{{body}}}
        </article>

    """# + pageEnd()

    /// The not-found page.
    static let notFound = pageStart(noindex: true) + #"""
      <main id="main" tabindex="-1">
        <div class="not-found">
          <p class="not-found-code" aria-hidden="true">404</p>
          <h1>{{title}}</h1>
          <p>{{i18n.notFoundMessage}}</p>
          <a class="button" href="{{home}}">{{i18n.goHome}}</a>
        </div>

    """# + pageEnd(plain: true)

    /// The start of every built-in page, from the doctype through the skip link. `title` is the
    /// `<title>` text before the site's title; `noindex` keeps search engines off the page;
    /// `description` adds a description `<meta>` of `{{description}}`.
    static func pageStart(title: String = "{{title}}", noindex: Bool = false, description: Bool = false) -> String {
        let robots = noindex ? #"  <meta name="robots" content="noindex">"# + "\n" : ""
        let describe = description ? #"  {{#description}}<meta name="description" content="{{description}}">{{/description}}"# + "\n" : ""
        return #"""
        <!DOCTYPE html>
        <html lang="{{lang}}" dir="{{dir}}">
        <head>
          <meta charset="utf-8">
          <meta name="viewport" content="width=device-width, initial-scale=1">
          <meta name="color-scheme" content="light dark">
        \#(robots)  <meta name="generator" content="{{generator}}">
          <title>\#(title){{#siteTitle}} – {{siteTitle}}{{/siteTitle}}</title>
        \#(describe)  <link rel="stylesheet" href="{{stylesheet}}">
          {{{head}}}
        </head>
        <body>
          <a class="skip-link" href="#main">{{i18n.skipToContent}}</a>

        """#
    }

    /// The end of every built-in page, from `</main>` through `</html>`: the footer with the site's
    /// title; unless `plain`, also the "made with" line in the footer and the page's `{{{scripts}}}`.
    static func pageEnd(plain: Bool = false) -> String {
        let madeWith = plain ? "" : "    <p>{{i18n.madeWith}}</p>\n"
        let scripts = plain ? "" : "  {{{scripts}}}\n"
        return #"""
          </main>
          <footer class="page-footer">
            {{#siteTitle}}<p>{{siteTitle}}</p>{{/siteTitle}}
        \#(madeWith)  </footer>
        \#(scripts)</body>
        </html>

        """#
    }
}
