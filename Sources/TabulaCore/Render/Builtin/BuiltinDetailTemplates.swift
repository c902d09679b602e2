// The built-in templates of rows' detail pages (`"detailTemplate": "default"`), by identifier.
// A detail template is a whole page; `Templates/details/<identifier>.mustache` adds or replaces one.

enum BuiltinDetailTemplates {
    static let templates: [String: String] = ["default": contactCard]

    /// The row the way a contact card shows it: title, image and detail at the top, then every
    /// field as an insetGrouped `value1` table (links as disclosure rows), then the Markdown
    /// fields, then previous and next.
    static let contactCard = BuiltinTemplates.pageStart(title: "{{title}} – {{tableTitle}}", description: true) + #"""
      <header class="page-header">
        <nav class="nav-bar" aria-label="{{i18n.back}}"><a class="back-link" href="{{back.href}}">{{back.title}}</a></nav>
        <div class="title-block">
          {{#image}}<img class="title-image" src="{{image}}" alt="{{imageAlt}}" width="72" height="72">{{/image}}
          <div>
            <h1 class="large-title">{{text}}</h1>
            {{#detail}}<p class="title-detail">{{detail}}</p>{{/detail}}
          </div>
        </div>
      </header>
      <main id="main" tabindex="-1">
        {{#hasFields}}
        <div class="table table--insetGrouped detail-fields">
    <section class="table-section" aria-label="{{fieldsLabel}}">
    <ul class="rows">
    {{#fields}}
    <li class="row cell-value1">{{#href}}<a class="row-content" href="{{href}}"><span class="cell-text">{{label}}</span><span class="cell-detail">{{value}}</span><span class="accessory accessory-disclosureIndicator" aria-hidden="true"></span></a>{{/href}}{{^href}}<div class="row-content"><span class="cell-text">{{label}}</span><span class="cell-detail">{{value}}</span></div>{{/href}}</li>
    {{/fields}}
    </ul>
    </section>
        </div>
        {{/hasFields}}
        {{#body}}
        <article class="article">
          {{{body}}}
        </article>
        {{/body}}
        {{#markdown}}
        <section class="article detail-markdown">
          <h2>{{label}}</h2>
          {{{html}}}
        </section>
        {{/markdown}}
        <nav class="detail-pager" aria-label="{{i18n.neighbourRows}}">
          {{#previous}}<a class="detail-previous" rel="prev" href="{{href}}"><span class="detail-pager-word">{{i18n.previousRow}}</span> {{title}}</a>{{/previous}}
          {{#next}}<a class="detail-next" rel="next" href="{{href}}"><span class="detail-pager-word">{{i18n.nextRow}}</span> {{title}}</a>{{/next}}
        </nav>

    """# + BuiltinTemplates.pageEnd()
}
