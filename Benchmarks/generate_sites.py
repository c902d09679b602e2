#!/usr/bin/env python3
"""Generates the benchmark sites: the same rows as a Tabula site and as a Hugo site.

  (a) 100k rows as 10 JSON tables of 10k rows, mixed cell identifiers
  (b) one 100k-row table
  (c) 1M rows as 10 tables of 100k rows
  (d) one 100k-row directory with a detail page per row
  (e) one 1M-row directory with a detail page per row
  (f) 10,000 one-row tables in 100 folders (one table per place, one folder per region)
  (g) 100,000 one-row tables in 100 folders

(d) and (e) are made for Hugo with a content adapter (`_content.gotmpl` calling `.AddPage`
for each row of one JSON file, Hugo 0.126 and later): the table as paginated section pages of
1,000 rows, each row's page a contact card with its fields, Markdown body, back link and
previous/next, as Tabula's built-in detail template makes them.
"""
import json, os, random, sys

CELLS = ["basic", "subtitle", "value1", "value2"]
WORDS = ["Alder", "Birch", "Cedar", "Dogwood", "Elm", "Fir", "Ginkgo", "Hazel", "Ivy", "Juniper", "Katsura", "Larch",
         "Maple", "Nutmeg", "Oak", "Pine", "Quince", "Rowan", "Spruce", "Teak", "Umbrella", "Viburnum", "Willow",
         "Xylosma", "Yew", "Zelkova", "Éclair", "Åkerbär", "Ölandstok"]


def rows(table, count, seed):
    rng = random.Random(seed)
    out = []
    for i in range(count):
        word = rng.choice(WORDS)
        out.append({"id": f"t{table}-r{i}", "text": f"{word} {i}", "detail": f"Detail {rng.randint(0, 999)} & more",
                    "cell": CELLS[i % 4]})
    return out


def write_tabula(root, tables, per_table):
    content = os.path.join(root, "Content")
    os.makedirs(content, exist_ok=True)
    with open(os.path.join(content, "_index.md"), "w") as f:
        f.write("---\ntitle: Benchmark\nlocale: en\n---\n")
    for t in range(tables):
        doc = {"title": f"Table {t}", "style": "plain", "index": "alphabetic", "estimatedRowHeight": 44,
               "rows": rows(t, per_table, t)}
        with open(os.path.join(content, f"table{t}.json"), "w") as f:
            json.dump(doc, f, ensure_ascii=False)


def write_hugo_layouts(root, rows_of_page):
    """Hugo's configuration and layouts: a page lists the rows `rows_of_page` (a Go template
    expression) gives, a list page its pages."""
    for d in ["content", "layouts/_default"]:
        os.makedirs(os.path.join(root, d), exist_ok=True)
    with open(os.path.join(root, "hugo.toml"), "w") as f:
        f.write('baseURL = "http://example.org/"\ntitle = "Benchmark"\ndisableKinds = ["taxonomy", "term", "RSS", "sitemap"]\n')
    with open(os.path.join(root, "layouts/_default/baseof.html"), "w") as f:
        f.write("<!doctype html><html><head><title>{{ .Title }}</title></head><body>{{ block \"main\" . }}{{ end }}</body></html>\n")
    with open(os.path.join(root, "layouts/_default/single.html"), "w") as f:
        f.write('{{ define "main" }}<h1>{{ .Title }}</h1><ul>{{ range ' + rows_of_page + ' }}'
                '<li class="row cell-{{ .cell }}" id="row-{{ .id }}"><span class="cell-text">{{ .text }}</span>'
                '<span class="cell-detail">{{ .detail }}</span></li>{{ end }}</ul>{{ end }}\n')
    with open(os.path.join(root, "layouts/_default/list.html"), "w") as f:
        f.write('{{ define "main" }}<ul>{{ range .Pages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ul>{{ end }}\n')


def write_hugo(root, tables, per_table):
    write_hugo_layouts(root, "index site.Data .Params.table")
    os.makedirs(os.path.join(root, "data"), exist_ok=True)
    for t in range(tables):
        with open(os.path.join(root, "data", f"table{t}.json"), "w") as f:
            json.dump(rows(t, per_table, t), f, ensure_ascii=False)
        with open(os.path.join(root, "content", f"table{t}.md"), "w") as f:
            f.write(f'---\ntitle: "Table {t}"\ntable: "table{t}"\n---\n')


DEPARTMENTS = ["Legal", "Design", "Sales", "Research", "Support", "Finance", "Operations"]


def people(count, seed):
    """The rows of a directory: (d) and (e)."""
    rng = random.Random(seed)
    out = []
    for i in range(count):
        first, last = rng.choice(WORDS), rng.choice(WORDS)
        department = rng.choice(DEPARTMENTS)
        out.append({"id": f"p{i}", "text": f"{last}, {first} {i}", "detail": f"{department} · ext. {rng.randint(1000, 9999)}",
                    "email": f"mailto:p{i}@example.org", "phone": f"tel:+1555{i:07d}", "department": department,
                    "office": f"Building {rng.randint(1, 40)}", "body": f"Works in **{department}** since {rng.randint(1990, 2026)}."})
    return out


def write_tabula_directory(root, rows):
    content = os.path.join(root, "Content")
    os.makedirs(content, exist_ok=True)
    with open(os.path.join(content, "_index.md"), "w") as f:
        f.write("---\ntitle: Benchmark\nlocale: en\n---\n")
    doc = {"title": "People", "style": "plain", "index": "alphabetic", "cell": "subtitle", "estimatedRowHeight": 56,
           "detailTemplate": "default", "rows": people(rows, 0)}
    with open(os.path.join(content, "people.json"), "w") as f:
        json.dump(doc, f, ensure_ascii=False)


HUGO_CARD = """{{ define "main" }}
<nav><a href="{{ .Parent.RelPermalink }}#row-{{ .Params.rowid }}">{{ .Parent.Title }}</a></nav>
<h1>{{ .Title }}</h1><p>{{ .Params.detail }}</p>
<ul>
<li><a href="{{ .Params.email }}"><span>Email</span><span>{{ strings.TrimPrefix "mailto:" .Params.email }}</span></a></li>
<li><a href="{{ .Params.phone | safeURL }}"><span>Phone</span><span>{{ strings.TrimPrefix "tel:" .Params.phone }}</span></a></li>
<li><span>Department</span><span>{{ .Params.department }}</span></li>
<li><span>Office</span><span>{{ .Params.office }}</span></li>
</ul>
<article>{{ .Content }}</article>
<nav>{{ with .PrevInSection }}<a rel="prev" href="{{ .RelPermalink }}">{{ .Title }}</a>{{ end }}
{{ with .NextInSection }}<a rel="next" href="{{ .RelPermalink }}">{{ .Title }}</a>{{ end }}</nav>
{{ end }}
"""

HUGO_TABLE = """{{ define "main" }}<h1>{{ .Title }}</h1>
{{ $pager := .Paginate .Pages.ByTitle 1000 }}<ul>{{ range $pager.Pages }}
<li id="row-{{ .Params.rowid }}"><a href="{{ .RelPermalink }}"><span>{{ .Title }}</span><span>{{ .Params.detail }}</span></a></li>{{ end }}</ul>
<nav>{{ with $pager.Prev }}<a href="{{ .URL }}">Previous</a>{{ end }} {{ with $pager.Next }}<a href="{{ .URL }}">Next</a>{{ end }}</nav>
{{ end }}
"""

HUGO_ADAPTER = """{{ with resources.Get "people.json" }}
{{ range . | transform.Unmarshal }}
  {{ $content := dict "mediaType" "text/markdown" "value" .body }}
  {{ $params := dict "rowid" .id "detail" .detail "email" .email "phone" .phone "department" .department "office" .office }}
  {{ $.AddPage (dict "kind" "page" "path" .id "title" .text "content" $content "params" $params) }}
{{ end }}
{{ end }}
"""


def write_hugo_directory(root, rows):
    for d in ["assets", "content/people", "layouts"]:
        os.makedirs(os.path.join(root, d), exist_ok=True)
    with open(os.path.join(root, "hugo.toml"), "w") as f:
        f.write('baseURL = "http://example.org/"\ntitle = "Benchmark"\ndisableKinds = ["taxonomy", "term", "RSS", "sitemap"]\n')
    files = {
        "layouts/baseof.html": "<!doctype html><html><head><title>{{ .Title }}</title></head><body>{{ block \"main\" . }}{{ end }}</body></html>\n",
        "layouts/page.html": HUGO_CARD,
        "layouts/section.html": HUGO_TABLE,
        "layouts/home.html": '{{ define "main" }}<ul>{{ range .Sections }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ul>{{ end }}\n',
        "content/people/_index.md": '---\ntitle: "People"\n---\n',
        "content/people/_content.gotmpl": HUGO_ADAPTER,
    }
    for path, text in files.items():
        with open(os.path.join(root, path), "w") as f:
            f.write(text)
    with open(os.path.join(root, "assets", "people.json"), "w") as f:
        json.dump(people(rows, 0), f, ensure_ascii=False)


SHAPES = {"a": (10, 10_000), "b": (1, 100_000), "c": (10, 100_000)}
# Sites of one directory with a detail page per row: its row count.
DIRECTORIES = {"d": 100_000, "e": 1_000_000}


def write(shape, out):
    """Writes directory site `shape` for Tabula into out/tabula and for Hugo into out/hugo."""
    write_tabula_directory(os.path.join(out, "tabula"), DIRECTORIES[shape])
    write_hugo_directory(os.path.join(out, "hugo"), DIRECTORIES[shape])


# Sites of many one-row tables: their table count, in 100 folders.
MANY_TABLES = {"f": 10_000, "g": 100_000}
FOLDERS = 100


def many_table_path(t):
    """Where table t of a many-table site is, below the content folder (table 0 first)."""
    return os.path.join(f"region{t % FOLDERS}", f"table{t}.json")


def write_tabula_many(root, tables):
    content = os.path.join(root, "Content")
    for k in range(FOLDERS):
        os.makedirs(os.path.join(content, f"region{k}"), exist_ok=True)
        with open(os.path.join(content, f"region{k}", "_index.md"), "w") as f:
            f.write(f"---\ntitle: Region {k}\n---\n")
    with open(os.path.join(content, "_index.md"), "w") as f:
        f.write("---\ntitle: Benchmark\nlocale: en\n---\n")
    for t in range(tables):
        with open(os.path.join(content, many_table_path(t)), "w") as f:
            json.dump({"title": f"Place {t}", "rows": rows(t, 1, t)}, f, ensure_ascii=False)


def write_hugo_many(root, tables):
    """The same tables as Hugo pages, each a JSON file of front matter holding its rows."""
    write_hugo_layouts(root, ".Params.rows")
    for k in range(FOLDERS):
        os.makedirs(os.path.join(root, "content", f"region{k}"), exist_ok=True)
        with open(os.path.join(root, "content", f"region{k}", "_index.md"), "w") as f:
            f.write(f"---\ntitle: Region {k}\n---\n")
    for t in range(tables):
        path = os.path.join(root, "content", many_table_path(t)[:-len(".json")] + ".md")
        with open(path, "w") as f:
            json.dump({"title": f"Place {t}", "rows": rows(t, 1, t)}, f, ensure_ascii=False)


if __name__ == "__main__":
    shape, out = sys.argv[1], sys.argv[2]
    if shape in DIRECTORIES:
        write(shape, out)
    elif shape in MANY_TABLES:
        write_tabula_many(os.path.join(out, "tabula"), MANY_TABLES[shape])
        write_hugo_many(os.path.join(out, "hugo"), MANY_TABLES[shape])
    else:
        tables, per = SHAPES[shape]
        write_tabula(os.path.join(out, "tabula"), tables, per)
        write_hugo(os.path.join(out, "hugo"), tables, per)
