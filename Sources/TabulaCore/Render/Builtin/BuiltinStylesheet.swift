// The default stylesheet of a Tabula site: an iOS table-view look that follows
// the user's light/dark preference and font size.

enum BuiltinStylesheet {
    static let css: String = #"""
    /*
      Tabula — iOS-style table pages.
      Theme by overriding the --tb-* custom properties on :root.
      Tabula sets --row-height on .table (and on a .row that has its own height).
    */

    /* ---- Theme ------------------------------------------------------------- */

    :root {
      color-scheme: light dark;

      --tb-font: system-ui, -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji";
      --tb-font-mono: ui-monospace, "SF Mono", SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace;

      --tb-content-width: 45rem;
      --tb-gutter: 1rem;
      --tb-radius: 10px;
      --tb-hairline: 1px;
      --tb-index-width: max(1.5rem, 24px);
      --tb-value2-width: clamp(4.5rem, 22vw, 6rem);

      --tb-background: #fff;
      --tb-grouped-background: #f2f2f7;
      --tb-cell-background: #fff;
      --tb-label: #000;
      --tb-secondary-label: #6c6c70;
      --tb-tertiary-label: #8e8e93;
      --tb-separator: #c6c6c8;
      --tb-tint: #0068d6;
      --tb-on-tint: #fff;
      --tb-tint-fill: #0068d6;
      --tb-fill: rgba(118, 118, 128, 0.12);
      --tb-hover: rgba(118, 118, 128, 0.1);
      --tb-pressed: rgba(118, 118, 128, 0.32);
      --tb-bar-background: rgba(242, 242, 247, 0.92);
      --tb-target: rgba(0, 104, 214, 0.12);

      --tb-page-background: var(--tb-background);
    }

    @media (prefers-color-scheme: dark) {
      :root {
        --tb-background: #000;
        --tb-grouped-background: #000;
        --tb-cell-background: #1c1c1e;
        --tb-label: #fff;
        --tb-secondary-label: #98989f;
        --tb-tertiary-label: #6e6e73;
        --tb-separator: #3d3d41;
        --tb-tint: #0a84ff;
        --tb-tint-fill: #0a6cdb;
        --tb-fill: rgba(118, 118, 128, 0.24);
        --tb-hover: rgba(118, 118, 128, 0.18);
        --tb-pressed: rgba(118, 118, 128, 0.36);
        --tb-bar-background: rgba(29, 29, 31, 0.92);
        --tb-target: rgba(10, 132, 255, 0.22);
      }
    }

    @media (prefers-contrast: more) {
      :root {
        --tb-secondary-label: #3a3a3e;
        --tb-tertiary-label: #6c6c70;
        --tb-separator: #8e8e93;
        --tb-tint: #0050a8;
        --tb-tint-fill: #0050a8;
      }
    }
    @media (prefers-contrast: more) and (prefers-color-scheme: dark) {
      :root {
        --tb-secondary-label: #c7c7cc;
        --tb-tertiary-label: #aeaeb2;
        --tb-separator: #8e8e93;
        --tb-tint: #409cff;
        --tb-tint-fill: #0050a8;
      }
    }

    @media (min-resolution: 2dppx) {
      :root { --tb-hairline: 0.5px; }
    }

    :root:has(.table--grouped, .table--insetGrouped) {
      --tb-page-background: var(--tb-grouped-background);
    }

    /* ---- Base -------------------------------------------------------------- */

    *, *::before, *::after { box-sizing: border-box; }

    html {
      background: var(--tb-page-background);
      color: var(--tb-label);
      font-family: var(--tb-font);
      -webkit-text-size-adjust: 100%;
      text-size-adjust: 100%;
    }

    body {
      margin: 0;
      min-height: 100vh;
      min-height: 100dvh;
      display: flex;
      flex-direction: column;
      font-size: 1.0625rem;
      line-height: 1.3;
      -webkit-font-smoothing: antialiased;
    }

    main { flex: 1 0 auto; }
    main:focus { outline: none; }

    a {
      color: var(--tb-tint);
      -webkit-tap-highlight-color: var(--tb-pressed); /* touch feedback (iOS only fires :active with a touch listener) */
    }
    img { max-width: 100%; }

    :focus-visible {
      outline: 2px solid var(--tb-tint);
      outline-offset: 2px;
    }

    .visually-hidden {
      position: absolute !important;
      width: 1px;
      height: 1px;
      margin: -1px;
      padding: 0;
      overflow: hidden;
      clip: rect(0 0 0 0);
      clip-path: inset(50%);
      white-space: nowrap;
      border: 0;
    }

    .skip-link {
      position: absolute;
      z-index: 100;
      inset-inline-start: 0.5rem;
      top: 0.5rem;
      padding: 0.625rem 1rem;
      border-radius: 0.5rem;
      background: var(--tb-tint-fill);
      color: var(--tb-on-tint);
      font-weight: 600;
      text-decoration: none;
      transform: translateY(-200%);
    }
    .skip-link:focus { transform: none; }
    .skip-link:focus-visible { outline-color: var(--tb-label); }

    /* ---- Page chrome ------------------------------------------------------- */

    .page-header,
    .page-description,
    .table,
    .article,
    .page-footer {
      width: 100%;
      max-width: var(--tb-content-width);
      margin-inline: auto;
    }

    .page-header { padding: 0.25rem 0 0.5rem; }

    .nav-bar {
      display: flex;
      align-items: center;
      min-height: 2.75rem;
      padding-inline: 0.375rem;
    }

    .back-link {
      display: inline-flex;
      align-items: center;
      gap: 0.375rem;
      min-height: 2.75rem;
      max-width: 100%;
      padding-block: 0.25rem;
      padding-inline: 0.375rem 0.5rem;
      border-radius: 0.5rem;
      text-decoration: none;
      overflow-wrap: anywhere;
    }
    .back-link::before {
      content: "";
      flex: none;
      width: 0.75rem;
      height: 1.3125rem;
      background: currentColor;
      -webkit-mask: var(--tb-icon-back) center / contain no-repeat;
      mask: var(--tb-icon-back) center / contain no-repeat;
    }
    .back-link:focus-visible { outline-offset: 0; }
    @media (hover: hover) {
      .back-link:hover { background: var(--tb-hover); }
      .back-link:active { opacity: 0.5; }
    }

    .large-title {
      margin: 0;
      padding: 0.125rem var(--tb-gutter) 0;
      font-size: 2.125rem;
      font-weight: 700;
      line-height: 1.2;
      letter-spacing: 0.01em;
      overflow-wrap: break-word;
    }
    .page-header > .large-title:first-child,
    .page-header > .title-block:first-child { margin-top: 2.5rem; }

    .page-description {
      padding: 0.25rem var(--tb-gutter) 0.5rem;
      color: var(--tb-secondary-label);
      font-size: 0.9375rem;
      line-height: 1.45;
    }
    .page-description > :first-child { margin-top: 0; }
    .page-description > :last-child { margin-bottom: 0; }
    .page-description p { margin: 0.5em 0; }

    .page-footer {
      padding: 1.5rem var(--tb-gutter) calc(2rem + env(safe-area-inset-bottom, 0px));
      color: var(--tb-secondary-label);
      font-size: 0.8125rem;
      text-align: center;
    }
    .page-footer p { margin: 0.25rem 0; }

    /* ---- Table ------------------------------------------------------------- */

    .table {
      --tb-row-end: var(--tb-gutter);
      --tb-card-inset: 0px;
      padding-bottom: 1rem;
    }

    .rows {
      margin: 0;
      padding: 0;
      list-style: none;
    }

    .row {
      --tb-image-size: clamp(2rem, var(--row-height, 2.75rem) - 0.75rem, 2.5rem);
      --tb-separator-inset: var(--tb-gutter);
      position: relative;
      isolation: isolate;
      display: flex;
      align-items: stretch;
      background: var(--tb-cell-background);
      scroll-margin-top: 2.5rem;
    }

    /* Separator between rows, inset from the leading edge. */
    .row:not(:last-child)::after {
      content: "";
      position: absolute;
      z-index: 1;
      bottom: 0;
      inset-inline: var(--tb-separator-inset) 0;
      border-bottom: var(--tb-hairline) solid var(--tb-separator);
      pointer-events: none;
    }
    .row:has(> .row-content > .cell-image) {
      --tb-separator-inset: calc(var(--tb-gutter) + var(--tb-image-size) + 0.75rem);
    }

    .row-content {
      flex: 1 1 auto;
      min-width: 0;
      display: flex;
      align-items: center;
      gap: 0.75rem;
      min-height: var(--row-height, 2.75rem);
      padding-block: 0.375rem;
      padding-inline: var(--tb-gutter) var(--tb-row-end);
      color: inherit;
      text-decoration: none;
    }

    /* A linked row highlights as a whole; the overlay also makes the whole row clickable. */
    a.row-content::before {
      content: "";
      position: absolute;
      z-index: -1;
      inset: 0;
      border-radius: inherit;
      transition: background-color 0.3s ease-out;
    }
    @media (hover: hover) {
      a.row-content:hover::before { background: var(--tb-hover); }
      a.row-content:active::before {
        background: var(--tb-pressed);
        transition: none;
      }
      .row:has(> a.row-content:active)::after,
      .row:has(+ .row > a.row-content:active)::after { opacity: 0; }
    }
    a.row-content:focus-visible { outline: none; }
    a.row-content:focus-visible::before {
      outline: 2px solid var(--tb-tint);
      outline-offset: -2px;
    }

    .row:target > .row-content { background: var(--tb-target); }

    /* Like iOS, hide the separator of a highlighted row. */
    .row:has(> a.row-content:focus-visible)::after { opacity: 0; }

    /* ---- Cells ------------------------------------------------------------- */

    .cell-image {
      flex: none;
      width: var(--tb-image-size);
      height: var(--tb-image-size);
      border-radius: calc(var(--tb-image-size) * 0.225);
      object-fit: cover;
      background: var(--tb-fill);
    }

    .cell-text {
      flex: 1 1 auto;
      min-width: 0;
      overflow-wrap: break-word;
    }

    .cell-detail {
      min-width: 0;
      color: var(--tb-secondary-label);
      overflow-wrap: break-word;
    }

    /* Tolerate empty values (Mustache sections render for empty strings). */
    .cell-image[src=""],
    .title-image[src=""],
    .cell-detail:empty,
    .page-description:empty,
    .page-footer p:empty,
    .section-footer:empty { display: none; }
    .cell-value2 .cell-detail:empty { display: block; }

    /* value1: text leading, detail trailing */
    .cell-value1 .cell-text { flex: 1 1 auto; }
    .cell-value1 .cell-detail {
      flex: 0 2 auto;
      min-width: auto; /* don't break short values; long ones still wrap within max-width */
      max-width: 65%;
      margin-inline-start: auto;
      text-align: end;
    }

    /* subtitle: text over a smaller detail line */
    .cell-subtitle .row-content {
      display: grid;
      grid-template-columns: auto minmax(0, 1fr) auto;
      align-content: center;
      gap: 0.0625rem 0;
    }
    .cell-subtitle .cell-image { grid-row: 1 / span 2; margin-inline-end: 0.75rem; }
    .cell-subtitle .cell-text,
    .cell-subtitle .cell-detail { grid-column: 2; }
    .cell-subtitle .cell-detail { font-size: 0.9375rem; }
    .cell-subtitle .row-content > .accessory {
      grid-column: 3;
      grid-row: 1 / span 2;
      margin-inline-start: 0.75rem;
    }

    /* value2: small tinted label in a fixed column, then text */
    .cell-value2 .row-content {
      flex-wrap: wrap;
      align-content: center;
      align-items: baseline;
      column-gap: 0.625rem;
    }
    .cell-value2 .cell-detail {
      flex: 0 0 var(--tb-value2-width);
      color: var(--tb-tint);
      font-size: 0.875rem;
      font-weight: 600;
      text-align: end;
    }
    .cell-value2 .cell-text { flex: 1 1 0; }
    .cell-value2 .row-content > .accessory { align-self: center; }

    /* ---- Accessories ------------------------------------------------------- */

    :root {
      --tb-icon-chevron: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 8 14'%3E%3Cpath d='M1.5 1.5 6.5 7l-5 5.5' fill='none' stroke='%23000' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'/%3E%3C/svg%3E");
      --tb-icon-back: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 12 21'%3E%3Cpath d='M10 1.75 1.75 10.5 10 19.25' fill='none' stroke='%23000' stroke-width='2.75' stroke-linecap='round' stroke-linejoin='round'/%3E%3C/svg%3E");
      --tb-icon-check: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 14'%3E%3Cpath d='M1.75 7.75 6 12 14.25 1.75' fill='none' stroke='%23000' stroke-width='2.25' stroke-linecap='round' stroke-linejoin='round'/%3E%3C/svg%3E");
      --tb-icon-info: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 22 22'%3E%3Ccircle cx='11' cy='11' r='10' fill='none' stroke='%23000' stroke-width='1.5'/%3E%3Ccircle cx='11' cy='6.6' r='1.35'/%3E%3Cpath d='M9.1 9.5h2.6v6.4M9 16h4.6' fill='none' stroke='%23000' stroke-width='1.6' stroke-linecap='round' stroke-linejoin='round'/%3E%3C/svg%3E");
    }

    .accessory {
      flex: none;
      -webkit-mask-position: center;
      mask-position: center;
      -webkit-mask-size: contain;
      mask-size: contain;
      -webkit-mask-repeat: no-repeat;
      mask-repeat: no-repeat;
    }

    .accessory-disclosureIndicator {
      width: 0.5rem;
      height: 0.875rem;
      margin-inline-start: auto;
      background: var(--tb-tertiary-label);
      -webkit-mask-image: var(--tb-icon-chevron);
      mask-image: var(--tb-icon-chevron);
    }
    .cell-value1 .accessory-disclosureIndicator { margin-inline-start: -0.25rem; }
    .accessory-disclosureIndicator:dir(rtl),
    .back-link:dir(rtl)::before { transform: scaleX(-1); }

    .accessory-checkmark {
      width: 1rem;
      height: 0.875rem;
      margin-inline-start: auto;
      background: var(--tb-tint);
      -webkit-mask-image: var(--tb-icon-check);
      mask-image: var(--tb-icon-check);
    }

    /* The info button is a link of its own, beside the row content. */
    .row-content:not(:last-child) { padding-inline-end: 0.25rem; }

    .accessory-detailButton {
      position: relative;
      z-index: 2;
      display: flex;
      align-items: center;
      justify-content: center;
      width: 2.75rem;
      margin-inline-end: calc(var(--tb-row-end) - 0.6875rem);
      color: var(--tb-tint);
      border-radius: 50%;
    }
    .accessory-detailButton::before {
      content: "";
      width: 1.375rem;
      height: 1.375rem;
      background: currentColor;
      -webkit-mask: var(--tb-icon-info) center / contain no-repeat;
      mask: var(--tb-icon-info) center / contain no-repeat;
    }
    @media (hover: hover) {
      .accessory-detailButton:hover::before { opacity: 0.75; }
      .accessory-detailButton:active::before { opacity: 0.4; }
    }
    .accessory-detailButton:focus-visible { outline-offset: -2px; border-radius: 0.5rem; }

    /* detailDisclosureButton: keep iOS order "(i) ›" — the chevron (still inside the row link) sits after the button. */
    .row-content:not(:last-child) > .accessory-disclosureIndicator {
      position: absolute;
      top: 50%;
      inset-inline-end: var(--tb-row-end);
      margin-top: -0.4375rem;
    }
    a.row-content + .accessory-detailButton {
      margin-inline-end: calc(var(--tb-row-end) + 0.5rem + 0.125rem);
    }

    /* ---- Section headers & footers ----------------------------------------- */

    .section-header {
      margin: 0;
      font-size: 0.8125rem;
      font-weight: 400;
      line-height: 1.3;
      overflow-wrap: break-word;
    }

    .section-footer {
      padding: 0.5rem var(--tb-gutter) 0;
      color: var(--tb-secondary-label);
      font-size: 0.8125rem;
      line-height: 1.35;
    }

    /* plain */
    .table--plain { --tb-cell-background: var(--tb-background); }
    .table--plain .section-header {
      position: sticky;
      top: 0;
      z-index: 3;
      padding-block: 0.3125rem;
      padding-inline: var(--tb-gutter) var(--tb-row-end);
      background: var(--tb-bar-background);
      -webkit-backdrop-filter: saturate(180%) blur(20px);
      backdrop-filter: saturate(180%) blur(20px);
      color: var(--tb-label);
      font-size: 0.9375rem;
      font-weight: 600;
    }
    .table--plain .table-section:not(:has(> .section-header)) { border-top: var(--tb-hairline) solid var(--tb-separator); }
    .table--plain .table-section:first-of-type { border-top: 0; }
    .table--plain .section-footer { padding-bottom: 1rem; }
    @media (min-width: 50rem) {
      /* Header bands run the full window width, like a full-width iOS table. */
      .table--plain .section-header {
        box-shadow: 0 0 0 100vmax var(--tb-bar-background);
        clip-path: inset(0 -100vmax);
      }
    }
    .table--plain .table-section:last-child > .rows { border-bottom: var(--tb-hairline) solid var(--tb-separator); }

    /* grouped and insetGrouped */
    .table--grouped,
    .table--insetGrouped {
      padding-top: 0.25rem;
    }
    .table--grouped .table-section,
    .table--insetGrouped .table-section {
      margin-top: 2.1875rem;
      margin-inline: var(--tb-card-inset);
    }
    .table--grouped .table-section:first-of-type,
    .table--insetGrouped .table-section:first-of-type { margin-top: 1.25rem; }
    .table--grouped .section-header,
    .table--insetGrouped .section-header {
      padding: 0 var(--tb-gutter) 0.4375rem;
      color: var(--tb-secondary-label);
      text-transform: uppercase;
      letter-spacing: 0.02em;
    }

    .table--grouped .rows {
      border-block: var(--tb-hairline) solid var(--tb-separator);
    }

    .table--insetGrouped { --tb-card-inset: var(--tb-gutter); }
    .table--insetGrouped .rows { border-radius: var(--tb-radius); }
    .table--insetGrouped .row:first-child { border-start-start-radius: var(--tb-radius); border-start-end-radius: var(--tb-radius); }
    .table--insetGrouped .row:last-child { border-end-start-radius: var(--tb-radius); border-end-end-radius: var(--tb-radius); }
    .table--insetGrouped .row > .row-content { border-radius: inherit; }

    /* ---- Section index ----------------------------------------------------- */

    .section-index {
      position: fixed;
      z-index: 10;
      top: 50%;
      inset-inline-end: max(0px, 50% - var(--tb-content-width) / 2);
      max-height: calc(100vh - 1rem);
      max-height: calc(100dvh - 1rem);
      overflow-y: auto;
      overscroll-behavior: contain;
      scrollbar-width: none;
      transform: translateY(-50%);
    }
    .section-index::-webkit-scrollbar { display: none; }
    .section-index ol {
      margin: 0;
      padding: 0.125rem 0;
      list-style: none;
    }
    .section-index a {
      display: flex;
      align-items: center;
      justify-content: center;
      width: var(--tb-index-width);
      min-height: max(1.5rem, 24px);
      border-radius: 0.375rem;
      color: var(--tb-tint);
      font-size: 0.6875rem;
      font-weight: 600;
      line-height: 1;
      text-decoration: none;
    }
    @media (hover: hover) {
      .section-index a:hover { background: var(--tb-hover); }
      .section-index a:active { background: var(--tb-pressed); }
    }
    .section-index a:focus-visible { outline-offset: -2px; }

    /* Keep row accessories clear of the index. */
    .table--plain.has-index,
    .table--grouped.has-index { --tb-row-end: calc(var(--tb-gutter) + var(--tb-index-width)); }
    .table--insetGrouped.has-index .table-section { margin-inline-end: calc(var(--tb-index-width) + 0.25rem); }

    /* Wide screens: the index sits in the margin beside the content column. */
    @media (min-width: 50rem) {
      .section-index {
        inset-inline-end: calc(50% - var(--tb-content-width) / 2 - var(--tb-index-width) - 0.5rem);
      }
      .section-index a { font-size: 0.75rem; }
      .table--plain.has-index,
      .table--grouped.has-index { --tb-row-end: var(--tb-gutter); }
      .table--insetGrouped.has-index .table-section { margin-inline-end: var(--tb-card-inset); }
    }

    /* ---- Detail page ------------------------------------------------------- */

    .title-block {
      display: flex;
      align-items: center;
      gap: 1rem;
      padding-inline: var(--tb-gutter);
    }
    .title-block > div { min-width: 0; }
    .title-block .large-title { padding: 0; }
    .title-image {
      flex: none;
      width: 4.5rem;
      height: 4.5rem;
      border-radius: 1rem;
      object-fit: cover;
      background: var(--tb-fill);
    }
    .title-detail {
      margin: 0.25rem 0 0;
      color: var(--tb-secondary-label);
      font-size: 1.0625rem;
    }

    .article {
      padding: 0.5rem var(--tb-gutter) 2rem;
      font-size: 1.0625rem;
      line-height: 1.6;
      overflow-wrap: break-word;
    }
    .article > :first-child { margin-top: 0; }
    .article > :is(p, ul, ol, dl, blockquote, h1, h2, h3, h4, h5, h6) { max-width: 40rem; }
    .article p, .article ul, .article ol, .article dl,
    .article blockquote, .article pre, .article table, .article figure { margin: 0 0 1em; }
    .article h1, .article h2, .article h3, .article h4, .article h5, .article h6 {
      margin: 1.6em 0 0.5em;
      line-height: 1.25;
      font-weight: 700;
    }
    .article h1 { font-size: 1.75rem; }
    .article h2 { font-size: 1.375rem; }
    .article h3 { font-size: 1.1875rem; }
    .article h4, .article h5, .article h6 { font-size: 1.0625rem; }
    .article ul, .article ol { padding-inline-start: 1.5em; }
    .article li + li { margin-top: 0.25em; }
    .article a {
      text-decoration-thickness: 1px;
      text-underline-offset: 0.15em;
    }
    .article img, .article video {
      height: auto;
      border-radius: var(--tb-radius);
    }
    .article figcaption {
      margin-top: 0.5em;
      color: var(--tb-secondary-label);
      font-size: 0.875rem;
    }
    .article blockquote > :last-child,
    .article li > :last-child { margin-bottom: 0; }
    .article blockquote {
      padding-block: 0.125em;
      padding-inline: 1em 0;
      border-inline-start: 3px solid var(--tb-separator);
      color: var(--tb-secondary-label);
    }
    .article code, .article kbd, .article samp, .article pre {
      font-family: var(--tb-font-mono);
      font-size: 0.875em;
    }
    .article kbd {
      padding: 0.05em 0.4em;
      border: 1px solid var(--tb-separator);
      border-bottom-width: 2px;
      border-radius: 0.3rem;
    }
    .article :not(pre) > code {
      padding: 0.1em 0.35em;
      border-radius: 0.3rem;
      background: var(--tb-fill);
    }
    .article pre {
      padding: 0.875rem 1rem;
      overflow-x: auto;
      border-radius: var(--tb-radius);
      background: var(--tb-fill);
      line-height: 1.45;
      tab-size: 4;
    }
    .article hr {
      height: 0;
      margin: 2em 0;
      border: 0;
      border-top: var(--tb-hairline) solid var(--tb-separator);
    }
    .article table {
      display: block;
      max-width: 100%;
      overflow-x: auto;
      border-collapse: collapse;
      font-size: 0.9375rem;
    }
    .article th, .article td {
      padding: 0.5em 0.75em;
      border-bottom: var(--tb-hairline) solid var(--tb-separator);
      text-align: start;
      vertical-align: top;
    }
    .article th { font-weight: 600; }
    .article mark { background: rgba(255, 204, 0, 0.35); color: inherit; }

    /* ---- Not found --------------------------------------------------------- */

    .not-found {
      display: flex;
      flex-direction: column;
      align-items: center;
      max-width: 26rem;
      margin: 0 auto;
      padding: 18vh var(--tb-gutter) 2rem;
      text-align: center;
    }
    .not-found-code {
      margin: 0;
      color: var(--tb-tertiary-label);
      font-size: 4rem;
      font-weight: 700;
      line-height: 1;
      letter-spacing: -0.02em;
    }
    .not-found h1 {
      margin: 0.75rem 0 0.5rem;
      font-size: 1.5rem;
      line-height: 1.25;
    }
    .not-found p { margin: 0 0 1.5rem; color: var(--tb-secondary-label); line-height: 1.45; }
    .button {
      display: inline-flex;
      align-items: center;
      justify-content: center;
      min-height: 2.75rem;
      padding: 0.5rem 1.25rem;
      border-radius: 0.75rem;
      background: var(--tb-tint-fill);
      color: var(--tb-on-tint);
      font-weight: 600;
      text-decoration: none;
    }
    @media (hover: hover) {
      .button:hover { filter: brightness(1.1); }
    }
    .button:active { opacity: 0.7; }

    /* ---- Preferences ------------------------------------------------------- */

    @media (prefers-reduced-motion: reduce) {
      *, *::before, *::after {
        transition-duration: 0.01ms !important;
        animation-duration: 0.01ms !important;
        animation-iteration-count: 1 !important;
        scroll-behavior: auto !important;
      }
    }

    @media (forced-colors: active) {
      .accessory-disclosureIndicator,
      .accessory-checkmark,
      .accessory-detailButton::before,
      .back-link::before {
        forced-color-adjust: none;
        background: CanvasText;
      }
      .accessory-detailButton::before,
      .back-link::before { background: LinkText; }
      .table--insetGrouped .rows,
      .table--plain .section-header { border: 1px solid CanvasText; }
    }

    @media print {
      .section-index, .skip-link, .nav-bar { display: none; }
      .table--plain .section-header { position: static; }
      html { background: #fff; }
    }

    """#
}
