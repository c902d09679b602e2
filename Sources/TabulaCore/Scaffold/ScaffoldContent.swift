/// The example content `tabula new` writes: one table of each kind.
enum ScaffoldContent {
    static func siteIndex(title: String) -> String {
        """
        ---
        title: \(yamlString(title))
        locale: en
        baseURL: https://example.org/   # where the site will be published: used by `tabula publish`
        ---
        Welcome! Each page of this site is a **table page**. Edit the files in `Content/` and
        run `tabula build` again.

        """
    }

    static let jsonTable = """
        {
          "title": "Fruits",
          "cell": "subtitle",
          "index": "alphabetic",
          "description": "A JSON table: flat rows, grouped under their initial letter.",
          "rows": [
            {"text": "Apple", "detail": "Malus domestica"},
            {"text": "Apricot", "detail": "Prunus armeniaca"},
            {"text": "Banana", "detail": "Musa"},
            {"text": "Cherry", "detail": "Prunus avium"},
            {"text": "Date", "detail": "Phoenix dactylifera"},
            {"text": "Fig", "detail": "Ficus carica"},
            {"text": "Grape", "detail": "Vitis vinifera"},
            {"text": "Lemon", "detail": "Citrus limon"}
          ]
        }

        """

    static let markdownTable = """
        ---
        title: Settings
        style: insetGrouped
        cell: value1
        ---
        A Markdown static table: headings are sections, list items are rows.

        ## General
        - [About](guides/_index.md) — Guides
        - Version — 1.0
        - [x] Automatic Updates {id=automatic-updates}

        ## Appearance
        - [x] Automatic
        - [ ] Light
        - [ ] Dark

        Automatic follows the system setting.

        """

    static let folderIndex = """
        ---
        title: Guides
        style: insetGrouped
        cell: subtitle
        ---
        A folder table: its rows are the other Markdown files of this folder.

        """

    static let firstDetail = """
        ---
        title: First steps
        summary: Build and preview the site
        weight: 1
        ---
        Run `tabula serve` to preview the site, or `tabula build` to write it into `Public/`.

        """

    static let secondDetail = """
        ---
        title: Templates
        summary: Change how rows look
        weight: 2
        ---
        The files in `Templates/cells/` draw the rows: edit one, or add `Templates/cells/mine.mustache`
        and set `"cell": "mine"` on a table.

        """

    static func readme(title: String) -> String {
        """
        # \(title)

        A Tabula site: `Content/` holds the tables, `Templates/` the
        cell and header templates (copies of the built-in ones, ready to customise).

        Next:

        ```sh
        tabula serve     # preview on http://127.0.0.1, rebuilding as you edit
        tabula build     # write the site into Public/
        tabula publish --to /var/www/site   # or: --branch gh-pages --push origin
        ```

        Set `baseURL` in `Content/_index.md` to the address the site is published at
        (it is used for `sitemap.xml`).

        """
    }

    /// A YAML double-quoted scalar.
    private static func yamlString(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
