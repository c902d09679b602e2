#!/usr/bin/env python3
"""Generates the benchmark sites: the same rows as a Tabula site and as a Hugo site.

  (a) 100k rows as 10 JSON tables of 10k rows, mixed cell identifiers
  (b) one 100k-row table
  (c) 1M rows as 10 tables of 100k rows
  (d) one 100k-row directory with a detail page per row
  (e) one 1M-row directory with a detail page per row

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


def write_hugo(root, tables, per_table):
    for d in ["data", "content", "layouts/_default", "layouts/tables"]:
        os.makedirs(os.path.join(root, d), exist_ok=True)
    with open(os.path.join(root, "hugo.toml"), "w") as f:
        f.write('baseURL = "http://example.org/"\ntitle = "Benchmark"\ndisableKinds = ["taxonomy", "term", "RSS", "sitemap"]\n')
    with open(os.path.join(root, "layouts/_default/baseof.html"), "w") as f:
        f.write("<!doctype html><html><head><title>{{ .Title }}</title></head><body>{{ block \"main\" . }}{{ end }}</body></html>\n")
    with open(os.path.join(root, "layouts/_default/single.html"), "w") as f:
        f.write('{{ define "main" }}<h1>{{ .Title }}</h1><ul>{{ range index site.Data .Params.table }}'
                '<li class="row cell-{{ .cell }}" id="row-{{ .id }}"><span class="cell-text">{{ .text }}</span>'
                '<span class="cell-detail">{{ .detail }}</span></li>{{ end }}</ul>{{ end }}\n')
    with open(os.path.join(root, "layouts/_default/list.html"), "w") as f:
        f.write('{{ define "main" }}<ul>{{ range .Pages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ul>{{ end }}\n')
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
    """Writes site `shape` for Tabula into out/tabula and for Hugo into out/hugo."""
    if shape in DIRECTORIES:
        write_tabula_directory(os.path.join(out, "tabula"), DIRECTORIES[shape])
        write_hugo_directory(os.path.join(out, "hugo"), DIRECTORIES[shape])
    else:
        write_tabula(os.path.join(out, "tabula"), *SHAPES[shape])
        write_hugo(os.path.join(out, "hugo"), *SHAPES[shape])


if __name__ == "__main__":
    write(sys.argv[1], sys.argv[2])
