/// Styles of windowed tables: spacers, the search field and the pagination links.
enum VirtualStylesheet {
    static let css: String = #"""

    /* windowed tables */
    .tw-spacer { display: block; height: var(--h); overflow-anchor: none; }
    @media (scripting: none) {
      .tw-spacer, .tw-later { display: none; }
    }
    [data-tw-manifest] .row { scroll-margin-top: 2.5rem; }
    .tw-search { padding: 0.5rem var(--tb-gutter, 1rem); }
    .tw-search input { font: inherit; width: min(100%, 24rem); padding: 0.375rem 0.5rem; }
    .tw-status { margin: 0.25rem 0; color: var(--tb-secondary-label, GrayText); font-size: 0.8125rem; }
    .tw-results { margin: 0; padding: 0; list-style: none; }
    .tw-results button { font: inherit; color: inherit; background: none; border: 0; padding: 0.375rem 0; text-align: start; cursor: pointer; text-decoration: underline; }
    .tw-pages { padding: 1rem var(--tb-gutter, 1rem); }
    .tw-pages ul { display: flex; flex-wrap: wrap; gap: 1rem; margin: 0; padding: 0; list-style: none; }
    .tw-pages a { display: inline-block; min-height: 24px; padding: 0.25rem 0; }

    """#
}
